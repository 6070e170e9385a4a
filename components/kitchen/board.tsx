'use client';

/**
 * The kitchen board (docs/product.md#the-kitchen-board): the day's orders in four columns, kept
 * fresh by use-board.ts, new ones announced by use-alerts.ts, the waiting count in the tab's
 * title, one order's ticket printed on demand; the service's switches under the header
 * (docs/product.md#running-the-day).
 */
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { StaffOrder } from '@/lib/api/staff';
import { DEFAULT_TIME_ZONE } from '@/lib/api/time-zone';
import { COLUMNS, groupOrders } from '@/lib/kitchen/board';
import { kitchenApi } from '@/lib/kitchen/client';
import { inForce } from '@/lib/kitchen/switches';
import { OrderCard } from './order-card';
import { ServiceBar } from './service-bar';
import { Feedback, ServiceDialog } from './service-dialog';
import { Ticket } from './ticket';
import { useAlerts } from './use-alerts';
import { useBoard, type Link } from './use-board';
import { useSwitches } from './use-switches';
import { KitchenTimeZone } from './time-zone';

const LINK_STYLE: Record<Link, string> = {
  live: 'bg-green-100 text-green-900',
  polling: 'bg-neutral-200 text-ink',
  lost: 'bg-red-100 text-red-900',
};

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function Board({
  token,
  onSignedOut,
}: {
  token: string;
  onSignedOut: (ended: boolean) => void;
}) {
  const t = useTranslations('kitchen');
  const { orders, timeZone, link, failed, notice, setNotice, busy, move } = useBoard(
    token,
    onSignedOut,
  );
  const groups = useMemo(() => orders && groupOrders(orders.values()), [orders]);
  const { soundOn, enableSound, arrived } = useAlerts(groups?.waiting ?? null);
  const [printing, setPrinting] = useState<StaffOrder | null>(null);
  const now = useNow();
  const service = useSwitches(token, onSignedOut);
  const [serviceOpen, setServiceOpen] = useState(false);
  const { extraMinutes } = inForce(service.switches, now);
  const waiting = groups?.waiting.length ?? 0;

  useEffect(() => {
    document.title = t('title', { count: waiting });
  }, [t, waiting]);

  // The ticket is in the page while the browser prints it, and only then.
  function print(order: StaffOrder) {
    flushSync(() => setPrinting(order));
    window.print();
    setPrinting(null);
  }

  async function signOut() {
    await kitchenApi.logout(token);
    onSignedOut(false);
  }

  return (
    <KitchenTimeZone value={timeZone ?? DEFAULT_TIME_ZONE}>
      <div data-kitchen-screen className="min-h-dvh bg-neutral-100 pb-8">
        <header className="top-0 z-10 flex flex-wrap items-center gap-3 bg-ink px-4 py-3 text-white md:sticky">
          <h1 className="text-2xl font-extrabold">{t('heading')}</h1>
          <p
            role="status"
            className={`rounded-full px-3 py-1 text-base font-semibold ${LINK_STYLE[link]}`}
          >
            {t(`link.${link}`)}
          </p>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            {soundOn ? (
              <span className="text-base">{t('sound.on')}</span>
            ) : (
              <button
                type="button"
                onClick={enableSound}
                className="min-h-12 rounded-xl bg-gold px-4 text-lg font-bold text-ink"
              >
                {t('sound.enable')}
              </button>
            )}
            <button
              type="button"
              onClick={() => void signOut()}
              className="min-h-12 rounded-xl border-2 border-white px-4 text-lg font-semibold"
            >
              {t('signOut')}
            </button>
          </div>
          <ServiceBar
            switches={service.switches}
            now={now}
            onResume={() => void service.change({ do: 'reopen' })}
            onOpen={() => {
              service.setOutcome(null);
              void service.refresh();
              setServiceOpen(true);
            }}
          />
        </header>
        {!serviceOpen && service.outcome && (
          <Feedback outcome={service.outcome} failed={false} className="px-4 pt-3" />
        )}
        <p aria-live="assertive" className="sr-only">
          {arrived.length > 0 &&
            t('newOrders', { count: arrived.length, ids: arrived.join(', n° ') })}
        </p>
        {(notice || failed) && (
          <div
            role="alert"
            className="mx-4 mt-4 flex items-start justify-between gap-3 rounded-xl bg-red-50 p-4 text-lg font-semibold text-red-900"
          >
            <p>{notice ? (notice.message ?? t('moveFailed')) : t('loadFailed')}</p>
            {notice && (
              <button
                type="button"
                onClick={() => setNotice(null)}
                className="min-h-12 shrink-0 rounded-xl border-2 border-red-900 px-3"
              >
                {t('dismiss')}
              </button>
            )}
          </div>
        )}
        {!groups ? (
          <p className="p-6 text-xl">{t('loading')}</p>
        ) : (
          <div className="grid gap-4 p-4 md:grid-cols-2 xl:grid-cols-4">
            {COLUMNS.map((column) => (
              <section key={column} aria-labelledby={`column-${column}`} className="min-w-0">
                <h2 id={`column-${column}`} className="mb-3 text-xl font-extrabold">
                  {t(`columns.${column}`)}{' '}
                  <span className="rounded-full bg-ink px-2.5 text-base text-white">
                    {groups[column].length}
                  </span>
                </h2>
                {groups[column].length === 0 ? (
                  <p className="text-lg text-neutral-700">{t('empty')}</p>
                ) : (
                  <div className="space-y-4">
                    {groups[column].map((order) => (
                      <OrderCard
                        key={order.id}
                        order={order}
                        column={column}
                        now={now}
                        busy={busy === order.id}
                        extraMinutes={extraMinutes}
                        onMove={(name, body) => move(order, name, body)}
                        onPrint={() => print(order)}
                      />
                    ))}
                  </div>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
      {printing && <Ticket order={printing} now={now} />}
      {serviceOpen && (
        <ServiceDialog
          switches={service.switches}
          failed={service.failed}
          outcome={service.outcome}
          now={now}
          pending={service.pending}
          change={service.change}
          onClose={() => setServiceOpen(false)}
        />
      )}
    </KitchenTimeZone>
  );
}
