'use client';

/**
 * The service at a glance, under the board's header (docs/product.md#running-the-day): orders
 * open or paused until when, the busy delay, how many dishes are sold out, the next closure;
 * « Reprendre les commandes » in one tap while paused, « Service » for every switch.
 */
import { useTranslations } from 'next-intl';
import { upcomingClosure } from '@/lib/domain/kitchen-switches';
import { clockLabel, dateRangeWords, inForce, type Switches } from '@/lib/kitchen/switches';
import { useKitchenTimeZone } from './time-zone';

const CHIP = 'rounded-full px-3 py-1 text-base font-semibold';
/** How far ahead the bar names a closure. */
const CLOSURE_AHEAD_DAYS = 30;

export function ServiceBar({
  switches,
  now,
  onResume,
  onOpen,
}: {
  switches: Switches | null;
  now: number;
  onResume: () => void;
  onOpen: () => void;
}) {
  const t = useTranslations('kitchen.service');
  const timeZone = useKitchenTimeZone();
  const { pause, delay } = inForce(switches, now);
  const closure =
    switches && upcomingClosure(switches.closures, new Date(now), timeZone, CLOSURE_AHEAD_DAYS);
  const range = closure && dateRangeWords(closure.from, closure.to);

  return (
    <section
      aria-label={t('bar')}
      className="flex w-full flex-wrap items-center gap-2 border-t border-white/30 pt-3"
    >
      {switches && (
        <ul className="flex flex-wrap items-center gap-2">
          <li
            className={`${CHIP} ${pause ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}
          >
            {pause ? <PauseWords until={pause.until} now={now} /> : t('ordersOpen')}
          </li>
          {delay && (
            <li className={`${CHIP} bg-amber-100 text-amber-950`}>
              {t('delayUntil', {
                minutes: delay.minutes,
                time: clockLabel(delay.until, now, timeZone),
              })}
            </li>
          )}
          <li
            className={`${CHIP} ${switches.sold_out.length > 0 ? 'bg-amber-100 text-amber-950' : 'bg-neutral-200 text-ink'}`}
          >
            {t('soldOutCount', { count: switches.sold_out.length })}
          </li>
          {range && (
            <li className={`${CHIP} bg-neutral-200 text-ink`}>
              {closure.from === closure.to
                ? t('closureDay', { day: range.to })
                : t('closureRange', range)}
            </li>
          )}
        </ul>
      )}
      <div className="ml-auto flex flex-wrap gap-2">
        {pause && (
          <button
            type="button"
            onClick={onResume}
            className="min-h-12 rounded-xl bg-green-700 px-4 text-lg font-bold text-white disabled:opacity-60"
          >
            {t('pause.resume')}
          </button>
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('openLabel')}
          onClick={onOpen}
          className="min-h-12 rounded-xl bg-white px-5 text-lg font-bold text-ink"
        >
          {t('open')}
        </button>
      </div>
    </section>
  );
}

/** « Commandes en pause jusqu’à 20 h 15 », or until reopened. */
export function PauseWords({ until, now }: { until: string | null; now: number }) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service');
  return until ? t('pausedUntil', { time: clockLabel(until, now, timeZone) }) : t('pausedReopen');
}
