'use client';

import { useTranslations } from 'next-intl';
import type { Offer } from '@/lib/api/schemas';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';
import { useCartStore } from '@/stores/cart';
import { couponShortfall, type CouponShortfall } from '@/lib/domain/coupon-shortfall';

/** The coupon in the cart: why it gives nothing yet, if so, and the button to remove it. */
export function CouponApplied({
  code,
  offer,
  summary,
}: {
  code: string;
  offer: Offer;
  summary: CartSummary;
}) {
  const t = useTranslations('cart.coupon');
  const clearCoupon = useCartStore((s) => s.clearCoupon);
  const shortfall = couponShortfall(offer, summary);

  return (
    <>
      {shortfall && <ShortfallText shortfall={shortfall} />}
      <button
        type="button"
        onClick={clearCoupon}
        aria-label={t('removeLabel', { code })}
        className="mt-1 -ml-3 rounded-full px-3 py-2 text-sm font-semibold text-brand-dark underline underline-offset-2"
      >
        {t('remove')}
      </button>
    </>
  );
}

function ShortfallText({ shortfall }: { shortfall: CouponShortfall }) {
  const t = useTranslations('cart.coupon.notApplied');
  const text = () => {
    switch (shortfall.reason) {
      case 'mode':
        return t('mode', { mode: shortfall.only });
      case 'minimum':
        return t('minimum', { minimum: formatPrice(shortfall.minimumCents) });
      default:
        return t(shortfall.reason);
    }
  };
  return (
    <p className="mt-1 text-sm text-brand-dark" data-testid="coupon-shortfall">
      {text()}
    </p>
  );
}
