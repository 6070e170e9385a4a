'use client';

/**
 * The order as the API says it stands (docs/product.md#the-diners-order-page): asked at once,
 * then told by the order's stream (EventSource, with its key) or, while no stream is open, asked
 * every 15 s while the page is visible; at once when it becomes visible again or the connection
 * returns; nothing more once it reached its last state. A 404 is « introuvable » for good; any
 * other failure keeps the last answer and says the link is lost. Every answer is parsed.
 */
import { useEffect, useState } from 'react';
import type { Session } from '@/lib/api/auth';
import type { DinerOrder } from '@/lib/api/order-status';
import {
  dinerOrderStreamUrl,
  fetchDinerOrder,
  readDinerOrder,
} from '@/lib/api-client/order-status';

export const POLL_MS = 15_000;

const FINAL = new Set<DinerOrder['kitchen_state']>(['handed_over', 'refused', 'cancelled']);

export type DinerOrderState =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'found'; order: DinerOrder; lost: boolean };

export function useDinerOrder(
  id: number,
  key: string | null,
  session: Session | null,
): DinerOrderState {
  const [state, setState] = useState<DinerOrderState>({ kind: 'loading' });
  const token = session?.token ?? null;
  const userId = session?.user_id ?? null;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let final = false;
    const proof = token !== null && userId !== null ? { token, user_id: userId } : null;
    let source: EventSource | null = null;

    const show = (order: DinerOrder) => {
      final = FINAL.has(order.kitchen_state);
      if (final) source?.close();
      setState({ kind: 'found', order, lost: false });
    };

    /**
     * The stream needs the key in its address (EventSource sends no headers), and starts from the
     * order as last read, so a move between the read and the stream is not missed.
     */
    function listen(from: number) {
      if (source || final || key === null || typeof EventSource === 'undefined') return;
      source = new EventSource(dinerOrderStreamUrl(id, key, from));
      source.addEventListener('order', (event) => {
        void readDinerOrder(event.data).then((order) => {
          if (!stopped && order?.id === id) show(order);
        });
      });
    }

    async function ask(fromTimer = false) {
      clearTimeout(timer);
      if (stopped || final || document.visibilityState === 'hidden') return;
      // An open stream tells every change: the timer only stands in for one that is not.
      if (fromTimer && source !== null && source.readyState === source.OPEN) {
        timer = setTimeout(() => void ask(true), POLL_MS);
        return;
      }
      controller?.abort();
      controller = new AbortController();
      const result = await fetchDinerOrder(id, key, proof, controller.signal);
      if (stopped) return;
      if (result.ok) {
        show(result.data);
        listen(result.data.last_event_id);
      } else if (result.error.kind === 'http' && result.error.status === 404) {
        final = true;
        setState({ kind: 'missing' });
      } else if (result.error.kind !== 'aborted') {
        setState((s) => (s.kind === 'found' ? { ...s, lost: true } : s));
      }
      if (!final) timer = setTimeout(() => void ask(true), POLL_MS);
    }

    const again = () => void ask();
    void ask();
    document.addEventListener('visibilitychange', again);
    window.addEventListener('online', again);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      source?.close();
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('online', again);
    };
  }, [id, key, token, userId]);

  return state;
}
