'use client';

import { useCallback, useEffect, useState } from 'react';
import type { OrdersPage, PastOrder } from '@/lib/api/auth';
import { api, type ApiResult } from '@/lib/api-client';
import { withSession } from '@/stores/auth-requests';

export interface OrdersState {
  orders: PastOrder[];
  /** How many the diner has placed in all. */
  total: number;
  /** The last page read (0 before the first answer). */
  page: number;
  status: 'loading' | 'ready' | 'failed';
}

const FIRST: OrdersState = { orders: [], total: 0, page: 0, status: 'loading' };

const fetchPage = (page: number, signal?: AbortSignal) =>
  withSession((s) => api.auth.orders(s, page, signal));

/** The list with a page's answer: appended, or marked failed (what was shown stays). */
function withPage(s: OrdersState, page: number, result: ApiResult<OrdersPage>): OrdersState {
  if (!result.ok) return { ...s, status: 'failed' };
  const fresh = result.data.orders;
  return {
    // A page read twice (a retry after a slow answer) is not listed twice.
    orders: [...s.orders.filter((o) => !fresh.some((n) => n.order_id === o.order_id)), ...fresh],
    total: result.data.total,
    page,
    status: 'ready',
  };
}

/**
 * The diner's past orders, newest first, a page of 20 at a time: page 1 on mount, `more` reads
 * the next and appends it. A failed page can be asked again; a 401 signs the diner out.
 */
export function useOrders() {
  const [state, setState] = useState<OrdersState>(FIRST);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPage(1, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState((s) => withPage(s, 1, result));
    });
    return () => controller.abort();
  }, []);

  const more = useCallback(async () => {
    const page = state.page + 1;
    setState((s) => ({ ...s, status: 'loading' }));
    const result = await fetchPage(page);
    setState((s) => withPage(s, page, result));
  }, [state.page]);

  return { ...state, more, hasMore: state.orders.length < state.total };
}
