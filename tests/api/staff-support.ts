/**
 * Staff test helpers (docs/contract.md#staff-extension): an account signed in, calls with its
 * bearer token, and orders placed through the real checkout on the suite's clock.
 */
import { expect } from 'vitest';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { paymentsFromEnv } from '@/server/services/payments';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { unlimited } from './auth-support';
import { payloadFor } from './checkout-support';
import { nextSlot } from '../support/order-payload';
import { postJson, type Suite } from './support';

const STAFF = '/v2/staff';
export const NOT_FOUND = { status: 'error', data: { message: 'Ressource introuvable.' } };

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A staff call with an optional token and JSON body. */
export async function staffCall(
  suite: Suite,
  path: string,
  init: { token?: string; body?: unknown; method?: string; address?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await suite.app.request(
    `${STAFF}${path}`,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    // The socket's address: what the limits count by when no proxy forwards one.
    { incoming: { socket: { remoteAddress: init.address ?? '192.0.2.10' } } },
  );
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** An account with this password, signed in: its token. */
export async function signedInStaff(
  suite: Suite,
  email = 'cuisine@exemple.fr',
  password = 'un mot de passe de cuisine',
): Promise<string> {
  await setStaffPassword(suite.db, email, password);
  const reply = await staffCall(suite, '/login', { body: { email, password } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { token: string }).token;
}

/** An order placed now through POST /checkout: its id and the key its diner follows it by. */
export async function placedOrderWithKey(
  suite: Suite,
  wish: Partial<Parameters<typeof payloadFor>[1]> = {},
): Promise<{ id: number; key: string }> {
  const body = await payloadFor(suite, {
    lines: [{ item_id: 30, quantity: 2, note: 'bien cuites' }],
    ...wish,
  });
  const res = await suite.app.request('/v2/public/checkout/', postJson(body));
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  const { order_id: id, order_key: key } = orderCreatedSchema.parse(json).payload;
  return { id, key };
}

/** An order placed now through POST /checkout: its id. */
export const placedOrder = async (
  suite: Suite,
  wish: Partial<Parameters<typeof payloadFor>[1]> = {},
): Promise<number> => (await placedOrderWithKey(suite, wish)).id;

/** A move of the order, as the board sends it. */
export const move = (suite: Suite, token: string, id: number, action: string, body: unknown = {}) =>
  staffCall(suite, `/orders/${id}/${action}`, { token, body });

/** The first pickup slot for item 30 on a day after the suite's today. */
const nextSlotFor = (suite: Suite) => nextSlot(suite, 30, 'pickup');

/** An order placed now for that slot: its id and the slot. */
export async function scheduledOrder(suite: Suite) {
  const slot = await nextSlotFor(suite);
  const id = await placedOrder(suite, {
    date: slot.date,
    range: slot.range,
    instant: slot.instant,
  });
  return { id, slot };
}

/** The staff suites' options: no rate limit, and a Stripe no card payment reaches. */
export const staffSuiteOptions = () => ({
  limits: unlimited,
  env: { STRIPE_SECRET_KEY: 'sk_test_comptoir_staff', STRIPE_API_BASE: 'http://127.0.0.1:9' },
});

/** The sweep's provider in the staff suites: the same Stripe no call reaches (cash orders only). */
export const unreachableStripe = paymentsFromEnv(staffSuiteOptions().env).provider;
