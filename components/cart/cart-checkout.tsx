'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { timeWords, useDayWord } from '@/components/menu/slot-words';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';
import { CartNotices } from './cart-notices';
import { useCartTiming, type CartTiming } from './use-cart-timing';

/**
 * The drawer's bottom bar: notices, the total and "Passer commande". The order cannot go on from
 * an empty cart, nor for delivery below the minimum order without a flat charge
 * (docs/product.md#cart), nor while the restaurant is closed for a cart no slot can serve in
 * either mode (docs/product.md#ordering-ahead): the button is then disabled and says why. A cart
 * for a later slot goes on: the checkout offers the slots.
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
  const timing = useCartTiming();
  const closedText = useClosedText(timing);
  const advance = summary?.advance;
  let blocked: string | null = null;
  if (empty) blocked = t('blocked.empty');
  else if (closedText) blocked = closedText;
  else if (advance && !advance.ok && advance.reason === 'below_minimum') {
    blocked = t('blocked.minimum', { minimum: formatPrice(advance.minimumCents) });
  }
  const button = 'block w-full rounded-full px-5 py-3.5 text-center text-lg font-bold';

  return (
    <footer
      data-keyboard-aside
      className="space-y-3 border-t border-black/10 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {summary && !empty && <CartNotices summary={summary} timing={timing} />}
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

/** Why a closed restaurant cannot take this cart at all for now, or null when it can. */
function useClosedText(timing: CartTiming | null): string | null {
  const t = useTranslations('cart.blocked');
  const format = useFormatter();
  const dayWord = useDayWord();
  if (timing?.kind !== 'never') return null;
  const { next, unavailable } = timing;
  if (unavailable.length > 0 || !next) {
    return t('unavailable', { names: format.list(unavailable), count: unavailable.length });
  }
  return t('opens', {
    day: dayWord(next.daysAhead, next.weekday),
    time: timeWords(next.time),
  });
}
