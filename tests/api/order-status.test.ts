/**
 * The diner's order after checkout (docs/contract.md#order-status): opened by its key or the
 * owner's session, one 404 for anything else; its state, ready time, reason and timeline follow
 * the kitchen's moves; the confirmation mail links to it; reads are counted per address.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCreatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { dinerOrderResponseSchema } from '@/lib/api/order-status';
import { createApp } from '@/server/app';
import { storedPepper } from '@/server/services/pepper';
import { orders, outbox } from '@/server/db/schema';
import { orderKeyHash, orderKeys } from '@/server/services/orders/ownership';
import { createMemoryRateLimitStore } from '@/server/services/rate-limit';
import { moveOrder } from '@/server/services/staff/orders';
import { eq } from 'drizzle-orm';
import { bearer, registered } from './auth-support';
import { payloadFor } from './checkout-support';
import { backends, postJson, useSuite } from './support';
import { staffSuiteOptions, unreachableStripe } from './staff-support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const NOT_FOUND = { status: 'error', data: { message: 'Commande introuvable.' } };
const SITE = 'https://poulet-grenette.example';

describe.each(backends)('the diner’s order on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    ...staffSuiteOptions(),
    env: { ...staffSuiteOptions().env, SITE_URL: `${SITE}/` },
  }));
  afterEach(() => {
    suite.now = NOW;
  });

  async function place(
    wish: Partial<OrderPayloadInput> = {},
    headers: Record<string, string> = {},
  ) {
    const body = {
      ...(await payloadFor(suite, { lines: [{ item_id: 30, quantity: 2 }] })),
      ...wish,
    };
    const res = await suite.app.request('/v2/public/checkout/', {
      ...postJson(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    const { order_id: id, order_key: key } = orderCreatedSchema.parse(json).payload;
    return { id, key };
  }

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await suite.app.request(`/v2/public/orders/${path}`, { headers });
    return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
  };
  const orderOf = async (id: number, key: string) => {
    const reply = await read(`${id}?key=${key}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return dinerOrderResponseSchema.parse(reply.body).order;
  };

  it('answers a new cash order to its key: received, placed now, nothing paid yet', async () => {
    const { id, key } = await place();
    const reply = await read(`${id}?key=${key}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const order = dinerOrderResponseSchema.parse(reply.body).order;
    expect(order).toMatchObject({
      id,
      placed_at: NOW.toISOString(),
      mode: 'pickup',
      slot: null,
      kitchen_state: 'received',
      ready_at: null,
      reason: null,
      payment: { method: 'cash', state: 'none' },
      timeline: [{ state: 'received', at: NOW.toISOString() }],
    });
    expect(order.last_event_id).toBeGreaterThan(0);
  });

  it('follows the kitchen: accepted for 20 min, delayed by 10, ready', async () => {
    const { id, key } = await place();
    const first = (await orderOf(id, key)).last_event_id;
    suite.now = at(1);
    await moveOrder(
      suite.db,
      at(1),
      id,
      { type: 'accept', readyInMinutes: 20 },
      'staff:1',
      unreachableStripe,
    );
    const accepted = await orderOf(id, key);
    // Accepted at 10:01Z for 20 minutes: ready at 10:21Z.
    expect(accepted.kitchen_state).toBe('accepted');
    expect(accepted.ready_at).toBe(at(21).toISOString());
    expect(accepted.last_event_id).toBeGreaterThan(first);
    await moveOrder(
      suite.db,
      at(5),
      id,
      { type: 'delay', minutes: 10 },
      'staff:1',
      unreachableStripe,
    );
    expect((await orderOf(id, key)).ready_at).toBe(at(31).toISOString());
    await moveOrder(suite.db, at(30), id, { type: 'ready' }, 'staff:1', unreachableStripe);
    const ready = await orderOf(id, key);
    expect(ready.kitchen_state).toBe('ready');
    expect(ready.timeline).toEqual([
      { state: 'received', at: NOW.toISOString() },
      { state: 'accepted', at: at(1).toISOString() },
      { state: 'delayed', at: at(5).toISOString() },
      { state: 'ready', at: at(30).toISOString() },
    ]);
  });

  it('says why an order was refused', async () => {
    const { id, key } = await place();
    await moveOrder(
      suite.db,
      at(2),
      id,
      { type: 'refuse', reason: 'Article épuisé' },
      'staff:1',
      unreachableStripe,
    );
    const order = await orderOf(id, key);
    expect(order).toMatchObject({ kitchen_state: 'refused', reason: 'Article épuisé' });
    expect(order.timeline.map((step) => step.state)).toEqual(['received', 'refused']);
  });

  it('answers an unknown order, no key, a wrong key or another’s key with one 404', async () => {
    const mine = await place();
    const theirs = await place();
    const wrong = [
      `${mine.id}`,
      `${mine.id}?key=`,
      `${mine.id}?key=${theirs.key}`,
      // One character changed (a key ending in A would stay right with an A).
      `${mine.id}?key=${mine.key.slice(0, -1)}${mine.key.endsWith('A') ? 'B' : 'A'}`,
      `${mine.id}?key=${'x'.repeat(5000)}`,
      `999999?key=${mine.key}`,
      `0?key=${mine.key}`,
      `abc?key=${mine.key}`,
      `${mine.id}x?key=${mine.key}`,
    ];
    for (const path of wrong) {
      const reply = await read(path);
      expect({ path, status: reply.status, body: reply.body }).toEqual({
        path,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('opens the owner’s order by session, not another account’s, and ignores a dead one', async () => {
    const alice = await registered(suite);
    const bob = await registered(suite);
    const { id } = await place({ user_id: alice.user_id }, bearer(alice));
    expect((await read(`${id}`, bearer(alice))).status).toBe(200);
    expect((await read(`${id}`, bearer(bob))).body).toEqual(NOT_FOUND);
    const dead = { authorization: `Bearer ${'a'.repeat(43)}`, 'x-user-id': String(alice.user_id) };
    expect(await read(`${id}`, dead)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('mails the link to the order’s own page, which opens it', async () => {
    const { id, key } = await place();
    const [mail] = await suite.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `order:${id}:confirmation`));
    const link = `${SITE}/success?order=${id}&key=${key}`;
    expect(mail.text).toContain(`Suivre votre commande : ${link}`);
    const query = new URL(link).searchParams;
    expect((await orderOf(Number(query.get('order')), query.get('key')!)).id).toBe(id);
  });
});

describe.each(backends)('the key in the access log on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);

  it('is masked', async () => {
    const lines: string[] = [];
    const app = createApp(suite.db, {
      now: () => suite.now,
      mailLog: null,
      ...staffSuiteOptions(),
      requestLog: (line) => lines.push(line),
    });
    const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
    const res = await app.request('/v2/public/checkout/', postJson(body));
    const { order_id: id, order_key: key } = orderCreatedSchema.parse(await res.json()).payload;
    expect((await app.request(`/v2/public/orders/${id}?key=${key}`)).status).toBe(200);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^GET /v2/public/orders/${id}\\?key=\\[masqué\\] 200 \\d+ms$`),
      ),
    );
    expect(lines.some((line) => line.includes(key))).toBe(false);
  });
});

describe.each(backends)('reads of orders counted on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    limits: createMemoryRateLimitStore(() => suite.now.getTime()),
  }));

  it('answers 429 past 600 reads from one address in 15 minutes, again after', async () => {
    const get = () =>
      suite.app.request('/v2/public/orders/1?key=x', undefined, {
        incoming: { socket: { remoteAddress: '192.0.2.44' } },
      });
    for (let i = 0; i < 600; i += 1) expect((await get()).status).toBe(404);
    const over = await get();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    suite.now = new Date(suite.now.getTime() + 15 * 60_000 + 1000);
    expect((await get()).status).toBe(404);
  });
});

describe.each(backends)('the pepper kept in the database on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);

  it('is drawn once, the same for instances starting together, and never answered', async () => {
    const peppers = await Promise.all([storedPepper(suite.db), storedPepper(suite.db)]);
    expect(peppers[0].length).toBe(43);
    expect(peppers[1].equals(peppers[0])).toBe(true);
    expect((await storedPepper(suite.db)).equals(peppers[0])).toBe(true);
    const settings = await (await suite.app.request('/v2/public/settings')).text();
    expect(settings).not.toContain('pepper');
    expect(settings).not.toContain(peppers[0].toString());
  });

  it('derives after a restart the key it handed out: a card’s mail written later opens', async () => {
    const before = createApp(suite.db, {
      now: () => suite.now,
      mailLog: null,
      ...staffSuiteOptions(),
      pepper: await storedPepper(suite.db),
    });
    const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
    const res = await before.request('/v2/public/checkout/', postJson(body));
    const { order_id: id, order_key: key } = orderCreatedSchema.parse(await res.json()).payload;
    const [row] = await suite.db.select().from(orders).where(eq(orders.id, id));
    // A new process reads the same pepper: the link it mails (a card paid later) is the same.
    const again = orderKeys(await storedPepper(suite.db))(id, body.local_id);
    expect(again).toBe(key);
    expect(orderKeyHash(again)).toBe(row.keyHash);
    // A pepper drawn per process, as before ADR 44, would have mailed a key that opens nothing.
    expect(orderKeys(randomBytes(32))(id, body.local_id)).not.toBe(key);
  });
});
