/**
 * A coupon once per customer (`once_per_customer`, seeded on BIENVENUE5, docs/product.md#coupons):
 * by e-mail in any case and by account, cash and paid orders counting for good and an unpaid card
 * order for its 30-minute hold, a replay still answered, exact when one customer's orders race.
 * The clock is Monday 2026-06-01 12:00 in Paris (pickup ASAP).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderCreatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { errorBodySchema, offersResponseSchema } from '@/lib/api/schemas';
import { orders } from '@/server/db/schema';
import { bearer, registered, useAuthSuite, type Signed } from './auth-support';
import { countOrders, payloadFor } from './checkout-support';
import { backends, call, postJson } from './support';

const URL_ = '/v2/public/checkout/';
const USED_EMAIL =
  'Ce code promo a déjà été utilisé avec cette adresse e-mail : retirez-le du panier pour commander.';
const USED_ACCOUNT =
  'Ce code promo a déjà été utilisé avec votre compte : retirez-le du panier pour commander.';

/** An address no other test uses. */
const newEmail = () => `camille.${randomBytes(4).toString('hex')}@example.fr`;

describe.each(backends)('a coupon once per customer on $name', (backend) => {
  // Card on for the intent's refusal; no provider is reached (port 9, discard).
  const suite = useAuthSuite(backend, () => ({
    env: { STRIPE_SECRET_KEY: 'sk_test_comptoir_coupon', STRIPE_API_BASE: 'http://127.0.0.1:9' },
  }));

  /** 6 sweet potato fries at 3,90 € = 23,40 €, BIENVENUE5 −5 € = 18,40 €, VAT 18,40 × 10/110 = 1,67 €. */
  async function welcome(email: string, signed?: Signed, payment: 'cash' | 'card' = 'cash') {
    const body = await payloadFor(suite, {
      lines: [{ item_id: 30, quantity: 6 }],
      coupon: 'BIENVENUE5',
      payment,
      figures: { subtotal: 23.4, discount: 5, delivery: 0, tax: 1.67, total: 18.4 },
    });
    body.customer.email = email;
    return { ...body, user_id: signed?.user_id ?? null };
  }
  const post = (body: OrderPayloadInput, signed?: Signed) =>
    suite.app.request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signed ? bearer(signed) : {}) },
      body: JSON.stringify(body),
    });
  async function accepted(body: OrderPayloadInput, signed?: Signed): Promise<number> {
    const res = await post(body, signed);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return orderCreatedSchema.parse(json).payload.order_id;
  }
  async function refused(body: OrderPayloadInput, signed?: Signed): Promise<string> {
    const res = await post(body, signed);
    const json = errorBodySchema.parse(await res.json());
    expect(res.status, json.data.message).toBe(422);
    expect(await countOrders(suite, body.local_id)).toBe(0);
    return json.data.message;
  }

  it('says so on the coupon the cart checks', async () => {
    const res = await call(suite.app, offersResponseSchema, '/v2/public/offers/bienvenue5');
    expect(res.status).toBe(200);
    expect(res.body.payload.map((offer) => offer.once_per_customer)).toEqual([true]);
  });

  it('takes the first use, refuses the same e-mail in other case, answers the first’s replay', async () => {
    const email = newEmail();
    const first = await welcome(email);
    const id = await accepted(first);
    expect(await refused(await welcome(email.toUpperCase()))).toBe(USED_EMAIL);
    const mixed = email.replace('camille', 'Camille').replace('example.fr', 'Example.FR');
    expect(await refused(await welcome(mixed))).toBe(USED_EMAIL);
    // A replay of the order that used it is that order, not a second use.
    expect(await accepted(first)).toBe(id);
    expect(await countOrders(suite, first.local_id)).toBe(1);
  });

  it('lets another customer use it', async () => {
    await accepted(await welcome(newEmail()));
    await accepted(await welcome(newEmail()));
  });

  it('refuses the same account under another e-mail', async () => {
    const me = await registered(suite);
    await accepted(await welcome(me.email, me), me);
    expect(await refused(await welcome(newEmail(), me), me)).toBe(USED_ACCOUNT);
  });

  it('refuses an account whose e-mail used it as a guest', async () => {
    const me = await registered(suite);
    await accepted(await welcome(me.email));
    expect(await refused(await welcome(me.email, me), me)).toBe(USED_EMAIL);
  });

  it('counts an unpaid card order, and no longer one cancelled', async () => {
    const email = newEmail();
    const id = await accepted(await welcome(email, undefined, 'card'));
    expect(await refused(await welcome(email))).toBe(USED_EMAIL);
    await suite.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    await accepted(await welcome(email));
  });

  /** Runs `body` with the suite's clock `minutes` later, then puts it back. */
  async function later(minutes: number, body: () => Promise<void>): Promise<void> {
    const start = suite.now;
    suite.now = new Date(start.getTime() + minutes * 60_000);
    try {
      await body();
    } finally {
      suite.now = start;
    }
  }

  it('counts a declined card order for its 30-minute hold only', async () => {
    const email = newEmail();
    // Stored pending at 12:00; its card was declined, it stays unpaid.
    await accepted(await welcome(email, undefined, 'card'));
    await later(29, async () => {
      expect(await refused(await welcome(email))).toBe(USED_EMAIL);
    });
    await later(30, async () => {
      await accepted(await welcome(email));
    });
  });

  it('counts a paid card order for good', async () => {
    const email = newEmail();
    const id = await accepted(await welcome(email, undefined, 'card'));
    await suite.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, id));
    await later(60 * 24 * 30, async () => {
      expect(await refused(await welcome(email))).toBe(USED_EMAIL);
    });
  });

  it('counts a cash order for good', async () => {
    const email = newEmail();
    await accepted(await welcome(email));
    await later(60 * 24 * 30, async () => {
      expect(await refused(await welcome(email))).toBe(USED_EMAIL);
    });
  });

  it('makes no card intent for an order whose coupon was used', async () => {
    const email = newEmail();
    await accepted(await welcome(email));
    const order = await welcome(email, undefined, 'card');
    const res = await suite.app.request(
      '/v2/public/checkout/stripe-payment-intent',
      postJson({ amount: 18.4, order }),
    );
    expect(res.status).toBe(422);
    expect(errorBodySchema.parse(await res.json()).data.message).toBe(USED_EMAIL);
  });

  it('gives it to exactly one of 10 racing orders by one customer', async () => {
    const email = newEmail();
    const bodies = await Promise.all(Array.from({ length: 10 }, () => welcome(email)));
    const statuses = await Promise.all(bodies.map(async (body) => (await post(body)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
    const mine = await Promise.all(bodies.map((body) => countOrders(suite, body.local_id)));
    expect(mine.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
