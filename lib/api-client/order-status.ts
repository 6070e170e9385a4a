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

/** The stream of the order's changes, for an EventSource (the key in the query). */
export const dinerOrderStreamUrl = (id: number, key: string, lastEventId: number) =>
  `/v2/public/orders/${id}/stream?key=${encodeURIComponent(key)}&last_event_id=${lastEventId}`;

/** A stream event's data as a DinerOrder, or null when it is not one. */
export async function readDinerOrder(data: unknown): Promise<DinerOrder | null> {
  const { dinerOrderResponseSchema } = await import('@/lib/api/order-status');
  try {
    const parsed = dinerOrderResponseSchema.shape.order.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
