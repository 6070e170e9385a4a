'use client';

/**
 * What the service dialog's tabs share (docs/product.md#running-the-day): a titled section, who
 * set a switch and when, and a list of switches in force, each with its way back.
 */
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { clockLabel, staffNumber } from '@/lib/kitchen/switches';
import { useKitchenTimeZone } from './time-zone';

export const PART_BUTTON = 'min-h-12 shrink-0 rounded-xl px-4 text-lg font-bold';

/** A section of a tab, named by its heading. */
export function Section({
  title,
  className = 'space-y-3',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-xl font-extrabold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** « par le compte n° 2 à 19 h 42 »: who flipped a switch and when. */
export function SetBy({ setBy, setAt, now }: { setBy: string; setAt: string; now: number }) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen.service');
  const number = staffNumber(setBy);
  const time = clockLabel(setAt, now, timeZone);
  return (
    <span className="text-base font-normal text-neutral-700">
      {number === null ? t('at', { time }) : t('by', { number, time })}
    </span>
  );
}

export interface SwitchRow {
  key: string;
  title: string;
  detail: string;
  setBy: string;
  setAt: string;
  /** The way back: its visible words, its full name, what it does. */
  undo: { text: string; label: string; run: () => void; tone: 'remove' | 'restore' };
}

const TONES = {
  remove: 'border-2 border-red-700 bg-white text-red-800',
  restore: 'bg-green-700 text-white',
};

/** The switches of one kind in force, or a line saying there are none. */
export function SwitchList({
  rows,
  none,
  now,
  rowClass = 'border-neutral-200',
}: {
  rows: SwitchRow[];
  none: string;
  now: number;
  rowClass?: string;
}) {
  if (rows.length === 0) return <p className="text-lg text-neutral-700">{none}</p>;
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.key} className={`flex items-center gap-3 rounded-xl border-2 p-3 ${rowClass}`}>
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold">{row.title}</p>
            <p className="text-base">
              {row.detail} <SetBy setBy={row.setBy} setAt={row.setAt} now={now} />
            </p>
          </div>
          <button
            type="button"
            aria-label={row.undo.label}
            onClick={row.undo.run}
            className={`${PART_BUTTON} ${TONES[row.undo.tone]}`}
          >
            {row.undo.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A form adding a switch, named by its heading. */
export function AddForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form
      aria-labelledby={id}
      onSubmit={onSubmit}
      className="space-y-3 rounded-xl bg-neutral-100 p-4"
    >
      <h4 id={id} className="text-lg font-extrabold">
        {title}
      </h4>
      {children}
    </form>
  );
}
