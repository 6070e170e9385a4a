'use client';

import Link from 'next/link';
import { RepricedNotice } from '@/components/cart/repriced-notice';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/stores/hydrated';
import { CHECKOUT } from '@/stores/checkout';
import { useCheckoutTab } from '@/components/checkout/use-checkout-tab';
import { useCartStore } from '@/stores/cart';
import { CheckoutStepper } from './checkout-stepper';
import { OrderingPaused, useOrderingStatus } from './ordering-paused';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { PersonalStep } from './personal-step';
import type { StepProps } from './step-props';
import { useAccountPrefill } from './use-account-prefill';
import { TypeStep } from './type-step';
import type { CheckoutTab } from '@/lib/checkout/forms';

const STEPS: Record<CheckoutTab, (props: StepProps) => React.ReactNode> = {
  type: TypeStep,
  personal: PersonalStep,
  delivery: DeliveryStep,
  payment: PaymentStep,
  // The last tab reviews and places the order, like payment once its method is chosen.
  confirmation: PaymentStep,
};

/**
 * The five-tab checkout (docs/product.md#checkout): waits for the saved cart and forms before
 * showing.
 */
export function CheckoutFlow() {
  const t = useTranslations('checkout');
  const hydrated = useHydrated(CHECKOUT);
  useAccountPrefill(hydrated);
  const empty = useCartStore((s) => s.lines.length === 0);
  const nav = useCheckoutTab(hydrated && !empty);
  const [message, setMessage] = useState<string | null>(null);
  const ordering = useOrderingStatus(hydrated && !empty);

  if (!hydrated) {
    return (
      <p role="status" className="py-10 text-center text-neutral-600">
        {t('loading')}
      </p>
    );
  }
  if (empty) {
    return (
      <div className="rounded-2xl bg-cream p-6 text-center">
        <RepricedNotice className="mb-4 text-left" />
        <p className="mb-4">{t('empty')}</p>
        <Link
          href="/menu"
          className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t('browseMenu')}
        </Link>
      </div>
    );
  }
  const Step = STEPS[nav.tab];
  return (
    <div className="mx-auto max-w-xl space-y-5" data-testid="checkout">
      <CheckoutStepper current={nav.tab} />
      <RepricedNotice />
      <div>
        <OrderingPaused status={ordering} />
        <div aria-live="assertive">
          {message && (
            <p
              role="alert"
              data-testid="checkout-alert"
              className="rounded-2xl border border-brand/30 bg-brand/5 p-4 font-semibold text-brand-dark"
            >
              {message}
            </p>
          )}
        </div>
      </div>
      <section
        id="checkout-panel"
        aria-labelledby="checkout-heading"
        data-testid={`checkout-step-${nav.tab}`}
      >
        <Step nav={nav} alert={setMessage} />
      </section>
      {nav.tab !== 'type' && (
        <button
          type="button"
          onClick={() => {
            setMessage(null);
            nav.previous();
          }}
          className="min-h-12 rounded-full px-4 font-semibold text-brand-dark underline"
        >
          {t('back')}
        </button>
      )}
    </div>
  );
}
