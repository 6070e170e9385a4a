'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect } from 'react';
import { isCardActive } from '@/lib/checkout/card';
import { formatPrice } from '@/lib/domain/money';
import { usePlaceOrder } from '@/components/checkout/use-place-order';
import { readCheckoutSummary, useCheckoutSummary } from '@/stores/checkout-summary';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import type { PaymentForm } from '@/lib/checkout/forms';
import type { StepProps } from './step-props';
import { asapOffered, unavailableNow } from './delivery-step';
import { PRIMARY_BUTTON } from './field';
import { OrderSummary } from './order-summary';

/** After a 401 on the order, signing in again brings the diner back to this checkout. */
const SIGN_IN_AGAIN = '/auth/login?redirect=/checkout';

// Stripe.js and the Payment Element load only when the diner picks the card.
const CardPayment = lazy(() => import('./card-payment'));

/**
 * Entering payment with a slot re-checks it, and "as soon as possible" is re-checked against the
 * cart's menus being open; back to delivery when the choice no longer holds
 * (docs/product.md#transitions).
 */
function useSlotRecheck({ nav, alert }: StepProps) {
  const t = useTranslations('checkout');
  const { goTo } = nav;
  useEffect(() => {
    const { timing } = readCheckoutSummary();
    const reason = () => {
      if (timing.slotGone) return t('alerts.slotGone');
      if (!timing.slot) return asapOffered() ? null : t('delivery.asapClosed');
      const names = unavailableNow();
      return names.length > 0 ? t('alerts.unavailable', { items: names.join(', ') }) : null;
    };
    const message = reason();
    if (!message) return;
    alert(message);
    goTo('delivery');
  }, [goTo, alert, t]);
}

function MethodChoice({
  value,
  checked,
  label,
}: {
  value: PaymentForm['method'];
  checked: boolean;
  label: string;
}) {
  return (
    <label
      className={`flex min-h-14 items-center gap-3 rounded-xl border-2 px-4 font-semibold ${
        checked ? 'border-brand bg-brand/5' : 'border-neutral-300'
      }`}
    >
      <input
        type="radio"
        name="method"
        value={value}
        checked={checked}
        onChange={() => useCheckoutStore.getState().setPayment({ method: value, failed: false })}
      />
      {label}
    </label>
  );
}

/** Cash at pickup or delivery, or card; the summary and "Commander · 23,40 €". */
export function PaymentStep(props: StepProps) {
  const t = useTranslations('checkout');
  useSlotRecheck(props);
  const priced = useCheckoutSummary();
  const payments = useCatalogueStore((s) => s.settings.payments);
  const method = useCheckoutStore((s) => s.payment.method);
  const { place, sending, error } = usePlaceOrder((text) => {
    props.alert(text);
    props.nav.goTo('delivery');
  });
  if (!priced) return null;
  const { summary, timing } = priced;
  const cod = payments.cod.active;
  const card = isCardActive(payments);
  const messages = {
    error: t('alerts.error'),
    paymentFailed: t('alerts.paymentFailed'),
    sessionExpired: t('alerts.sessionExpired'),
    slotFull: t('errors.slotFull'),
    paused: t('paused.onPlace'),
  };

  return (
    <div className="space-y-5">
      <h2 id="checkout-heading" className="text-xl font-extrabold">
        {t('payment.heading')}
      </h2>
      {cod || card ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-bold">{t('payment.method')}</legend>
          {cod && (
            <MethodChoice
              value="cash"
              checked={method === 'cash'}
              label={t('payment.cash', { mode: summary.mode })}
            />
          )}
          {card && (
            <MethodChoice value="card" checked={method === 'card'} label={t('payment.card')} />
          )}
        </fieldset>
      ) : (
        <p role="alert">{t('alerts.noPayment')}</p>
      )}
      <OrderSummary summary={summary} timing={timing} />
      {error && (
        <div
          role="alert"
          data-testid="checkout-error"
          className="rounded-2xl border border-brand/30 bg-brand/5 p-4 text-brand-dark"
        >
          <p className="font-semibold">{error.text}</p>
          {error.failure === 'payment' && <p className="mt-1">{t('payment.failedHint')}</p>}
          {error.failure === 'session' && (
            <Link href={SIGN_IN_AGAIN} className="mt-2 inline-block font-semibold underline">
              {t('alerts.signInAgain')}
            </Link>
          )}
        </div>
      )}
      {cod && method === 'cash' && (
        <button
          type="button"
          data-testid="place-order"
          disabled={sending}
          aria-busy={sending}
          onClick={() => place(messages)}
          className={PRIMARY_BUTTON}
        >
          {sending
            ? t('payment.sending')
            : t('payment.place', { total: formatPrice(summary.totals.total) })}
        </button>
      )}
      {card && method === 'card' && (
        // A boundary of its own: the step stays in place while the card's code arrives.
        <Suspense fallback={null}>
          <CardPayment
            totalCents={summary.totals.total}
            sending={sending}
            onPlace={(confirm) => place(messages, confirm)}
          />
        </Suspense>
      )}
    </div>
  );
}
