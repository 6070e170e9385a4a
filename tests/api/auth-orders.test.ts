/**
 * A signed-in customer's orders (docs/contract.md#accounts): an order names a user only with that
 * user's session; the history lists them newest first with hand-checked euros; deleting the
 * account keeps the orders without the person and frees the address.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ordersResponseSchema } from '@/lib/api/auth';
import type { OrderPayloadInput } from '@/lib/api/checkout';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { orderItems, orders, outbox, sessions } from '@/server/db/schema';
import {
  bearer,
  login,
  registered,
  request,
  SESSION_REFUSED,
  useAuthSuite,
  type Signed,
} from './auth-support';
import { countOrders, payloadFor } from './checkout-support';
import { backends, type Suite } from './support';

async function place(suite: Suite, body: OrderPayloadInput, headers: Record<string, string> = {}) {
  const res = await suite.app.request('/v2/public/checkout/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** Monday 12:00: sweet potato fries 3,90 € × 2 and home fries, large (+1 €), 2,90 + 1 € = 11,70 €. */
async function lunch(suite: Suite, me: Signed) {
  const body = await payloadFor(suite, {
    lines: [
      { item_id: 30, quantity: 2 },
      { item_id: 25, quantity: 1, options: [{ group_id: 3, option_id: 302, quantity: 1 }] },
    ],
  });
  return { ...body, user_id: me.user_id };
}

const historyOf = (suite: Suite, me: Signed, page = 1, limit = 20) =>
  request(suite, `/orders?page=${page}&limit=${limit}`, { headers: bearer(me) });

describe.each(backends)('customers’ orders on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('refuses an order naming a user without that user’s session, storing nothing', async () => {
    const alice = await registered(suite);
    const bob = await registered(suite);
    const body = await lunch(suite, alice);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${bob.token}`, 'x-user-id': String(alice.user_id) },
      bearer(bob),
      { authorization: `Bearer ${alice.token}`, 'x-user-id': String(bob.user_id) },
    ];
    for (const headers of attempts) {
      expect(await place(suite, body, headers)).toEqual({ status: 401, body: SESSION_REFUSED });
    }
    expect(await countOrders(suite, body.local_id)).toBe(0);
  });

  it('stores the user on an order placed with their session and lists it, newest first', async () => {
    const me = await registered(suite);
    const first = await lunch(suite, me);
    const second = await lunch(suite, me);
    const ids: number[] = [];
    for (const body of [first, second]) {
      const placed = await place(suite, body, bearer(me));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      ids.push(orderCreatedSchema.parse(placed.body).payload.order_id);
    }
    const [stored] = await suite.db.select().from(orders).where(eq(orders.id, ids[0]));
    expect(stored.userId).toBe(me.user_id);

    const page = ordersResponseSchema.parse((await historyOf(suite, me)).body);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.orders.map((o) => o.order_id)).toEqual([ids[1], ids[0]]);
    expect(page.orders[1]).toMatchObject({
      status: 'pending',
      kitchen_state: 'received',
      is_pickup: true,
      payment_method: 'cash',
      delivery_date: '',
      delivery_time_range: 'asap',
      items: [
        { item_id: 30, name: 'Frites de patate douce', quantity: 2, options: [], total: 7.8 },
        {
          item_id: 25,
          name: 'Frites maison',
          quantity: 1,
          options: [{ group_id: 3, option_id: 302, name: 'Grande', quantity: 1 }],
          total: 3.9,
        },
      ],
      free_items: [],
      subtotal: 11.7,
      discount: 0,
      delivery: 0,
      // VAT included at 10 %: 1170 × 10 / 110 = 106.36… → 1,06 €.
      tax: 1.06,
      total: 11.7,
    });

    const second_page = ordersResponseSchema.parse((await historyOf(suite, me, 2, 1)).body);
    expect(second_page.orders.map((o) => o.order_id)).toEqual([ids[0]]);
    expect(second_page.total).toBe(2);
  });

  it('keeps a guest order without a user', async () => {
    const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
    const placed = await place(suite, body);
    expect(placed.status).toBe(200);
    const id = orderCreatedSchema.parse(placed.body).payload.order_id;
    const [stored] = await suite.db.select().from(orders).where(eq(orders.id, id));
    expect(stored.userId).toBeNull();
  });

  it('deletes an account: orders kept without the person, sessions and mail gone, address free', async () => {
    const me = await registered(suite);
    const other = await login(suite, me.email, me.password);
    expect(other.status).toBe(200);
    const body = await lunch(suite, me);
    const placed = orderCreatedSchema.parse((await place(suite, body, bearer(me))).body);
    const orderId = placed.payload.order_id;
    // As a delivery order keeps it: the street, the coordinates, and a note on a line.
    const home = { address: '12 Rue Lesdiguières', city: 'Grenoble', postal_code: '38000' };
    const [before] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
    await suite.db
      .update(orders)
      .set({ customer: { ...before.customer, location: { ...home, lat: 45.18, lng: 5.72 } } })
      .where(eq(orders.id, orderId));
    await suite.db
      .update(orderItems)
      .set({ note: 'Sonnez chez Dupont' })
      .where(eq(orderItems.orderId, orderId));

    // A kitchen's mail to the address the order was placed with, not the account's.
    await suite.db.insert(outbox).values({
      to: 'ailleurs@example.fr',
      subject: `Votre commande n° ${orderId} est acceptée`,
      text: 'prête vers 12 h 15',
      reference: `order:${orderId}:move:1`,
    });

    const deleted = await request(suite, '/delete-profile/', {
      method: 'DELETE',
      headers: bearer(me),
      body: { token: me.token, user_id: me.user_id, password: me.password },
    });
    expect(deleted).toMatchObject({ status: 200, body: { status: 'success' } });

    const [kept] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({ userId: null, totalCents: 1170 });
    expect(kept.customer).toMatchObject({ first_name: '', last_name: '', email: '', phone: '' });
    expect(kept.customer.location).toEqual({ address: '', city: 'Grenoble', postal_code: '38000' });
    const lines = await suite.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((line) => line.note)).toEqual(lines.map(() => ''));
    expect(lines.length).toBeGreaterThan(0);
    expect(await suite.db.select().from(sessions).where(eq(sessions.userId, me.user_id))).toEqual(
      [],
    );
    const mail = await suite.db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mail).toEqual([]);
    const news = await suite.db.select().from(outbox).where(eq(outbox.to, 'ailleurs@example.fr'));
    expect(news).toEqual([]);
    expect((await login(suite, me.email, me.password)).status).toBe(401);
    expect((await request(suite, '/profile', { headers: bearer(me) })).status).toBe(401);

    const again = await registered(suite, {
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '06 12 34 56 78',
      email: me.email,
      password: 'une nouvelle vie',
    });
    expect(again.user_id).not.toBe(me.user_id);
    expect(ordersResponseSchema.parse((await historyOf(suite, again)).body).total).toBe(0);
  });
});
