'use client';

import { useTranslations } from 'next-intl';
import type { PastOrder } from '@/lib/api/auth';
import { formatPrice, toCents } from '@/lib/domain/money';

/**
 * An order's figures as it was charged (euros on the wire, cents from here). Prices include tax,
 * so the tax is a part of the total, not added to it; a zero discount or delivery is left out.
 */
export function OrderTotals({ order }: { order: PastOrder }) {
  const t = useTranslations('profile.orders');
  const rows: [string, number, string?][] = [[t('subtotal'), toCents(order.subtotal)]];
  const discount = toCents(order.discount);
  if (discount > 0) rows.push([t('discount'), -discount]);
  const delivery = toCents(order.delivery);
  if (!order.is_pickup || delivery > 0) rows.push([t('delivery'), delivery]);
  rows.push([t('tax'), toCents(order.tax), 'text-neutral-600']);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-neutral-200 pt-3 text-sm">
      {rows.map(([label, cents, tone]) => (
        <div key={label} className={`contents ${tone ?? ''}`}>
          <dt>{label}</dt>
          <dd className="text-right">{formatPrice(cents)}</dd>
        </div>
      ))}
      <dt className="text-base font-extrabold">{t('total')}</dt>
      <dd className="text-right text-base font-extrabold">{formatPrice(toCents(order.total))}</dd>
    </dl>
  );
}
