import { getTranslations } from 'next-intl/server';
import type { Badge } from '@/lib/domain/offer-badges';
import { formatPrice, toCents } from '@/lib/domain/money';

/** The offer badge of an item, worded in French from the kind `lib/domain` computed. */
export async function OfferBadge({ badge }: { badge: Badge }) {
  const t = await getTranslations('menu.badge');
  const text =
    badge.kind === 'percentage'
      ? t('percentage', { value: badge.value })
      : badge.kind === 'fixed_amount'
        ? t('fixed_amount', { amount: formatPrice(toCents(badge.value)) })
        : t(badge.kind);
  return (
    <span data-testid="offer-badge" className="offer-badge">
      {text}
    </span>
  );
}
