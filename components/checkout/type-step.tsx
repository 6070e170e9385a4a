'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { OrderMode } from '@/lib/domain/cart-types';
import { formatPrice } from '@/lib/domain/money';
import { readCartSummary } from '@/stores/cart-summary';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import type { StepProps } from './step-props';

/** The order type advances half a second after the choice (docs/product.md#overlays-and-delays). */
const TYPE_ADVANCE_MS = 500;

/** The reason delivery cannot go on yet, in French, or null when it can. */
function deliveryBlock(t: ReturnType<typeof useTranslations<'checkout'>>): string | null {
  const location = useLocationStore.getState();
  if (!location._distance) return t('type.noAddress');
  const summary = readCartSummary();
  if (summary.tooFar) return t('alerts.tooFar');
  const { advance } = summary;
  if (advance.ok) return null;
  if (advance.reason === 'delivery_inactive') return t('type.inactive');
  return t('type.missing', {
    missing: formatPrice(advance.missingCents),
    minimum: formatPrice(advance.minimumCents),
  });
}

/**
 * Pickup or delivery (docs/product.md#transitions): chosen, then on to the personal form
 * after 0.5 s.
 */
export function TypeStep({ nav, alert }: StepProps) {
  const t = useTranslations('checkout');
  const mode = useLocationStore((s) => s.mode);
  const chosen = useLocationStore((s) => s.chosen);
  const address = useLocationStore((s) => s._distance?.formatted_address ?? null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const choose = (next: OrderMode) => {
    window.clearTimeout(timer.current);
    const location = useLocationStore.getState();
    if (next === 'pickup') location.choosePickup();
    else location.setMode('delivery');
    const blocked = next === 'delivery' ? deliveryBlock(t) : null;
    alert(blocked);
    if (next === 'delivery' && !location._distance) useUiStore.getState().open('location');
    if (blocked) return;
    timer.current = window.setTimeout(nav.next, TYPE_ADVANCE_MS);
  };

  const option = (value: OrderMode, hint: string) => (
    <button
      type="button"
      aria-pressed={chosen && mode === value}
      onClick={() => choose(value)}
      className="flex min-h-20 w-full flex-col items-start justify-center rounded-2xl border-2 border-neutral-200 px-5 py-3 text-left aria-pressed:border-brand aria-pressed:bg-brand/5"
    >
      <span className="text-lg font-bold">{t(`type.${value}`)}</span>
      <span className="text-sm text-neutral-600">{hint}</span>
    </button>
  );

  return (
    <div className="space-y-3">
      <h2 id="checkout-heading" className="text-xl font-extrabold">
        {t('type.heading')}
      </h2>
      {option('pickup', t('type.pickupHint'))}
      {option('delivery', address ? t('type.address', { address }) : t('type.deliveryHint'))}
      {mode === 'delivery' && address && (
        <button
          type="button"
          onClick={() => useUiStore.getState().open('location')}
          className="min-h-12 font-semibold text-brand-dark underline"
        >
          {t('type.changeAddress')}
        </button>
      )}
    </div>
  );
}
