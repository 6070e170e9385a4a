/**
 * The diner's order page's one call (docs/contract.md#order-status): the order as it stands,
 * opened by its key or the owner's session, parsed with the contract's schema (loaded with the
 * first call: /success alone pays for it). Never from the HTTP cache.
 */
import type { Session } from '@/lib/api/auth';
import type { DinerOrder } from '@/lib/api/order-status';
import { mapped, type ApiResult } from './result';
import { parsedBy, request, sessionHeaders } from './request';

export function fetchDinerOrder(
  id: number,
  key: string | null,
  session: Session | null,
  signal?: AbortSignal,
): Promise<ApiResult<DinerOrder>> {
  return request({
    path: `/v2/public/orders/${id}`,
    query: key ? { key } : undefined,
    headers: session ? sessionHeaders(session) : undefined,
    answer: parsedBy(() =>
      import('@/lib/api/order-status').then((s) => s.dinerOrderResponseSchema),
    ),
    noStore: true,
    share: false,
    signal,
  }).then((r) => mapped(r, (answer) => answer.order));
}
