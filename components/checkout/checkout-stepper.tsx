'use client';

import { useTranslations } from 'next-intl';
import { TABS, type CheckoutTab } from '@/lib/checkout/steps';

/**
 * Where the diner is among the five tabs: an ordered list, the current step marked with
 * aria-current="step" and a hidden "Étape 2 sur 5" for screen readers. Steps are not links:
 * the guard decides which tab may open, the step's own button moves on.
 */
export function CheckoutStepper({ current }: { current: CheckoutTab }) {
  const t = useTranslations('checkout.steps');
  const index = TABS.indexOf(current);
  return (
    <nav aria-label={t('label')}>
      <p className="sr-only" aria-live="polite">
        {t('position', { index: index + 1, total: TABS.length })} : {t(current)}
      </p>
      <ol className="flex gap-1" data-testid="checkout-stepper">
        {TABS.map((tab, i) => (
          <li
            key={tab}
            id={`checkout-step-${tab}`}
            aria-current={i === index ? 'step' : undefined}
            className={`flex-1 border-t-4 pt-1.5 text-center text-xs font-semibold ${
              i <= index ? 'border-brand text-ink' : 'border-neutral-200 text-neutral-500'
            }`}
          >
            {t(tab)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
