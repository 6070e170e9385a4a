'use client';

import { useTranslations } from 'next-intl';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';

/**
 * What delivery asks of this cart: the amount missing to the minimum order (or the flat charge
 * added below it), an address beyond the radius, or delivery switched off. A live region that is
 * always there, so a quantity change that crosses the minimum is announced.
 */
export function CartNotices({ summary }: { summary: CartSummary }) {
  const text = useNoticeText(summary);
  return (
    <div role="status" data-testid="cart-notice">
      {text && (
        <p className="rounded-xl bg-cream px-3 py-2 text-sm font-semibold text-brand-dark">
          {text}
        </p>
      )}
    </div>
  );
}

function useNoticeText(summary: CartSummary): string | null {
  const t = useTranslations('cart.notice');
  const { mode, fee, tooFar, minimumGapCents, minimumCents, flatChargeCents } = summary;
  if (mode !== 'delivery') return null;
  if (!fee.ok && fee.reason === 'inactive') return t('deliveryInactive');
  if (tooFar) return t('tooFar');
  if (minimumGapCents === 0) return null;
  const amounts = { minimum: formatPrice(minimumCents), missing: formatPrice(minimumGapCents) };
  return flatChargeCents > 0
    ? t('flatCharge', { ...amounts, charge: formatPrice(flatChargeCents) })
    : t('missing', amounts);
}
