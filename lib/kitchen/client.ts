/**
 * The kitchen board's calls (docs/contract.md#staff-extension, docs/adr/0045), a staff session in
 * `Authorization: Bearer`, answers checked with the staff schemas, loaded with the first call;
 * nothing here is imported by a diner page (eslint.layers.mjs).
 */
import type { StaffOrder } from '@/lib/api/staff';
import { kitchenRequest } from './request';

// Named for next.config.ts, which keeps the kitchen's chunks out of the diner's splitting.
const staff = () => import(/* webpackChunkName: "kitchen-staff" */ '@/lib/api/staff');

/** The moves' paths (server/routes/staff.ts). */
export type KitchenMove =
  'accept' | 'refuse' | 'cancel' | 'delay' | 'ready' | 'out-for-delivery' | 'handed-over';

export interface KitchenDay {
  orders: StaffOrder[];
  /** The newest history id when read (the stream starts after it); null: the API has no stream. */
  lastEventId: number | null;
}

const lastEventIdOf = (json: unknown): number | null => {
  const value = (json as { last_event_id?: unknown } | null)?.last_event_id;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

export const kitchenApi = {
  login: (email: string, password: string) =>
    kitchenRequest({
      method: 'POST',
      path: '/v2/staff/login',
      body: { email, password },
      read: () => staff().then((s) => (json: unknown) => s.staffLoginResponseSchema.parse(json)),
    }),
  logout: (token: string) =>
    kitchenRequest({
      method: 'POST',
      path: '/v2/staff/logout',
      token,
      read: async () => () => null,
    }),
  day: (token: string, signal?: AbortSignal) =>
    kitchenRequest<KitchenDay>({
      path: '/v2/staff/orders',
      token,
      read: () =>
        staff().then((s) => (json: unknown) => ({
          orders: s.staffOrdersResponseSchema.parse(json).orders,
          lastEventId: lastEventIdOf(json),
        })),
      signal,
    }),
  move: (token: string, id: number, move: KitchenMove, body: object = {}) =>
    kitchenRequest({
      method: 'POST',
      path: `/v2/staff/orders/${id}/${move}`,
      token,
      body,
      read: () => staff().then((s) => (json: unknown) => s.staffOrderResponseSchema.parse(json)),
    }),
};

/** One order of the stream's data, or null when it does not fit the contract. */
export async function readStreamOrder(data: string): Promise<StaffOrder | null> {
  const { staffOrderSchema } = await staff();
  try {
    const parsed = staffOrderSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
