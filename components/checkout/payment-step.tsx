'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatPrice } from '@/lib/format';
import { usePlaceOrder } from '@/lib/hooks/use-checkout-order';
import { readCheckoutSummary, useCheckoutSummary } from '@/lib/hooks/use-checkout-state';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import type { StepProps } from './checkout-flow';
import { unavailableNow } from './delivery-step';
import { PRIMARY_BUTTON } from './field';
import { OrderSummary } from './order-summary';

/** SPEC.md §4: entering payment with a slot re-checks it; back to delivery when it no longer holds. */
function useSlotRecheck({ nav, alert }: StepProps) {
  const t = useTranslations('checkout.alerts');
  const { goTo } = nav;
  useEffect(() => {
    const { timing } = readCheckoutSummary();
    if (!timing.slot && !timing.slotGone) return;
    const names = timing.slotGone ? [] : unavailableNow();
    if (!timing.slotGone && names.length === 0) return;
    alert(timing.slotGone ? t('slotGone') : t('unavailable', { items: names.join(', ') }));
    goTo('delivery');
  }, [goTo, alert, t]);
}

/** Cash on delivery or at pickup (card is not built), the summary and "Commander · 23,40 €". */
export function PaymentStep(props: StepProps) {
  const t = useTranslations('checkout');
  useSlotRecheck(props);
  const priced = useCheckoutSummary();
  const cod = useCatalogueStore((s) => s.settings.payments.cod.active);
  const method = useCheckoutStore((s) => s.payment.method);
  const { place, sending, error } = usePlaceOrder();
  if (!priced) return null;
  const { summary, timing } = priced;

  return (
    <div className="space-y-5">
      <h2 id="checkout-heading" className="text-xl font-extrabold">
        {t('payment.heading')}
      </h2>
      {cod ? (
        <fieldset>
          <legend className="mb-2 text-lg font-bold">{t('payment.method')}</legend>
          <label className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-brand bg-brand/5 px-4 font-semibold">
            <input
              type="radio"
              name="method"
              value="cash"
              checked={method === 'cash'}
              onChange={() => useCheckoutStore.getState().setPayment({ method: 'cash' })}
            />
            {t('payment.cash', { mode: summary.mode })}
          </label>
        </fieldset>
      ) : (
        <p role="alert">{t('alerts.noPayment')}</p>
      )}
      <OrderSummary summary={summary} timing={timing} />
      {error && (
        <p
          role="alert"
          data-testid="checkout-error"
          className="rounded-2xl border border-brand/30 bg-brand/5 p-4 font-semibold text-brand-dark"
        >
          {error}
        </p>
      )}
      {cod && method === 'cash' && (
        <button
          type="button"
          data-testid="place-order"
          disabled={sending}
          aria-busy={sending}
          onClick={() => place(t('alerts.error'))}
          className={PRIMARY_BUTTON}
        >
          {sending
            ? t('payment.sending')
            : t('payment.place', { total: formatPrice(summary.totals.total) })}
        </button>
      )}
    </div>
  );
}
