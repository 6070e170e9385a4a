'use client';

import { useTranslations } from 'next-intl';
import { AllergenPageLink } from '@/components/allergens/line-allergens';
import { CapNotices } from '@/components/cart/cart-notices';
import { CartTotalsList } from '@/components/cart/cart-totals';
import type { OrderTiming } from '@/lib/domain/quote';
import { lineTotalCents } from '@/lib/domain/pricing';
import { formatPrice } from '@/lib/domain/money';
import type { CartSummary } from '@/stores/cart-summary';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { OrderLines } from './order-lines';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "mercredi 11 juin, 12:00 – 12:30" for a slot; the date is a local YYYY-MM-DD. */
export function slotText(date: string, label: string): string {
  return `${dayFormat.format(new Date(`${date}T12:00:00Z`))}, ${label}`;
}

/** What is ordered, for when and where, with the figures priced at the order's instant, and the
 * limits of one order it goes beyond (before « Commander »). */
export function OrderSummary({ summary, timing }: { summary: CartSummary; timing: OrderTiming }) {
  const t = useTranslations('checkout.payment');
  const lines = useCartStore((s) => s.lines);
  const items = useCatalogueStore((s) => s.items);
  const delivery = useCheckoutStore((s) => s.delivery);
  const where =
    summary.mode === 'delivery'
      ? `${delivery.address}, ${delivery.postal_code} ${delivery.city}`
      : t('pickupWhere');
  return (
    <section aria-labelledby="checkout-summary" className="space-y-4 rounded-2xl bg-cream p-4">
      <h3 id="checkout-summary" className="text-lg font-bold">
        {t('summary')}
      </h3>
      <OrderLines
        testId="checkout-lines"
        lines={lines.map((line) => ({
          ...line,
          totalCents: lineTotalCents(line, summary.mode),
          allergensOf: line,
        }))}
        gifts={summary.totals.freeItems.map((gift) => ({
          name: items.get(gift.itemId)?.item_name ?? '',
          quantity: gift.quantity,
        }))}
      />
      <AllergenPageLink />
      <CartTotalsList summary={summary} labelled={false} />
      <p className="flex justify-between text-lg font-extrabold">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {formatPrice(summary.totals.total)}
        </span>
      </p>
      <CapNotices breaches={summary.overLimits} />
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="font-semibold">{t('when')}</dt>
          <dd data-testid="checkout-when">
            {timing.slot ? slotText(timing.date, timing.slot.label) : t('asap')}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="font-semibold">{t('where')}</dt>
          <dd className="text-right">{where}</dd>
        </div>
      </dl>
    </section>
  );
}
