'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/domain/money';
import { CART, useCartStore } from '@/stores/cart';
import { useHydrated } from '@/stores/hydrated';
import { useOrderMode } from '@/stores/use-order-mode';

/**
 * A cart priced on an older catalogue was priced again (docs/product.md#a-cart-from-an-older-catalogue):
 * the lines whose price moved, at the diner's order mode, and those that left, until "J’ai
 * compris". Shown by the cart and the checkout, before anything is ordered.
 */
export function RepricedNotice({ className = '' }: { className?: string }) {
  const t = useTranslations('cart.repriced');
  const hydrated = useHydrated(CART);
  const repriced = useCartStore((s) => s.repriced);
  const dismiss = useCartStore((s) => s.dismissRepriced);
  const mode = useOrderMode();
  if (!hydrated || !repriced) return null;
  return (
    <div
      role="status"
      data-testid="repriced-notice"
      className={`rounded-xl bg-cream px-3 py-2 text-sm text-brand-dark ${className}`}
    >
      <p className="font-semibold">{t('title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {repriced.changed.map((line) => (
          <li key={`changed-${line.name}`}>
            {t('changed', {
              name: line.name,
              before: formatPrice(line.before[mode]),
              after: formatPrice(line.after[mode]),
            })}
          </li>
        ))}
        {repriced.removed.map((name, index) => (
          <li key={`removed-${index}`}>{t('removed', { name })}</li>
        ))}
      </ul>
      <button type="button" onClick={dismiss} className="mt-1 min-h-11 font-semibold underline">
        {t('dismiss')}
      </button>
    </div>
  );
}
