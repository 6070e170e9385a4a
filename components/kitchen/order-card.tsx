'use client';

/**
 * One order on the board (docs/product.md#the-kitchen-board): its number and state, when it was
 * placed, pickup or delivery and when, the diner and how to call them, the address, the lines,
 * the total and how it is paid, the time left before it is refused by itself, and its moves.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { StaffOrder } from '@/lib/api/staff';
import { formatPrice, toCents } from '@/lib/domain/money';
import { telHref } from '@/lib/format/contact';
import { paymentLabel, secondsLeft, timeOf, type Column } from '@/lib/kitchen/board';
import type { KitchenMove } from '@/lib/kitchen/client';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { useKitchenTimeZone } from './time-zone';

const EDGE: Record<Column, string> = {
  waiting: 'border-l-amber-500',
  underWay: 'border-l-sky-600',
  ready: 'border-l-green-700',
  done: 'border-l-neutral-400',
};

interface OrderCardProps {
  order: StaffOrder;
  column: Column;
  now: number;
  busy: boolean;
  /** Minutes the kitchen's busy delay adds to the ready times offered. */
  extraMinutes: number;
  onMove: (move: KitchenMove, body?: object) => Promise<boolean>;
  onPrint: () => void;
}

function Countdown({ order, now }: { order: StaffOrder; now: number }) {
  const t = useTranslations('kitchen.order');
  const left = secondsLeft(order, now);
  if (left === null) return null;
  return (
    <p className="rounded-lg bg-amber-100 px-3 py-1 text-lg font-bold text-amber-900">
      {left === 0
        ? t('overdue')
        : left >= 3600
          ? t('acceptWithinLong', {
              hours: Math.floor(left / 3600),
              minutes: Math.floor((left % 3600) / 60),
            })
          : t('acceptWithin', { minutes: Math.floor(left / 60), seconds: left % 60 })}
    </p>
  );
}

export function OrderCard({
  order,
  column,
  now,
  busy,
  extraMinutes,
  onMove,
  onPrint,
}: OrderCardProps) {
  const timeZone = useKitchenTimeZone();
  const t = useTranslations('kitchen');
  const headingId = useId();
  const done = column === 'done';
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`order-${order.id}`}
      className={`space-y-3 rounded-2xl border-l-8 bg-white p-4 shadow-sm ${EDGE[column]}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-2xl font-extrabold">
          {t('order.number', { id: order.id })}
        </h3>
        <span className="rounded-full bg-neutral-200 px-3 py-1 text-base font-semibold">
          {t(`state.${order.kitchen_state}`)}
        </span>
      </header>
      <p className="flex flex-wrap gap-x-3 text-lg">
        <span className="font-bold">
          {order.mode === 'delivery' ? t('order.delivery') : t('order.pickup')}
        </span>
        <span>
          {order.slot
            ? t('order.slot', { time: timeOf(order.slot, now, timeZone) })
            : t('order.asap')}
        </span>
        <span className="text-neutral-700">
          {t('order.placed', { time: timeOf(order.placed_at, now, timeZone) })}
        </span>
      </p>
      {order.ready_at && !done && (
        <p className="text-xl font-bold">
          {t('order.readyAt', { time: timeOf(order.ready_at, now, timeZone) })}
        </p>
      )}
      <Countdown order={order} now={now} />
      {order.reason && <p className="text-lg">{t('order.reason', { reason: order.reason })}</p>}
      {!done && (
        <>
          <p className="text-lg">
            <span className="font-semibold">{order.customer.name}</span>{' '}
            <a
              href={telHref(order.customer.phone)}
              aria-label={t('order.phone', {
                name: order.customer.name,
                phone: order.customer.phone,
              })}
              className="font-semibold whitespace-nowrap text-sky-800 underline"
            >
              {order.customer.phone}
            </a>
          </p>
          {order.address && (
            <p className="text-lg">
              <span className="sr-only">{t('order.address')} : </span>
              {order.address}
            </p>
          )}
          <OrderLines lines={order.lines} />
        </>
      )}
      <p className="flex flex-wrap justify-between gap-2 text-lg">
        <span className="font-bold">
          {t('order.total')} {formatPrice(toCents(order.total))}
        </span>
        <span className="font-semibold">{t(`payment.${paymentLabel(order.payment)}`)}</span>
      </p>
      {!done && (
        <OrderActions
          order={order}
          now={now}
          busy={busy}
          extraMinutes={extraMinutes}
          onMove={onMove}
        />
      )}
      <button
        type="button"
        onClick={onPrint}
        aria-label={t('actions.printLabel', { id: order.id })}
        className="min-h-12 rounded-xl border-2 border-neutral-400 px-4 text-lg font-semibold"
      >
        {t('actions.print')}
      </button>
    </article>
  );
}
