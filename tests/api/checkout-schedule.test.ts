/**
 * Ordering ahead (docs/product.md#ordering-ahead) through POST /checkout/ and GET /checkout/slots:
 * ASAP, the booking horizon, and slot capacity counted atomically. The clock is Monday 2026-06-01
 * 12:00 in Paris (10:00 UTC); the seed's horizon is 7 days (to Sunday 2026-06-07) and La Carte's
 * pickup slots run every 15 minutes from 11:15 to 14:15, every day.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fullSlotsResponseSchema,
  orderCreatedSchema,
  type OrderPayloadInput,
} from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { orderItems, orders, orderStatusHistory, outbox } from '@/server/db/schema';
import { countOrders, payloadFor, setScheduling } from './checkout-support';
import { unlimited } from './auth-support';
import { backends, call, postJson, useSuite } from './support';

const URL_ = '/v2/public/checkout/';
const SLOTS = '/v2/public/checkout/slots';
const NOW = new Date('2026-06-01T10:00:00Z');
const SLOT_FULL = 'Ce créneau est complet : choisissez-en un autre.';
const HORIZON =
  'Les commandes se prennent pour les 7 prochains jours, aujourd’hui compris (jusqu’au dimanche 7 juin) : choisissez une autre date.';
const anyBody = z.unknown();

describe.each(backends)('ordering ahead on $name', (backend) => {
  // Card on, for card orders that are created and never paid here: creating one calls no
  // provider, so none listens (port 9, discard).
  // Racing diners from one in-process client: the abuse limits (ADR 22) are order-limits.test.ts's.
  const suite = useSuite(backend, () => ({
    env: { STRIPE_SECRET_KEY: 'sk_test_comptoir_schedule', STRIPE_API_BASE: 'http://127.0.0.1:9' },
    limits: unlimited,
  }));
  afterEach(async () => {
    suite.now = NOW;
    await setScheduling(suite, {});
  });

  const post = (body: unknown) => suite.app.request(URL_, postJson(body));
  async function created(body: unknown): Promise<number> {
    const res = await call(suite.app, anyBody, URL_, postJson(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return orderCreatedSchema.parse(res.body).payload.order_id;
  }
  async function rejected(body: unknown, status: number): Promise<string> {
    const res = await post(body);
    const json = errorBodySchema.parse(await res.json());
    expect(res.status, json.data.message).toBe(status);
    return json.data.message;
  }
  /** One sweet potato fries for pickup at a slot, priced at the slot's start. */
  const slotOrder = (date: string, range: string, startsAt: string, payment?: 'card') =>
    payloadFor(suite, {
      lines: [{ item_id: 30, quantity: 1 }],
      date,
      range,
      instant: new Date(startsAt),
      payment,
    });
  const asapOrder = () => payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
  async function fullSlots(mode = 'pickup') {
    const res = await call(suite.app, fullSlotsResponseSchema, `${SLOTS}?mode=${mode}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.body.payload.full;
  }
  /** The full pickup slots of one day (each test fills its own day: the database is shared). */
  const fullOn = async (date: string) =>
    (await fullSlots()).filter((start) => start.startsWith(date));
  const orderRow = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('ASAP as the spec allows', () => {
    const variants: [string, (body: OrderPayloadInput) => void][] = [
      ['"asap"', () => {}],
      ['an empty range', (b) => void (b.customer.date!.delivery_time_range = '')],
      ['a blank range', (b) => void (b.customer.date!.delivery_time_range = '  ')],
      ['a null range', (b) => void (b.customer.date!.delivery_time_range = null)],
      [
        'a null range and date',
        (b) => void (b.customer.date = { delivery_date: null, delivery_time_range: null }),
      ],
      ['an absent range', (b) => void delete b.customer.date!.delivery_time_range],
      ['an absent date object', (b) => void delete b.customer.date],
      ['"asap" with a date', (b) => void (b.customer.date!.delivery_date = '2026-06-03')],
    ];

    it.each(variants)('%s is stored as asap, for now', async (_label, shape) => {
      const body = await asapOrder();
      shape(body);
      const order = await orderRow(await created(body));
      expect(order).toMatchObject({
        deliveryTimeRange: 'asap',
        deliveryDate: '',
        scheduledFor: NOW,
        createdAt: NOW,
      });
    });

    it.each(variants)('%s is refused like "asap" while every menu is closed', async (_l, shape) => {
      // 03:00 in Paris: nothing is open.
      suite.now = new Date('2026-06-01T01:00:00Z');
      const asap = await asapOrder();
      const expected = await rejected(asap, 422);
      expect(expected).toMatch(/pas disponibles à l’heure choisie/);
      const body = await asapOrder();
      shape(body);
      expect(await rejected(body, 422)).toBe(expected);
      expect(await countOrders(suite, body.local_id)).toBe(0);
    });

    it('never takes a place in a slot, whatever the capacity', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 1, max_orders_per_slot: 1 });
      await created(await asapOrder());
      await created(await asapOrder());
      expect(await fullOn('2026-06-01')).toEqual([]);
    });
  });

  describe('the booking horizon', () => {
    it('takes a slot on the last day of the horizon', async () => {
      // Sunday 2026-06-07 12:00 in Paris is 10:00 UTC.
      const id = await created(
        await slotOrder('2026-06-07', '12:00-12:15', '2026-06-07T10:00:00Z'),
      );
      expect((await orderRow(id)).scheduledFor).toEqual(new Date('2026-06-07T10:00:00Z'));
    });

    it.each([
      ['the day after the horizon', '2026-06-08', '2026-06-08T10:00:00Z'],
      ['2099', '2099-06-01', '2099-06-01T10:00:00Z'],
      ['yesterday', '2026-05-31', '2026-05-31T10:00:00Z'],
    ])('refuses %s, naming the horizon', async (_label, date, startsAt) => {
      const body = await slotOrder(date, '12:00-12:15', startsAt);
      expect(await rejected(body, 422)).toBe(HORIZON);
      expect(await countOrders(suite, body.local_id)).toBe(0);
    });

    it('names a shorter horizon', async () => {
      await setScheduling(suite, { horizon_days: 2 });
      const body = await slotOrder('2026-06-03', '12:00-12:15', '2026-06-03T10:00:00Z');
      expect(await rejected(body, 422)).toBe(
        'Les commandes se prennent pour les 2 prochains jours, aujourd’hui compris (jusqu’au mardi 2 juin) : choisissez une autre date.',
      );
      await setScheduling(suite, { horizon_days: 1 });
      expect(await rejected(body, 422)).toBe(
        'Les commandes se prennent pour aujourd’hui seulement : choisissez un créneau d’aujourd’hui.',
      );
    });
  });

  describe('slot capacity', () => {
    it('fills a slot with whole orders, then refuses it (409) and lists it as full', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 1, max_orders_per_slot: 1 });
      // Wednesday 2026-06-03 12:00 in Paris.
      const first = await slotOrder('2026-06-03', '12:00-12:15', '2026-06-03T10:00:00Z');
      const id = await created(first);
      expect(await orderRow(id)).toMatchObject({
        deliveryDate: '2026-06-03',
        deliveryTimeRange: '12:00-12:15',
        scheduledFor: new Date('2026-06-03T10:00:00Z'),
        createdAt: NOW,
      });
      // The capacity path writes the whole order, as the fast path does.
      const lines = await suite.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      expect(lines.map((l) => [l.itemId, l.quantity])).toEqual([[30, 1]]);
      const history = await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(history.map((h) => h.status)).toEqual(['pending']);
      const mails = await suite.db
        .select()
        .from(outbox)
        .where(eq(outbox.reference, `order:${id}:confirmation`));
      expect(mails).toHaveLength(1);

      const second = await slotOrder('2026-06-03', '12:00-12:15', '2026-06-03T10:00:00Z');
      expect(await rejected(second, 409)).toBe(SLOT_FULL);
      expect(await countOrders(suite, second.local_id)).toBe(0);
      expect(await fullOn('2026-06-03')).toEqual(['2026-06-03T10:00:00.000Z']);
      // Delivery's 12:00-12:30 starts at the same instant: another slot, still empty.
      expect(await fullSlots('delivery')).toEqual([]);
      // The next slot of the same day still takes orders.
      await created(await slotOrder('2026-06-03', '12:15-12:30', '2026-06-03T10:15:00Z'));
    });

    it('lists full slots from now to the end of the horizon only', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 1 });
      await created(await slotOrder('2026-06-05', '12:00-12:15', '2026-06-05T10:00:00Z'));
      expect(await fullSlots()).toContain('2026-06-05T10:00:00.000Z');
      // The horizon's last day (Sunday 7 June, the seventh from Monday 1 June) is listed.
      await created(await slotOrder('2026-06-07', '19:00-19:15', '2026-06-07T17:00:00Z'));
      expect(await fullSlots()).toContain('2026-06-07T17:00:00.000Z');
      // A horizon of 4 days ends on Thursday 2026-06-04 at midnight in Paris.
      await setScheduling(suite, { pickup_max_orders_per_slot: 1, horizon_days: 4 });
      expect(await fullSlots()).not.toContain('2026-06-05T10:00:00.000Z');
      // Once the slot has started, it is no longer listed.
      await setScheduling(suite, { pickup_max_orders_per_slot: 1 });
      suite.now = new Date('2026-06-05T10:00:00.001Z');
      expect(await fullSlots()).not.toContain('2026-06-05T10:00:00.000Z');
    });

    it('holds a place for an unpaid card order 30 minutes, for a paid one always', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 2 });
      // Today 13:00 in Paris (11:00 UTC), an hour ahead.
      const at = ['2026-06-01', '13:00-13:15', '2026-06-01T11:00:00Z'] as const;
      const card = await slotOrder(...at, 'card');
      const cardId = await created(card);
      await created(await slotOrder(...at));
      expect(await fullOn('2026-06-01')).toEqual(['2026-06-01T11:00:00.000Z']);
      const late = await slotOrder(...at);
      expect(await rejected(late, 409)).toBe(SLOT_FULL);

      // 29 minutes later the card order still holds its place; at 30, it no longer does.
      suite.now = new Date('2026-06-01T10:29:00Z');
      expect(await rejected(late, 409)).toBe(SLOT_FULL);
      suite.now = new Date('2026-06-01T10:30:00Z');
      expect(await fullOn('2026-06-01')).toEqual([]);

      // Paid (as the webhook would mark it), it counts again.
      await suite.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, cardId));
      expect(await fullOn('2026-06-01')).toEqual(['2026-06-01T11:00:00.000Z']);
      await suite.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, cardId));
      await created(late);
      expect(await fullOn('2026-06-01')).toEqual(['2026-06-01T11:00:00.000Z']);
    });

    it('answers a replay of a stored order with its id when the slot is now full', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 2 });
      const at = ['2026-06-04', '12:00-12:15', '2026-06-04T10:00:00Z'] as const;
      const first = await slotOrder(...at);
      const firstId = await created(first);
      await created(await slotOrder(...at));
      expect(await rejected(await slotOrder(...at), 409)).toBe(SLOT_FULL);

      expect(await created(first)).toBe(firstId);
      expect(await created({ ...first, payment_method: 'card' })).toBe(firstId);
      expect(await countOrders(suite, first.local_id)).toBe(1);
      // Another payload under the same local_id is told so, not that the slot is full.
      const other = { ...first, customer: { ...first.customer, first_name: 'Léa' } };
      expect(await rejected(other, 409)).toMatch(/déjà été enregistrée avec un autre contenu/);
    });

    it('gives the last 3 places to exactly 3 of 20 racing diners', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 5 });
      // Tuesday 2026-06-02 12:00 in Paris: 2 places taken, 3 left.
      const at = ['2026-06-02', '12:00-12:15', '2026-06-02T10:00:00Z'] as const;
      await created(await slotOrder(...at));
      await created(await slotOrder(...at));
      const body = await slotOrder(...at);
      const bodies = Array.from({ length: 20 }, () => ({ ...body, local_id: randomUUID() }));

      const answers = await Promise.all(bodies.map(post));

      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409)) {
        expect(errorBodySchema.parse(await res.json()).data.message).toBe(SLOT_FULL);
      }
      const stored = await suite.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.isPickup, true),
            eq(orders.scheduledFor, new Date('2026-06-02T10:00:00Z')),
            ne(orders.deliveryTimeRange, 'asap'),
          ),
        );
      expect(stored).toHaveLength(5);
      expect(await fullOn('2026-06-02')).toEqual(['2026-06-02T10:00:00.000Z']);
    });
  });

  describe('GET /checkout/slots', () => {
    it('answers no full slot when the mode has no capacity', async () => {
      await setScheduling(suite, { pickup_max_orders_per_slot: 1 });
      expect(await fullSlots('delivery')).toEqual([]);
      await setScheduling(suite, {});
      expect(await fullSlots('pickup')).toEqual([]);
    });

    it.each([
      ['an unknown mode', '?mode=takeaway'],
      ['no mode', ''],
    ])('refuses %s in French (422, not cached)', async (_label, query) => {
      const res = await call(suite.app, errorBodySchema, `${SLOTS}${query}`);
      expect(res.status).toBe(422);
      expect(res.body.data.message).toBe(
        'Requête invalide (mode) : mode « pickup » ou « delivery » attendu',
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });
});
