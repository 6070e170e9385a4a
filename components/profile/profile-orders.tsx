'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { OrderCard } from './order-card';
import { useOrders } from './use-orders';

const SECONDARY_BUTTON =
  'block min-h-12 w-full rounded-full border-2 border-ink px-5 py-2.5 text-center font-bold hover:bg-ink hover:text-white disabled:border-neutral-300 disabled:text-neutral-500 disabled:hover:bg-transparent';

/** "Mes commandes": the diner's orders, 20 at a time, each with "Commander à nouveau". */
export function ProfileOrders() {
  const t = useTranslations('profile.orders');
  const { orders, total, page, status, more, hasMore } = useOrders();

  if (page === 0 && status !== 'ready') {
    return status === 'failed' ? (
      <div role="alert" className="space-y-3">
        <p>{t('failed')}</p>
        <button type="button" onClick={() => void more()} className={SECONDARY_BUTTON}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="text-neutral-600">
        {t('loading')}
      </p>
    );
  }
  if (total === 0) {
    return (
      <div className="space-y-4">
        <p>{t('empty')}</p>
        <Link
          href="/menu"
          className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t('browseMenu')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-neutral-600">
        {t('count', { shown: orders.length, total })}
      </p>
      <ol className="space-y-4">
        {orders.map((order) => (
          <li key={order.order_id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ol>
      {status === 'failed' && (
        <p role="alert" className="font-semibold text-brand-dark">
          {t('failed')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          disabled={status === 'loading'}
          onClick={() => void more()}
          className={SECONDARY_BUTTON}
        >
          {status === 'loading' ? t('loadingMore') : status === 'failed' ? t('retry') : t('more')}
        </button>
      )}
    </div>
  );
}
