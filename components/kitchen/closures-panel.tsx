'use client';

/**
 * Exceptional closures and a day's special hours (docs/product.md#running-the-day): those to
 * come, each removable, and a form for each; the closure's message, shown to every diner, is
 * written from its dates until the kitchen types its own.
 */
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { frenchTime } from '@/lib/domain/availability';
import { dateRangeWords, dateWords, localToday } from '@/lib/kitchen/switches';
import { AddForm, PART_BUTTON, Section, SwitchList } from './service-parts';
import type { PanelProps } from './use-switches';
import { useKitchenTimeZone } from './time-zone';

const FIELD = 'mt-1 block w-full rounded-xl border-2 border-neutral-400 px-3 py-2 text-lg';
const MAX_PERIODS = 4;

export function ClosuresPanel(props: PanelProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Closures {...props} />
      <SpecialHours {...props} />
    </div>
  );
}

function useRangeWords() {
  const t = useTranslations('kitchen.service');
  return (from: string, to: string) => {
    const words = dateRangeWords(from, to);
    if (!words) return '';
    return from === to ? t('closureDay', { day: words.to }) : t('closureRange', words);
  };
}

function Closures({ switches, now, change }: PanelProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service.closures');
  const rangeWords = useRangeWords();
  const today = localToday(now, timeZone);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const words = dateRangeWords(from, to);
  const written = words
    ? from === to
      ? t('messageDay', { day: words.to })
      : t('messageRange', words)
    : '';
  const message = typed ?? written;
  const closures = switches.closures.toSorted((a, b) => a.from.localeCompare(b.from));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await change({ do: 'close', from, to, message })) {
      setFrom('');
      setTo('');
      setTyped(null);
    }
  }

  return (
    <Section title={t('heading')}>
      <SwitchList
        now={now}
        none={t('none')}
        rows={closures.map((closure) => {
          const range = rangeWords(closure.from, closure.to);
          return {
            key: closure.from,
            title: range,
            detail: `« ${closure.message} »`,
            setBy: closure.set_by,
            setAt: closure.set_at,
            undo: {
              text: t('remove'),
              label: t('removeLabel', { range }),
              run: () => void change({ do: 'unclose', from: closure.from }),
              tone: 'remove',
            },
          };
        })}
      />
      <AddForm title={t('add')} onSubmit={submit}>
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-lg font-semibold">
            {t('from')}
            <input
              type="date"
              required
              min={today}
              value={from}
              onChange={(event) => {
                setFrom(event.target.value);
                if (!to || to < event.target.value) setTo(event.target.value);
              }}
              className={FIELD}
            />
          </label>
          <label className="block text-lg font-semibold">
            {t('to')}
            <input
              type="date"
              required
              min={from || today}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={FIELD}
            />
          </label>
        </div>
        <label className="block text-lg font-semibold">
          {t('message')}
          <input
            type="text"
            required
            maxLength={200}
            value={message}
            onChange={(event) => setTyped(event.target.value)}
            className={FIELD}
          />
        </label>
        <button type="submit" className={`${PART_BUTTON} bg-ink text-white`}>
          {t('submit')}
        </button>
      </AddForm>
    </Section>
  );
}

function SpecialHours({ switches, now, change }: PanelProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service.special');
  const today = localToday(now, timeZone);
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(false);
  const [periods, setPeriods] = useState<[string, string][]>([['12:00', '14:00']]);
  const days = switches.special_hours.toSorted((a, b) => a.date.localeCompare(b.date));
  const hoursOf = (times: [string, string][]) =>
    times.length === 0
      ? t('closedDay')
      : times
          .map(([start, end]) => t('period', { from: frenchTime(start), to: frenchTime(end) }))
          .join(', ');

  function setPeriod(index: number, side: 0 | 1, value: string) {
    setPeriods((current) =>
      current.map((period, at) => {
        if (at !== index) return period;
        const next: [string, string] = [...period];
        next[side] = value;
        return next;
      }),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await change({ do: 'specialHours', date, times: closed ? [] : periods })) {
      setDate('');
      setClosed(false);
      setPeriods([['12:00', '14:00']]);
    }
  }

  return (
    <Section title={t('heading')}>
      <SwitchList
        now={now}
        none={t('none')}
        rows={days.map((day) => ({
          key: day.date,
          title: dateWords(day.date),
          detail: hoursOf(day.times),
          setBy: day.set_by,
          setAt: day.set_at,
          undo: {
            text: t('remove'),
            label: t('removeLabel', { date: dateWords(day.date) }),
            run: () => void change({ do: 'unspecial', date: day.date }),
            tone: 'remove',
          },
        }))}
      />
      <AddForm title={t('add')} onSubmit={submit}>
        <label className="block text-lg font-semibold">
          {t('date')}
          <input
            type="date"
            required
            min={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={FIELD}
          />
        </label>
        <label className="flex min-h-12 items-center gap-3 text-lg font-semibold">
          <input
            type="checkbox"
            checked={closed}
            onChange={(event) => setClosed(event.target.checked)}
            className="size-6 accent-ink"
          />
          {t('closed')}
        </label>
        {!closed && (
          <ul className="space-y-2">
            {periods.map(([start, end], index) => (
              // The rows have no identity but their place.
              <li key={index} className="flex items-end gap-2">
                {([0, 1] as const).map((side) => (
                  <label key={side} className="block flex-1 text-base font-semibold">
                    {t(side === 0 ? 'opens' : 'closes', { number: index + 1 })}
                    <input
                      type="time"
                      required
                      value={side === 0 ? start : end}
                      onChange={(event) => setPeriod(index, side, event.target.value)}
                      className={FIELD}
                    />
                  </label>
                ))}
                {periods.length > 1 && (
                  <button
                    type="button"
                    aria-label={t('removePeriod', { number: index + 1 })}
                    onClick={() => setPeriods((current) => current.filter((_, at) => at !== index))}
                    className={`${PART_BUTTON} border-2 border-ink bg-white`}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {!closed && periods.length < MAX_PERIODS && (
            <button
              type="button"
              onClick={() => setPeriods((current) => [...current, ['18:00', '22:00']])}
              className={`${PART_BUTTON} border-2 border-ink bg-white`}
            >
              {t('addPeriod')}
            </button>
          )}
          <button type="submit" className={`${PART_BUTTON} bg-ink text-white`}>
            {t('submit')}
          </button>
        </div>
      </AddForm>
    </Section>
  );
}
