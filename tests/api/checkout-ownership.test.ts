/**
 * Who may finalise an order (docs/contract.md#put-v2publiccheckout): the order key POST answered,
 * or the owner's session. Otherwise someone else's order, a pending, a paid and no order are one
 * 404 with one body, and nothing changes. Keys are checked by hand: 43 base64url characters,
 * HMAC-SHA-256 of `order-key:<id>:<local_id>` under AUTH_PEPPER, SHA-256 stored.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orderCreatedSchema,
  paymentIntentResponseSchema,
  type OrderPayloadInput,
} from '@/lib/api/checkout';
import { createApp, type App } from '@/server/app';
import { orderStatusHistory, orders, outbox } from '@/server/db/schema';
import { bearer, registered, SESSION_REFUSED, unlimited, useAuthSuite } from './auth-support';
import { payloadFor } from './checkout-support';
import { backends, postJson } from './support';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

const URL_ = '/v2/public/checkout/';
const INTENT_URL = '/v2/public/checkout/stripe-payment-intent';
const SECRET = 'sk_test_comptoir_ownership';
const PEPPER = 'un poivre de test long de trente-deux caractères au moins';
const NOT_FOUND = { status: 'error', data: { message: 'Commande introuvable.' } };

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET });
});
afterAll(() => stripe.close());

describe.each(backends)('who may finalise an order on $name', (backend) => {
  const stripeEnv = () => ({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: stripe.url });
  const suite = useAuthSuite(backend, () => ({ env: stripeEnv() }));

  /** Another API process over the same database: its own random pepper unless `pepper`. */
  const instance = (pepper?: string) =>
    createApp(suite.db, {
      now: () => suite.now,
      mailLog: null,
      limits: unlimited,
      env: { ...stripeEnv(), ...(pepper ? { AUTH_PEPPER: pepper } : {}) },
    });

  async function place(
    body: OrderPayloadInput,
    headers: Record<string, string> = {},
    app: App = suite.app,
  ) {
    const res = await app.request(URL_, {
      ...postJson(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    const { order_id, order_key } = orderCreatedSchema.parse(json).payload;
    return { id: order_id, key: order_key, localId: body.local_id };
  }

  async function finalise(
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    app: App = suite.app,
  ) {
    const res = await app.request(URL_, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  /** 2 × sweet potato fries, 7,80 €. */
  const lunch = (payment: 'cash' | 'card' = 'cash') =>
    payloadFor(suite, { payment, lines: [{ item_id: 30, quantity: 2 }] });

  const rowOf = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** Everything a PUT could change: the order, its history, the mail queued. */
  const traces = async (id: number) => ({
    order: await rowOf(id),
    history: await suite.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id)),
    outbox: (await suite.db.select({ id: outbox.id }).from(outbox)).length,
  });
  const tx = (payment_intent_id: string | null) => ({
    client_secret: null,
    customer_id: null,
    payment_intent_id,
  });

  it('finding 1: no key, a wrong key, another order’s key or no such order are one 404, and nothing changes', async () => {
    // The diner's card order, its card about to go through.
    const victim = await place(await lunch('card'));
    const intent = stripe.add((await rowOf(victim.id)).totalCents, 'succeeded', victim.localId);
    // The attacker's own cash order: a key of their own.
    const attacker = await place(await lunch());
    const before = await traces(victim.id);
    const forged = { client_secret: 'x', customer_id: 'cus_attacker', payment_intent_id: null };
    const attempts: Record<string, unknown>[] = [
      // As reproduced: switch the card order to cash with the caller's transaction data.
      { order_id: victim.id, status: 'pending', transaction_id: forged },
      { order_id: victim.id, order_key: '', status: 'pending' },
      { order_id: victim.id, order_key: randomBytes(32).toString('base64url'), status: 'pending' },
      { order_id: victim.id, order_key: attacker.key, status: 'pending', transaction_id: forged },
      {
        order_id: victim.id,
        order_key: attacker.key,
        status: 'paid',
        transaction_id: tx(intent.id),
      },
      { order_id: victim.id, status: 'paid', transaction_id: tx(intent.id) },
      { order_id: 999_999, order_key: attacker.key, status: 'pending' },
      { order_id: 999_999, status: 'pending' },
    ];
    for (const attempt of attempts) {
      expect(await finalise(attempt), JSON.stringify(attempt)).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect(await traces(victim.id)).toEqual(before);
    // The attacker's key opens the attacker's order, and theirs only.
    expect(
      await finalise({ order_id: attacker.id, order_key: attacker.key, status: 'pending' }),
    ).toEqual({
      status: 200,
      body: { status: 'success', payload: { order_id: attacker.id, status: 'pending' } },
    });
  });

  it('tells no one which orders are pending, paid or absent', async () => {
    const pending = await place(await lunch());
    const paid = await place(await lunch('card'));
    const intent = stripe.add((await rowOf(paid.id)).totalCents, 'succeeded', paid.localId);
    const owner = await finalise({
      order_id: paid.id,
      order_key: paid.key,
      status: 'paid',
      transaction_id: tx(intent.id),
    });
    expect(owner.status).toBe(200);
    // Before keys: 200, 409 and 404. Now one answer for all three.
    for (const order_id of [pending.id, paid.id, 999_998]) {
      for (const status of ['pending', 'paid']) {
        expect(await finalise({ order_id, status, transaction_id: tx(intent.id) })).toEqual({
          status: 404,
          body: NOT_FOUND,
        });
      }
    }
    expect((await rowOf(pending.id)).paymentMethod).toBe('cash');
  });

  it('the right key settles a cash order and pays a card order', async () => {
    const cash = await place(await lunch());
    expect(await finalise({ order_id: cash.id, order_key: cash.key, status: 'pending' })).toEqual({
      status: 200,
      body: { status: 'success', payload: { order_id: cash.id, status: 'pending' } },
    });
    const card = await place(await lunch('card'));
    const intent = stripe.add((await rowOf(card.id)).totalCents, 'succeeded', card.localId);
    const paid = { order_id: card.id, status: 'paid', transaction_id: tx(intent.id) };
    expect(await finalise({ ...paid, order_key: cash.key })).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await finalise({ ...paid, order_key: card.key })).toEqual({
      status: 200,
      body: { status: 'success', payload: { order_id: card.id, status: 'paid' } },
    });
    expect((await rowOf(card.id)).status).toBe('paid');
  });

  it('a key is 43 base64url characters, stored only as its SHA-256, the same for every replay', async () => {
    const body = await lunch();
    const first = await place(body);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await rowOf(first.id);
    expect(row.keyHash).toBe(createHash('sha256').update(first.key).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(first.key);
    // Replays, the same payload in cash or with the card step filled: the same order and key.
    expect(await place(body)).toEqual(first);
    expect(await place({ ...body, payment_method: 'card', transaction_id: tx('pi_x') })).toEqual(
      first,
    );
    const other = await place(await lunch());
    expect(other.key).not.toBe(first.key);
  });

  it('with AUTH_PEPPER, every instance answers the key HMAC(pepper, order-key:<id>:<local_id>)', async () => {
    const [one, two] = [instance(PEPPER), instance(PEPPER)];
    const body = await lunch();
    const placed = await place(body, {}, one);
    const byHand = createHmac('sha256', PEPPER)
      .update(`order-key:${placed.id}:${body.local_id}`)
      .digest('base64url');
    expect(placed.key).toBe(byHand);
    expect(await place(body, {}, two)).toEqual(placed);
    const settled = await finalise(
      { order_id: placed.id, order_key: placed.key, status: 'pending' },
      {},
      two,
    );
    expect(settled.status).toBe(200);
  });

  it('without AUTH_PEPPER a key handed out outlives a restart; a replay after it answers a new key that replaces it', async () => {
    const body = await lunch();
    const before = await place(body);
    // The API restarts: a new random pepper, the same database.
    const restarted = instance();
    const put = (key: string) =>
      finalise({ order_id: before.id, order_key: key, status: 'pending' }, {}, restarted);
    expect((await put(before.key)).status).toBe(200);
    // The diner reloads mid-checkout and places the same order again: the answer's key is the
    // new pepper's, and it is now the one that opens the order.
    const replayed = await place(body, {}, restarted);
    expect(replayed.id).toBe(before.id);
    expect(replayed.key).not.toBe(before.key);
    expect((await put(replayed.key)).status).toBe(200);
    expect(await put(before.key)).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('an order stored before keys gets its key from a replay of its POST', async () => {
    const body = await lunch();
    const placed = await place(body);
    await suite.db.update(orders).set({ keyHash: null }).where(eq(orders.id, placed.id));
    const put = (key: string) =>
      finalise({ order_id: placed.id, order_key: key, status: 'pending' });
    expect(await put(placed.key)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await place(body)).toEqual(placed);
    expect((await put(placed.key)).status).toBe(200);
  });

  it('a customer’s session finalises their own order without the key, never another’s', async () => {
    const alice = await registered(suite);
    const bob = await registered(suite);
    const mine = await place({ ...(await lunch()), user_id: alice.user_id }, bearer(alice));
    const guest = await place(await lunch());
    const update = (order_id: number) => ({ order_id, status: 'pending' });
    const before = await traces(mine.id);

    expect(await finalise(update(mine.id), bearer(bob))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await finalise(update(guest.id), bearer(alice))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
    // A session that does not open is the one 401 of sessions, whatever the order.
    const dead: Record<string, string>[] = [
      { authorization: `Bearer ${bob.token}`, 'x-user-id': String(alice.user_id) },
      { authorization: `Bearer ${randomBytes(32).toString('base64url')}`, 'x-user-id': '1' },
      { authorization: `Bearer ${alice.token}` },
    ];
    for (const headers of dead) {
      expect(await finalise(update(mine.id), headers)).toEqual({
        status: 401,
        body: SESSION_REFUSED,
      });
    }
    expect(await traces(mine.id)).toEqual(before);
    expect(await finalise(update(mine.id), bearer(alice))).toEqual({
      status: 200,
      body: { status: 'success', payload: { order_id: mine.id, status: 'pending' } },
    });
    // Bob's session does not open Alice's order even with a wrong key beside it.
    expect(await finalise({ ...update(mine.id), order_key: guest.key }, bearer(bob))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it('the key reaches no log: not the access log (masked in a query), nor any console line', async () => {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      }),
    );
    try {
      const app = createApp(suite.db, {
        now: () => suite.now,
        limits: unlimited,
        env: stripeEnv(),
        requestLog: (line) => lines.push(line),
      });
      const placed = await place(await lunch(), {}, app);
      const update = { order_id: placed.id, status: 'pending' };
      expect((await finalise({ ...update, order_key: placed.key }, {}, app)).status).toBe(200);
      const queried = await app.request(`${URL_}?order_key=${placed.key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(update),
      });
      expect(queried.status).toBe(404);
      expect(lines).toContainEqual(
        expect.stringMatching(/^PUT \/v2\/public\/checkout\/\?order_key=\[masqué\] 404 \d+ms$/),
      );
      expect(lines.some((line) => line.includes(placed.key))).toBe(false);
      // Only the diner's confirmation holds it: the link to the order's own page (ADR 44).
      const holding = (await suite.db.select().from(outbox)).filter((mail) =>
        mail.text.includes(placed.key),
      );
      expect(holding.map((mail) => mail.reference)).toEqual([`order:${placed.id}:confirmation`]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('the card intent call never updates another diner’s intent', async () => {
    const theirs = await lunch('card');
    const made = await suite.app.request(
      INTENT_URL,
      postJson({ amount: Number(theirs.total), order: theirs }),
    );
    const intent = paymentIntentResponseSchema.parse(await made.json()).payload;
    const before = { ...stripe.intents.get(intent.id)! };
    // Another order (3 × fries, 11,70 €) naming their intent: a new intent of its own.
    const mine = await payloadFor(suite, {
      payment: 'card',
      lines: [{ item_id: 30, quantity: 3 }],
    });
    const res = await suite.app.request(
      INTENT_URL,
      postJson({ amount: Number(mine.total), payment_intent_id: intent.id, order: mine }),
    );
    expect(res.status).toBe(200);
    const answer = paymentIntentResponseSchema.parse(await res.json()).payload;
    expect(answer.id).not.toBe(intent.id);
    expect(answer.client_secret).not.toBe(intent.client_secret);
    expect(answer.amount).toBe(11.7);
    expect(stripe.intents.get(intent.id)).toEqual(before);
    expect(stripe.intents.get(answer.id)!.metadata).toEqual({ local_id: mine.local_id });
  });
});
