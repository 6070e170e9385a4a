'use client';

import Link from 'next/link';
import { RepricedNotice } from '@/components/cart/repriced-notice';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '@/stores/hydrated';
import { CHECKOUT } from '@/stores/checkout';
import { useCheckoutTab } from '@/components/checkout/use-checkout-tab';
import { useCartStore } from '@/stores/cart';
import { CheckoutStepper } from './checkout-stepper';
import { OrderingPaused, useOrderingStatus } from './ordering-paused';
import type { StepProps } from './step-props';
import { useAccountPrefill } from './use-account-prefill';
import { TypeStep } from './type-step';
import type { CheckoutTab } from '@/lib/checkout/steps';

/**
 * The steps after the first, with react-hook-form and its resolvers, are not in the page's first
 * scripts (ADR 50): they load once the flow shows, while the diner reads the first step, so the
 * tab they open is there already. Until then, an empty box that says it is loading.
 */
const loadPersonal = () => import('./personal-step').then((m) => m.PersonalStep);
const loadDelivery = () => import('./delivery-step').then((m) => m.DeliveryStep);
const loadPayment = () => import('./payment-step').then((m) => m.PaymentStep);
function StepLoading() {
  const t = useTranslations('checkout');
  return (
    <p role="status" className="min-h-72">
      <span className="sr-only">{t('loading')}</span>
    </p>
  );
}
// React's lazy, not next/dynamic, whose own code would be in the page's first load (ADR 50).
const PersonalStep = lazy(() => loadPersonal().then((step) => ({ default: step })));
const DeliveryStep = lazy(() => loadDelivery().then((step) => ({ default: step })));
const PaymentStep = lazy(() => loadPayment().then((step) => ({ default: step })));

const STEPS: Record<CheckoutTab, React.ComponentType<StepProps>> = {
  type: TypeStep,
  personal: PersonalStep,
  delivery: DeliveryStep,
  payment: PaymentStep,
  // The last tab reviews and places the order, like payment once its method is chosen.
  confirmation: PaymentStep,
};

/**
 * The five-tab checkout (docs/product.md#checkout): waits for the saved cart and forms before
 * showing, and on a later tab for the guard that says whether it may open.
 */
export function CheckoutFlow() {
  const t = useTranslations('checkout');
  const hydrated = useHydrated(CHECKOUT);
  useAccountPrefill(hydrated);
  const empty = useCartStore((s) => s.lines.length === 0);
  const nav = useCheckoutTab(hydrated && !empty);
  const [message, setMessage] = useState<string | null>(null);
  const ordering = useOrderingStatus(hydrated && !empty);
  const shown = hydrated && !empty;
  useEffect(() => {
    if (shown) void Promise.all([loadPersonal(), loadDelivery(), loadPayment()]);
  }, [shown]);

  const loading = (
    <p role="status" className="py-10 text-center text-neutral-600">
      {t('loading')}
    </p>
  );
  if (!hydrated) return loading;
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
  // A later tab waits for the guard's rules, loaded beside the saved cart's (use-checkout-tab.ts).
  if (!nav.decided) return loading;
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
        <Suspense fallback={<StepLoading />}>
          <Step nav={nav} alert={setMessage} />
        </Suspense>
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
