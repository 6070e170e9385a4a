'use client';

import { withIntl } from '@/components/intl/intl-island';
import { useTranslations } from 'next-intl';
import type { SchedulingSettings } from '@/lib/domain/slots';
import { clockTime } from '@/lib/domain/availability';
import {
  extraMinutesAt,
  pauseAt,
  upcomingClosure,
  type Closure,
} from '@/lib/domain/kitchen-switches';
import { useOrderMode } from '@/stores/use-order-mode';
import { useKitchenSwitches } from './use-kitchen-switches';

/** Days ahead the home page announces a closure (docs/product.md#running-the-day). */
const CLOSURE_NOTICE_DAYS = 7;

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const frenchDate = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

const box = 'rounded-2xl border border-brand/30 bg-cream p-4 text-neutral-900';

export interface KitchenNoticesProps {
  place: 'home' | 'menu' | 'checkout';
  timeZone: string;
  scheduling: Pick<SchedulingSettings, 'minimum_time' | 'pickup_minimum_time'>;
}

/** KitchenNotices' notices, once the page has been idle (./kitchen-notices.tsx). */
function KitchenNoticesBodyWords({ place, timeZone, scheduling }: KitchenNoticesProps) {
  const t = useTranslations('status.kitchen');
  const mode = useOrderMode();
  const { switches, now } = useKitchenSwitches();
  const pause = now && pauseAt(switches.pause, now);
  const extra = now ? extraMinutesAt(switches.delay, now) : 0;
  const closure =
    place === 'home' && now
      ? upcomingClosure(switches.closures, now, timeZone, CLOSURE_NOTICE_DAYS)
      : null;
  const resumesAt = pause?.until && clockTime(pause.until, timeZone);
  const base = mode === 'pickup' ? scheduling.pickup_minimum_time : scheduling.minimum_time;
  return (
    <>
      {pause && (
        <div data-testid="kitchen-paused" className={box}>
          <p className="font-bold">
            {resumesAt ? t('paused', { time: resumesAt }) : t('pausedOpen')}
          </p>
          <p className="mt-1">
            {resumesAt ? t('pausedAhead', { time: resumesAt }) : t('pausedKept')}
          </p>
        </div>
      )}
      {!pause && extra > 0 && place !== 'menu' && (
        <div data-testid="kitchen-wait" className={box}>
          <p className="font-bold">{t('wait', { minutes: base + extra })}</p>
          <p className="mt-1">{t('waitWhy')}</p>
        </div>
      )}
      {closure && <ClosureNotice closure={closure} />}
    </>
  );
}

function ClosureNotice({ closure }: { closure: Closure }) {
  const t = useTranslations('status.kitchen');
  const title =
    closure.from === closure.to
      ? t('closureDay', { date: frenchDate(closure.from) })
      : t('closureRange', { from: frenchDate(closure.from), to: frenchDate(closure.to) });
  return (
    <div data-testid="kitchen-closure" className={box}>
      <p className="font-bold">{title}</p>
      {closure.message && <p className="mt-1">{closure.message}</p>}
    </div>
  );
}

/** Fetched after the first load, with next-intl's client for its words (docs/adr/0054). */
export const KitchenNoticesBody = withIntl(KitchenNoticesBodyWords);
