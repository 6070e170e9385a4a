'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatPrice } from '@/lib/domain/money';
import { useHydrated } from '@/stores/hydrated';
import { CHECKOUT, useCheckoutStore, type PlacedOrder } from '@/stores/checkout';
import { OrderLines } from './order-lines';
import { slotText } from './order-summary';
import { SuccessAccount } from './success-account';

const LINK =
  'inline-block min-h-12 rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark';

/** The last order placed on this device, when it is the one in the address; else a kind word. */
export function SuccessView({ orderId }: { orderId: number | null }) {
  const t = useTranslations('success');
  const hydrated = useHydrated(CHECKOUT);
  const order = useCheckoutStore((s) => s.lastOrder);
  if (!hydrated) return null;
  if (!order || orderId === null || order.id !== orderId) {
    return (
      <div className="space-y-4 rounded-2xl bg-cream p-6 text-center" data-testid="success-unknown">
        <h2 className="text-xl font-extrabold">{t('unknownHeading')}</h2>
        <p>{t('unknown')}</p>
        <Link href="/menu" className={LINK}>
          {t('menu')}
        </Link>
      </div>
    );
  }
  return <PlacedOrderView order={order} />;
}

function PlacedOrderView({ order }: { order: PlacedOrder }) {
  const t = useTranslations('success');
  // The diner pressed "Commander" at the bottom of the payment step; the router keeps that
  // scroll when the new page is in view, which hides the title under the sticky header. In
  // braces: given `() => window.scrollTo(0, 0)`, the production build handed React a value it
  // called as the effect's cleanup, and leaving /success broke the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="mx-auto max-w-xl space-y-5" data-testid="success-order">
      <h2 className="text-2xl font-extrabold">{t('heading', { id: order.id })}</h2>
      <p>{t('intro', { mode: order.mode, when: order.slot ? 'later' : 'asap' })}</p>
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
