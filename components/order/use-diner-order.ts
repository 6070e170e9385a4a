'use client';

/**
 * The order as the API says it stands (docs/product.md#the-diners-order-page): asked at once,
 * then every 15 s while the page is visible, and at once when it becomes visible again or the
 * connection returns; an order that reached its last state is not asked again. A 404 is
 * « introuvable » for good; any other failure keeps the last answer and says the link is lost.
 */
import { useEffect, useState } from 'react';
import type { Session } from '@/lib/api/auth';
import type { DinerOrder } from '@/lib/api/order-status';
import { fetchDinerOrder } from '@/lib/api-client/order-status';

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

    async function ask() {
      clearTimeout(timer);
      if (stopped || final || document.visibilityState === 'hidden') return;
      controller?.abort();
      controller = new AbortController();
      const result = await fetchDinerOrder(id, key, proof, controller.signal);
      if (stopped) return;
      if (result.ok) {
        final = FINAL.has(result.data.kitchen_state);
        setState({ kind: 'found', order: result.data, lost: false });
      } else if (result.error.kind === 'http' && result.error.status === 404) {
        final = true;
        setState({ kind: 'missing' });
      } else if (result.error.kind !== 'aborted') {
        setState((s) => (s.kind === 'found' ? { ...s, lost: true } : s));
      }
      if (!final) timer = setTimeout(() => void ask(), POLL_MS);
    }

    const again = () => void ask();
    void ask();
    document.addEventListener('visibilitychange', again);
    window.addEventListener('online', again);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('online', again);
    };
  }, [id, key, token, userId]);

  return state;
}
