'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PastOrder } from '@/lib/api/auth';
import { formatDay, formatInstant } from '@/lib/format/dates';
import { OrderLines } from '@/components/checkout/order-lines';
import { toCents } from '@/lib/domain/money';
import { useCatalogueStore } from '@/stores/catalogue';
import { OrderTotals } from './order-totals';
import { ReorderButton } from './reorder-button';

/** One past order as the diner placed it: when, how, what, for how much; and to order it again. */
export function OrderCard({ order }: { order: PastOrder }) {
  const t = useTranslations('profile.orders');
  const live = useTranslations('orderLive');
  const timeZone = useCatalogueStore((s) => s.settings.timezone);
  const headingId = `order-${order.order_id}`;
  const asap = order.delivery_time_range === 'asap' || order.delivery_time_range === '';
  const when = asap
    ? t('asap')
    : t('slot', {
        day: formatDay(order.delivery_date, timeZone),
        range: order.delivery_time_range.replace('-', ' – '),
      });

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-neutral-200 p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {t('number', { id: order.order_id })}
        </h3>
        <span
          className="rounded-full bg-cream px-3 py-1 text-sm font-semibold"
          data-testid="order-state"
        >
          {order.kitchen_state
            ? live(`states.${order.kitchen_state}`)
            : t('status', { status: order.status })}
        </span>
      </header>
      <p className="text-sm text-neutral-700">
        {t('placed', { date: formatInstant(order.created_at, timeZone) })}
      </p>
      <p className="text-sm">
        <span className="font-semibold">
          {t('mode', { mode: order.is_pickup ? 'pickup' : 'delivery' })}
        </span>{' '}
        · {t('payment', { method: order.payment_method })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">{t('when')}</dt>
        <dd>{when}</dd>
      </dl>
      <OrderLines
        lines={order.items.map((line) => ({ ...line, totalCents: toCents(line.total) }))}
        gifts={order.free_items}
      />
      <OrderTotals order={order} />
      <div className="flex flex-wrap items-center gap-4">
        <ReorderButton order={order} />
        {/* Opened by the diner's session: an account's orders need no key (docs/adr/0044). */}
        <Link
          href={`/success?order=${order.order_id}`}
          className="inline-block min-h-12 py-3 font-semibold text-brand-dark underline"
          aria-describedby={headingId}
        >
          {live('open')}
        </Link>
      </div>
    </article>
  );
}
