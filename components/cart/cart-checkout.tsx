'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';
import { CartNotices } from './cart-notices';

/**
 * The drawer's bottom bar: delivery notices, the total and "Passer commande". The order cannot
 * go on from an empty cart, nor for delivery below the minimum order without a flat charge
 * (docs/product.md#cart): the button is then disabled and says why.
 */
export function CartCheckout({
  summary,
  empty,
  onLeave,
}: {
  summary: CartSummary | null;
  empty: boolean;
  onLeave: () => void;
}) {
  const t = useTranslations('cart');
  const advance = summary?.advance;
  let blocked: string | null = null;
  if (empty) blocked = t('blocked.empty');
  else if (advance && !advance.ok && advance.reason === 'below_minimum') {
    blocked = t('blocked.minimum', { minimum: formatPrice(advance.minimumCents) });
  }
  const button = 'block w-full rounded-full px-5 py-3.5 text-center text-lg font-bold';

  return (
    <footer className="space-y-3 border-t border-black/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {summary && !empty && <CartNotices summary={summary} />}
      {summary && !empty && (
        <p className="flex justify-between text-lg font-extrabold">
          <span>{t('totals.total')}</span>
          <span className="tabular-nums" data-testid="cart-total">
            {formatPrice(summary.totals.total)}
          </span>
        </p>
      )}
      {blocked ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby="panier-blocage"
            className={`${button} bg-neutral-300 text-neutral-700`}
          >
            {t('checkout')}
          </button>
          <p id="panier-blocage" className="text-center text-sm text-neutral-700">
            {blocked}
          </p>
        </>
      ) : (
        <Link
          href="/checkout"
          onClick={onLeave}
          className={`${button} bg-brand text-white hover:bg-brand-dark`}
        >
          {t('checkout')}
        </Link>
      )}
    </footer>
  );
}
