'use client';

/** The other orders placed on this device, each a link to its page (stores/placed-orders.ts). */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePlacedOrders } from '@/stores/placed-orders';

export function DeviceOrders({ current }: { current: number | null }) {
  const t = useTranslations('orderLive');
  const orders = usePlacedOrders((s) => s.orders).filter((o) => o.id !== current);
  if (orders.length === 0) return null;
  return (
    <nav aria-labelledby="device-orders" data-testid="device-orders">
      <h3 id="device-orders" className="mb-2 text-lg font-bold">
        {t('deviceOrders')}
      </h3>
      <ul className="space-y-1">
        {orders.map((order) => (
          <li key={order.id}>
            <Link
              href={`/success?order=${order.id}`}
              className="inline-block min-h-12 py-3 font-semibold text-brand-dark underline"
            >
              {t('deviceOrder', { id: order.id })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
