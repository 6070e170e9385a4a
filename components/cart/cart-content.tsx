'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCartTotals } from '@/stores/cart-summary';
import { useCartStore } from '@/stores/cart';
import { AllergenPageLink } from '@/components/allergens/line-allergens';
import { CartCheckout } from './cart-checkout';
import { CartLines } from './cart-lines';
import { CartRecommendations } from './cart-recommendations';
import { CartTotalsList } from './cart-totals';
import { CouponField } from './coupon-field';
import { RepricedNotice } from './repriced-notice';

/** What the open drawer shows: the lines and their figures, or the empty state; then checkout. */
export function CartContent({ onLeave }: { onLeave: () => void }) {
  const t = useTranslations('cart');
  const lines = useCartStore((s) => s.lines);
  const summary = useCartTotals();
  const itemIds = lines.map((line) => line.itemId);

  return (
    <>
      <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-4 py-4">
        <RepricedNotice />
        {lines.length === 0 ? (
          <div className="rounded-2xl bg-cream p-6 text-center">
            <p className="text-lg font-bold">{t('empty')}</p>
            <p className="mt-1 text-sm text-neutral-700">{t('emptyHint')}</p>
            <Link
              href="/menu"
              onClick={onLeave}
              className="mt-4 inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
            >
              {t('browseMenu')}
            </Link>
          </div>
        ) : (
          <>
            <CartLines lines={lines} summary={summary} onLeave={onLeave} />
            <AllergenPageLink onClick={onLeave} />
            {summary && <CouponField summary={summary} />}
            {summary && <CartTotalsList summary={summary} />}
          </>
        )}
        <CartRecommendations itemIds={itemIds} mode={summary?.mode ?? 'pickup'} onLeave={onLeave} />
      </div>
      <CartCheckout summary={summary} empty={lines.length === 0} onLeave={onLeave} />
    </>
  );
}
