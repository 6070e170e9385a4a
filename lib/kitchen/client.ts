/**
 * The kitchen board's calls (docs/contract.md#staff-extension, docs/adr/0045): through the one
 * browser client (docs/adr/0017), a staff session in `Authorization: Bearer`. The schemas load
 * with the first call; nothing here is imported by a diner page (eslint.layers.mjs).
 */
import type { StaffOrder } from '@/lib/api/staff';
import { parsedBy, request } from '@/lib/api-client/request';
import { knownTimeZone } from '@/lib/api/time-zone';
import { switchRequest, type SwitchChange } from './switches';

const staff = () => import('@/lib/api/staff');
const switchesSchema = () =>
  import('@/lib/api/kitchen-switches').then((s) => s.switchesResponseSchema);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The moves' paths (server/routes/staff.ts). */
export type KitchenMove =
  'accept' | 'refuse' | 'cancel' | 'delay' | 'ready' | 'out-for-delivery' | 'handed-over';

export interface KitchenDay {
  orders: StaffOrder[];
  /** The restaurant's zone, one this browser knows (else Europe/Paris): the board's clock. */
  timeZone: string;
  /** The newest history id when read (the stream starts after it); null: the API has no stream. */
  lastEventId: number | null;
}

const lastEventIdOf = (json: unknown): number | null => {
  const value = (json as { last_event_id?: unknown } | null)?.last_event_id;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

export const kitchenApi = {
  login: (email: string, password: string) =>
    request({
      method: 'POST',
      path: '/v2/staff/login',
      body: { email, password },
      bodySchema: () => staff().then((s) => s.staffLoginRequestSchema),
      answer: parsedBy(() => staff().then((s) => s.staffLoginResponseSchema)),
      noStore: true,
    }),
  logout: (token: string) =>
    request({
      method: 'POST',
      path: '/v2/staff/logout',
      headers: bearer(token),
      answer: async () => () => null,
      noStore: true,
    }),
  day: (token: string, signal?: AbortSignal) =>
    request<KitchenDay>({
      path: '/v2/staff/orders',
      headers: bearer(token),
      answer: () =>
        staff().then((s) => (json: unknown) => {
          const day = s.staffOrdersResponseSchema.parse(json);
          return {
            orders: day.orders,
            timeZone: knownTimeZone(day.time_zone),
            lastEventId: lastEventIdOf(json),
          };
        }),
      noStore: true,
      share: false,
      signal,
    }),
  move: (token: string, id: number, move: KitchenMove, body: object = {}) =>
    request({
      method: 'POST',
      path: `/v2/staff/orders/${id}/${move}`,
      headers: bearer(token),
      body,
      answer: parsedBy(() => staff().then((s) => s.staffOrderResponseSchema)),
      noStore: true,
    }),
  /** The switches in force (docs/contract.md#kitchen-switches). */
  switches: (token: string) =>
    request({
      path: '/v2/staff/switches',
      headers: bearer(token),
      answer: parsedBy(switchesSchema),
      noStore: true,
      share: false,
    }),
  /** One change of the switches: the API answers them all as they stand after it. */
  changeSwitch: (token: string, change: SwitchChange) => {
    const { method, path, body } = switchRequest(change);
    return request({
      method,
      path: `/v2/staff/switches${path}`,
      headers: bearer(token),
      body,
      answer: parsedBy(switchesSchema),
      noStore: true,
    });
  },
  /** The dishes and choices of the public menus, for the sold-out list. */
  sellable: () =>
    request({
      path: '/v2/public/menus',
      answer: () => import('./sellable').then((s) => s.sellableEntries),
      noStore: true,
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
