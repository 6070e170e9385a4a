'use client';

/**
 * The order's own page's live part (docs/product.md#the-diners-order-page): where the order
 * stands, said politely to screen readers as it changes, the ready time once accepted, the
 * timeline with times, a refusal's reason and what became of a card, and the restaurant's phone.
 */
import { useTranslations } from 'next-intl';
import type { DinerOrder } from '@/lib/api/order-status';
import { clockTime } from '@/lib/domain/availability';
import { otherDay } from '@/lib/domain/order-life';
import { useDinerOrder } from './use-diner-order';
import type { Session } from '@/lib/api/auth';

export interface OrderLiveProps {
  id: number;
  orderKey: string | null;
  session: Session | null;
  phone: string;
  timeZone: string;
  /** Whether the heading « Commande n° … » is this part's to show (not under the placed order's). */
  heading: boolean;
}

export function OrderLive({ id, orderKey, session, phone, timeZone, heading }: OrderLiveProps) {
  const t = useTranslations('orderLive');
  const state = useDinerOrder(id, orderKey, session);
  if (state.kind === 'missing') return <OrderNotFound phone={phone} />;
  return (
    <section aria-labelledby="order-live-heading" className="space-y-4" data-testid="order-live">
      {heading ? (
        <h2 id="order-live-heading" className="text-2xl font-extrabold">
          {t('heading', { id })}
        </h2>
      ) : (
        <h3 id="order-live-heading" className="text-lg font-bold">
          {t('statusHeading')}
        </h3>
      )}
      <div role="status" aria-live="polite" className="rounded-2xl bg-cream p-4">
        {state.kind === 'loading' ? (
          <p>{t('loading')}</p>
        ) : (
          <Standing order={state.order} timeZone={timeZone} />
        )}
      </div>
      {state.kind === 'found' && state.lost && (
        <p className="font-semibold text-brand-dark">{t('offline')}</p>
      )}
      {state.kind === 'found' && <Timeline order={state.order} timeZone={timeZone} />}
      <Phone phone={phone} />
    </section>
  );
}

export function OrderNotFound({ phone }: { phone: string }) {
  const t = useTranslations('orderLive');
  return (
    <div className="space-y-4 rounded-2xl bg-cream p-6 text-center" data-testid="order-not-found">
      <h2 className="text-xl font-extrabold">{t('notFoundHeading')}</h2>
      <p>{t('notFound')}</p>
      <Phone phone={phone} />
    </div>
  );
}

function Phone({ phone }: { phone: string }) {
  const t = useTranslations('orderLive');
  if (!phone) return null;
  return (
    <p>
      {t('phone')}{' '}
      <a
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        className="inline-block py-2 font-bold text-brand-dark underline"
      >
        {phone}
      </a>
    </p>
  );
}

const UNDER_WAY = new Set<DinerOrder['kitchen_state']>(['accepted', 'delayed']);

/** « 19 h 40 », or with its day when it is not today on the restaurant's clock. */
function readyWords(readyAt: Date, timeZone: string): { time: string; day: string | null } {
  return { time: clockTime(readyAt, timeZone), day: otherDay(readyAt, new Date(), timeZone) };
}

function Standing({ order, timeZone }: { order: DinerOrder; timeZone: string }) {
  const t = useTranslations('orderLive');
  const state = order.kitchen_state;
  const ready =
    order.ready_at && UNDER_WAY.has(state) ? readyWords(new Date(order.ready_at), timeZone) : null;
  const card = order.payment.method === 'card';
  const stopped = state === 'refused' || state === 'cancelled';
  return (
    <div className="space-y-2" data-testid="order-standing" data-state={state}>
      <p className="text-lg font-bold">{t(`now.${state}`)}</p>
      {ready && (
        <p className="text-2xl font-extrabold" data-testid="order-ready-at">
          {ready.day
            ? t('readyOn', { mode: order.mode, day: ready.day, time: ready.time })
            : t('readyAt', { mode: order.mode, time: ready.time })}
        </p>
      )}
      {stopped && order.reason && <p>{t('reason', { reason: order.reason })}</p>}
      {stopped &&
        card &&
        order.payment.state !== 'captured' &&
        order.payment.state !== 'refunded' && <p className="font-semibold">{t('notCharged')}</p>}
      {stopped && card && order.payment.state === 'refunded' && (
        <p className="font-semibold">{t('refunded')}</p>
      )}
      {stopped && card && order.payment.state === 'captured' && (
        <p className="font-semibold">{t('refundByRestaurant')}</p>
      )}
    </div>
  );
}

function Timeline({ order, timeZone }: { order: DinerOrder; timeZone: string }) {
  const t = useTranslations('orderLive');
  return (
    <section aria-labelledby="order-timeline">
      <h3 id="order-timeline" className="mb-2 text-lg font-bold">
        {t('timeline')}
      </h3>
      <ol className="space-y-1 border-l-4 border-brand/30 pl-4" data-testid="order-timeline">
        {order.timeline.map((step, i) => (
          <li key={`${step.state}-${i}`} className="flex justify-between gap-3">
            <span className="font-semibold">{t(`states.${step.state}`)}</span>
            <time dateTime={step.at} className="tabular-nums">
              {clockTime(new Date(step.at), timeZone)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
