'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { formatPrice } from '@/lib/domain/money';
import { DeviceOrders } from '@/components/order/device-orders';
import { OrderLive, OrderNotFound } from '@/components/order/order-live';
import { AUTH, useAuthStore } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';
import { CHECKOUT, useCheckoutStore, type PlacedOrder } from '@/stores/checkout';
import { PLACED_ORDERS, usePlacedOrders } from '@/stores/placed-orders';
import { OrderLines } from './order-lines';
import { slotText } from './order-summary';
import { SuccessAccount } from './success-account';

const LINK =
  'inline-block min-h-12 rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark';

/** What the order's page needs from the server: the link's key and the restaurant. */
export interface SuccessProps {
  orderId: number | null;
  /** The key the link carried (the confirmation mail's), null when none. */
  linkKey?: string | null;
  /** The restaurant's phone and clock (its settings). */
  phone?: string;
  timeZone?: string;
}

const STORES = [...CHECKOUT, ...PLACED_ORDERS, ...AUTH];

/**
 * The order's own page (docs/product.md#the-diners-order-page): the order placed on this device
 * in full when it is the one in the address, and for any order this device, the link or the
 * owner's session may open, where it stands, live. Anything else is « Commande introuvable ».
 */
export function SuccessView({
  orderId,
  linkKey = null,
  phone = '',
  timeZone = 'Europe/Paris',
}: SuccessProps) {
  const hydrated = useHydrated(STORES);
  const order = useCheckoutStore((s) => s.lastOrder);
  const kept = usePlacedOrders((s) => s.orders);
  const token = useAuthStore((s) => s.session?.token ?? null);
  const userId = useAuthStore((s) => s.session?.user.id ?? null);
  const session = useMemo(
    () => (token !== null && userId !== null ? { token, user_id: userId } : null),
    [token, userId],
  );
  const placed = order && order.id === orderId ? order : null;
  const key = linkKey ?? placed?.key ?? kept.find((o) => o.id === orderId)?.key ?? null;
  // This device keeps the orders it placed or was given the key of, for the next visit.
  useEffect(() => {
    if (hydrated && orderId !== null && key !== null) {
      usePlacedOrders.getState().remember({ id: orderId, key });
    }
  }, [hydrated, orderId, key]);
  if (!hydrated) return null;
  const live =
    orderId !== null && (key !== null || session !== null) ? (
      <OrderLive
        id={orderId}
        orderKey={key}
        session={session}
        phone={phone}
        timeZone={timeZone}
        heading={!placed}
      />
    ) : null;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      {placed ? (
        <PlacedOrderView order={placed} live={live} />
      ) : (
        (live ?? <OrderNotFound phone={phone} />)
      )}
      <DeviceOrders current={orderId} />
    </div>
  );
}

function PlacedOrderView({ order, live }: { order: PlacedOrder; live: React.ReactNode }) {
  const t = useTranslations('success');
  // The diner pressed "Commander" at the bottom of the payment step; the router keeps that
  // scroll when the new page is in view, which hides the title under the sticky header. In
  // braces: given `() => window.scrollTo(0, 0)`, the production build handed React a value it
  // called as the effect's cleanup, and leaving /success broke the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="group space-y-5" data-testid="success-order">
      <h2 className="text-2xl font-extrabold">{t('heading', { id: order.id })}</h2>
      {/* « … vous attendra au restaurant » is not said of an order the kitchen refused. */}
      <p
        className="group-has-[[data-state=cancelled]]:hidden group-has-[[data-state=refused]]:hidden"
        data-testid="success-intro"
      >
        {t('intro', { mode: order.mode, when: order.slot ? 'later' : 'asap' })}
      </p>
      {live}
      <section aria-labelledby="success-lines" className="rounded-2xl bg-cream p-4">
        <h3 id="success-lines" className="mb-2 text-lg font-bold">
          {t('lines')}
        </h3>
        <OrderLines lines={order.lines} gifts={order.freeItems} />
        <p className="mt-2 flex justify-between text-lg font-extrabold">
          <span>{t('total')}</span>
          <span className="tabular-nums" data-testid="success-total">
            {formatPrice(order.totals.total)}
          </span>
        </p>
      </section>
      <dl className="space-y-2">
        <Row
          label={t('when')}
          value={order.slot ? slotText(order.slot.date, order.slot.label) : t('asap')}
        />
        <Row label={t('where')} value={order.address ?? t('pickup')} />
        <Row
          label={t('payment')}
          value={order.method === 'cash' ? t('cash', { mode: order.mode }) : t('card')}
        />
      </dl>
      <SuccessAccount order={order} />
      <Link href="/menu" className={LINK}>
        {t('menu')}
      </Link>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="font-semibold">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
