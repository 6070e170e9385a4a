'use client';

/**
 * A − value + stepper with 44 px buttons (thumb-sized on a phone). The value is an `output`
 * inside a labelled group, so a screen reader hears "Cheddar, 2" and each change.
 */
export function ItemStepper({
  label,
  value,
  min,
  max,
  decreaseLabel,
  increaseLabel,
  onChange,
  canIncrease = true,
  size = 'md',
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  /** False when something else forbids one more (the group already has its maximum). */
  canIncrease?: boolean;
  size?: 'md' | 'lg';
}) {
  const button = `grid place-items-center rounded-full text-xl font-bold leading-none transition disabled:cursor-not-allowed disabled:opacity-35 ${
    size === 'lg' ? 'size-12' : 'size-11'
  }`;
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1">
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        className={`${button} bg-neutral-100 text-ink hover:bg-neutral-200`}
      >
        <span aria-hidden>−</span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={value >= max || !canIncrease}
        onClick={() => onChange(value + 1)}
        className={`${button} bg-brand text-white hover:bg-brand-dark`}
      >
        <span aria-hidden>+</span>
      </button>
    </div>
  );
}
