'use client';

/**
 * Pausing new orders and adding a busy delay (docs/product.md#running-the-day): what is in force,
 * who set it and when, the choices the API accepts, and the way back.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { clockLabel, inForce } from '@/lib/kitchen/switches';
import { PauseWords } from './service-bar';
import { Section, SetBy } from './service-parts';
import type { PanelProps } from './use-switches';
import { useKitchenTimeZone } from './time-zone';

const PAUSES = [15, 30, 60] as const;
const DELAYS = [10, 20, 30] as const;
/** How long a delay lasts, in minutes (the API takes 15 to 720). */
const DELAY_FOR = [30, 60, 120] as const;

const BUTTON = 'min-h-14 min-w-20 rounded-xl px-4 text-lg font-bold disabled:opacity-60';
const CHOICE = `${BUTTON} border-2 border-ink bg-white aria-pressed:bg-ink aria-pressed:text-white`;

export function PausePanel({ switches, now, change }: PanelProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service');
  const { pause, delay } = inForce(switches, now);
  const [forMinutes, setForMinutes] = useState<(typeof DELAY_FOR)[number]>(60);
  const forId = useId();
  const addId = useId();

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={t('pause.heading')}>
        <p className="text-lg text-neutral-700">{t('pause.intro')}</p>
        <p
          className={`rounded-xl p-3 text-lg font-bold ${pause ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}
        >
          {pause ? <PauseWords until={pause.until} now={now} /> : t('ordersOpen')}{' '}
          {pause && <SetBy setBy={pause.set_by} setAt={pause.set_at} now={now} />}
        </p>
        <div role="group" aria-label={t('pause.choices')} className="flex flex-wrap gap-2">
          {PAUSES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-label={t('pause.minutesLabel', { minutes })}
              onClick={() => void change({ do: 'pause', minutes })}
              className={`${BUTTON} bg-red-700 text-white`}
            >
              {minutes === 60 ? t('pause.hour') : t('pause.minutes', { minutes })}
            </button>
          ))}
          <button
            type="button"
            aria-label={t('pause.reopenLabel')}
            onClick={() => void change({ do: 'pause', minutes: null })}
            className={`${BUTTON} bg-red-700 text-white`}
          >
            {t('pause.reopen')}
          </button>
        </div>
        {pause && (
          <button
            type="button"
            onClick={() => void change({ do: 'reopen' })}
            className={`${BUTTON} w-full bg-green-700 text-white`}
          >
            {t('pause.resume')}
          </button>
        )}
      </Section>
      <Section title={t('delay.heading')}>
        <p className="text-lg text-neutral-700">{t('delay.intro')}</p>
        <p
          className={`rounded-xl p-3 text-lg font-bold ${delay ? 'bg-amber-100 text-amber-950' : 'bg-neutral-100'}`}
        >
          {delay
            ? t('delayUntil', {
                minutes: delay.minutes,
                time: clockLabel(delay.until, now, timeZone),
              })
            : t('noDelay')}{' '}
          {delay && <SetBy setBy={delay.set_by} setAt={delay.set_at} now={now} />}
        </p>
        <div role="group" aria-labelledby={forId} className="flex flex-wrap items-center gap-2">
          <p id={forId} className="w-24 text-lg font-semibold">
            {t('delay.for')}
          </p>
          {DELAY_FOR.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={forMinutes === minutes}
              onClick={() => setForMinutes(minutes)}
              className={CHOICE}
            >
              {minutes < 60
                ? t('delay.forMinutes', { minutes })
                : t('delay.forHours', { hours: minutes / 60 })}
            </button>
          ))}
        </div>
        <div role="group" aria-labelledby={addId} className="flex flex-wrap items-center gap-2">
          <p id={addId} className="w-24 text-lg font-semibold">
            {t('delay.add')}
          </p>
          {DELAYS.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-label={t('delay.addLabel', { minutes })}
              onClick={() => void change({ do: 'delay', minutes, forMinutes })}
              className={`${BUTTON} bg-amber-600 text-ink`}
            >
              {t('delay.addMinutes', { minutes })}
            </button>
          ))}
        </div>
        {delay && (
          <button
            type="button"
            onClick={() => void change({ do: 'undelay' })}
            className={`${BUTTON} w-full border-2 border-ink bg-white`}
          >
            {t('delay.remove')}
          </button>
        )}
      </Section>
    </div>
  );
}
