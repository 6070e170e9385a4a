'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/domain/money';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { ClockIcon } from '@/components/ui/icons';
import { ItemStepper } from './item-stepper';

const REASON_ID = 'item-dialog-reason';

/**
 * The bar stuck to the bottom of the sheet: why the item cannot be ordered, or the slot it is
 * ordered for while its menu is closed (if so), how many, and the submit button with the live
 * price of the line. Always in view on a phone, so the price follows every choice without
 * scrolling.
 */
export function ItemAddBar({
  quantity,
  onQuantity,
  totalCents,
  editing,
  orderable,
  reason,
  later,
  problem,
}: {
  quantity: number;
  onQuantity: (quantity: number) => void;
  totalCents: number;
  editing: boolean;
  orderable: boolean;
  reason: string | null;
  /** `reason` names the slot a closed menu takes the line for: a fact, not a refusal. */
  later: boolean;
  /** Shown after a refused attempt: what to fix before adding. */
  problem: string | null;
}) {
  const t = useTranslations('item');
  const price = formatPrice(totalCents);
  // A refusal outranks a missing choice (the button is off anyway); a missing choice outranks
  // the slot, which comes back once it is fixed.
  const message = later ? (problem ?? reason) : (reason ?? problem);
  const slotOnly = later && !problem;
  return (
    <div
      data-keyboard-aside
      className="shrink-0 border-t border-black/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
    >
      {message && (
        <p
          id={REASON_ID}
          className={`mb-2 flex items-center justify-center gap-1.5 text-center text-sm font-semibold ${
            slotOnly ? 'text-ink' : 'text-brand-dark'
          }`}
          data-testid="item-dialog-reason"
        >
          {slotOnly && <ClockIcon className="size-4 shrink-0 text-brand" />}
          {message}
        </p>
      )}
      <div className="flex items-center gap-3">
        <ItemStepper
          label={t('quantity')}
          value={quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          decreaseLabel={t('decreaseQuantity')}
          increaseLabel={t('increaseQuantity')}
          onChange={onQuantity}
        />
        <button
          type="submit"
          disabled={!orderable}
          aria-describedby={message ? REASON_ID : undefined}
          className="min-h-12 flex-1 rounded-full bg-brand px-4 font-bold text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600"
        >
          {t(editing ? 'update' : 'add', { price })}
        </button>
      </div>
    </div>
  );
}
