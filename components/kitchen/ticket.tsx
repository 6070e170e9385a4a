/**
 * The kitchen ticket: what the printer gets for one order, laid out for 80 mm thermal paper
 * (app/(staff)/cuisine/kitchen.css holds the page size; docs/adr/0045). Shown only in print.
 */
import { useTranslations } from 'next-intl';
import type { StaffOrder } from '@/lib/api/staff';
import { formatPrice, toCents } from '@/lib/domain/money';
import { paymentLabel, timeOf } from '@/lib/kitchen/board';
import { OrderLines } from './order-lines';
import { useKitchenTimeZone } from './time-zone';

export function Ticket({ order, now }: { order: StaffOrder; now: number }) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen');
  return (
    <section className="kitchen-ticket" aria-hidden="true">
      <h2>{t('ticket.heading', { id: order.id })}</h2>
      <p>
        <strong>{order.mode === 'delivery' ? t('order.delivery') : t('order.pickup')}</strong> —{' '}
        {order.slot
          ? t('order.slot', { time: timeOf(order.slot, now, timeZone) })
          : t('order.asap')}
      </p>
      <p>{t('order.placed', { time: timeOf(order.placed_at, now, timeZone) })}</p>
      {order.ready_at && (
        <p>{t('order.readyAt', { time: timeOf(order.ready_at, now, timeZone) })}</p>
      )}
      <p>
        {order.customer.name} — {order.customer.phone}
      </p>
      {order.address && <p>{order.address}</p>}
      <OrderLines lines={order.lines} />
      <p>
        <strong>{t('ticket.total', { amount: formatPrice(toCents(order.total)) })}</strong>
      </p>
      <p>{t(`payment.${paymentLabel(order.payment)}`)}</p>
    </section>
  );
}
