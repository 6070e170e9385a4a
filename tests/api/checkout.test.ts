import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  orderCreatedSchema,
  orderUpdatedSchema,
  paymentIntentResponseSchema,
  type OrderPayloadInput,
} from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import {
  orderItemOptions,
  orderItems,
  orderStatusHistory,
  orders,
  outbox,
} from '@/server/db/schema';
import { countOrders, FAR, findItem, payloadFor, requiredOptions } from './checkout-support';
import { unlimited } from './auth-support';
import { backends, call, postJson, useSuite } from './support';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

const URL_ = '/v2/public/checkout/';
const SECRET = 'sk_test_comptoir_fake';
const anyBody = z.unknown();

function put(body: unknown): RequestInit {
  return { ...postJson(body), method: 'PUT' };
}

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET });
});
afterAll(async () => {
  await stripe.close();
});

describe.each(backends)('checkout on $name', (backend) => {
  // Many orders from one in-process client on a frozen clock: the abuse limits (ADR 22) are
  // order-limits.test.ts's.
  const suite = useSuite(backend, () => ({
    env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: stripe.url },
    limits: unlimited,
  }));

  const post = (body: unknown) => suite.app.request(URL_, postJson(body));
  const mailsOf = (orderId: number) =>
    suite.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `order:${orderId}:confirmation`));
  async function rejected(body: unknown, status = 422): Promise<string> {
    const res = await post(body);
    const json = errorBodySchema.parse(await res.json());
    expect(res.status, json.data.message).toBe(status);
    return json.data.message;
  }
  /** POST's answer: the order's number and the key PUT asks for. */
  async function placed(body: OrderPayloadInput) {
    const res = await call(suite.app, anyBody, URL_, postJson(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return orderCreatedSchema.parse(res.body).payload;
  }
  const created = async (body: OrderPayloadInput) => (await placed(body)).order_id;

  describe('POST creates an order priced by the server', () => {
    it('stores a pickup order with hand-checked figures, lines, options and history', async () => {
      // Monday 12:00 in Paris. Sweet potato fries 3,90 € × 2 + fries (large, +1 €) 2,90 + 1 € = 11,70 €.
      const body = await payloadFor(suite, {
        lines: [
          { item_id: 30, quantity: 2, note: 'bien cuites' },
          { item_id: 25, quantity: 1, options: [{ group_id: 3, option_id: 302, quantity: 1 }] },
        ],
      });
      expect(body).toMatchObject({ subtotal: 11.7, discount: 0, delivery: 0, total: 11.7 });
      // VAT included at 10 %: 1170 × 10 / 110 = 106.36… → 1,06 €.
      expect(body.tax).toBe(1.06);
      const orderId = await created(body);
      const [order] = await suite.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({
        localId: body.local_id,
        status: 'pending',
        isPickup: true,
        paymentMethod: 'cash',
        subtotalCents: 1170,
        taxCents: 106,
        totalCents: 1170,
        deliveryTimeRange: 'asap',
        customer: { email: 'camille.durand@example.fr', location: null },
        freeItems: [],
        scheduledFor: expect.any(Date),
        createdAt: expect.any(Date),
      });
      const lines = await suite.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(lines.map((l) => [l.itemId, l.quantity, l.unitPriceCents, l.note])).toEqual([
        [30, 2, 390, 'bien cuites'],
        [25, 1, 290, ''],
      ]);
      const options = await suite.db
        .select()
        .from(orderItemOptions)
        .where(eq(orderItemOptions.orderItemId, lines[1].id));
      expect(options).toMatchObject([{ groupId: 3, optionId: 302, priceCents: 100, quantity: 1 }]);
      const history = await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId));
      expect(history.map((h) => h.status)).toEqual(['pending']);
      const mails = await mailsOf(orderId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: 'camille.durand@example.fr',
        subject: `Votre commande n° ${orderId} chez Poulet Grenette`,
      });
      expect(mails[0].text).toContain('2 × Frites de patate douce : 7,80 €');
      expect(mails[0].text).toContain('   Votre note : « bien cuites »');
      expect(mails[0].text).toContain('1 × Frites maison : 3,90 €\n    + Grande (+1,00 €)\n');
      expect(mails[0].text).toContain('Total TVA : 1,06 €\nTotal TTC : 11,70 €');
      expect(mails[0].text).toContain('Retrait au restaurant');
    });

    it('accepts a delivery to a near address with the fee of its distance', async () => {
      const body = await payloadFor(suite, {
        pickup: false,
        lines: [{ item_id: 30, quantity: 5 }],
        // 5 × (3,90 € + 0,50 € delivered) = 22,00 €; fee 1,50 € + 1,44 km × 0,50 € = 2,22 €;
        // 22,00 € + 2,22 € = 24,22 €, the fee taxed with the dishes: × 10/110 = 2,2018 → 2,20 €.
        figures: { subtotal: 22, discount: 0, delivery: 2.22, tax: 2.2, total: 24.22 },
      });
      expect(body.delivery).toBeGreaterThan(0);
      await created(body);
    });

    it('accepts a scheduled slot and a coupon, priced at that time', async () => {
      const body = await payloadFor(suite, {
        lines: [{ item_id: 30, quantity: 6 }],
        coupon: 'BIENVENUE5',
        date: '2026-06-01',
        range: '19:00-19:30',
        pickup: false,
        instant: new Date('2026-06-01T17:00:00Z'),
        // 6 × 4,40 € = 26,40 € (under 30 €: delivery is paid, 2,22 € as above); BIENVENUE5 −5 €;
        // 26,40 € − 5,00 € + 2,22 € = 23,62 €; VAT 23,62 € × 10/110 = 2,147… → 2,15 €.
        figures: { subtotal: 26.4, discount: 5, delivery: 2.22, tax: 2.15, total: 23.62 },
      });
      expect(body.discount).toBe(5);
      await created(body);
    });
  });

  describe('POST refuses, storing nothing', () => {
    const cases: [string, (b: OrderPayloadInput) => void, RegExp][] = [
      ['a tampered subtotal', (b) => void (b.subtotal = Number(b.subtotal) - 0.01), /sous-total/],
      ['a tampered discount', (b) => void (b.discount = 1), /remise/],
      ['a tampered tax', (b) => void (b.tax = Number(b.tax) + 0.01), /TVA/],
      ['a tampered total (one cent)', (b) => void (b.total = Number(b.total) - 0.01), /total/],
      ['an unknown item', (b) => void (b.items[0].item_id = 9999), /n° 9999 n’existe pas/],
      [
        'an unknown option',
        (b) => void (b.items[0].options = [{ group_id: 3, option_id: 999, quantity: 1 }]),
        /option inconnue/,
      ],
      [
        'a selection above the group max',
        (b) =>
          void (b.items[0].options = [
            { group_id: 3, option_id: 301, quantity: 1 },
            { group_id: 3, option_id: 302, quantity: 1 },
          ]),
        /trop de choix/,
      ],
      ['a required group left out', (b) => void (b.items[0].options = []), /pas assez de choix/],
      ['quantity 0', (b) => void (b.items[0].quantity = 0), /au moins 1/],
      ['quantity 10,000', (b) => void (b.items[0].quantity = 10_000), /50 exemplaires au plus/],
      ['quantity 51', (b) => void (b.items[0].quantity = 51), /50 exemplaires au plus/],
      ['a bad phone', (b) => void (b.customer.phone = '12345'), /téléphone français/],
      [
        'a status other than pending',
        (b) => void ((b as { status: string }).status = 'paid'),
        /pending/,
      ],
      [
        'a closed slot',
        (b) =>
          void (b.customer.date = {
            delivery_date: '2026-06-01',
            delivery_time_range: '03:00-03:30',
          }),
        /créneau du 2026-06-01 à 03:00-03:30/,
      ],
      [
        'a slot already past',
        (b) =>
          void (b.customer.date = {
            delivery_date: '2026-06-01',
            delivery_time_range: '11:30-11:45',
          }),
        /n’est pas \(ou plus\) proposé/,
      ],
      [
        'a slot without date',
        (b) => void (b.customer.date = { delivery_date: '', delivery_time_range: '19:00-19:30' }),
        /date du créneau/,
      ],
      ['an unknown coupon', (b) => void (b.coupon = 'NOPE'), /Code promo invalide/],
    ];
    it.each(cases)('%s', async (_label, tamper, reason) => {
      const body = await payloadFor(suite, {
        lines: [
          { item_id: 25, quantity: 2, options: [{ group_id: 3, option_id: 301, quantity: 1 }] },
        ],
      });
      tamper(body);
      expect(await rejected(body)).toMatch(reason);
      expect(await countOrders(suite, body.local_id)).toBe(0);
    });

    it('an item the kitchen ran out of', async () => {
      const body = await payloadFor(suite, { lines: [{ item_id: 44, quantity: 1 }] });
      expect(await rejected(body)).toMatch(/pas disponibles à l’heure choisie : Churros/);
      expect(await countOrders(suite, body.local_id)).toBe(0);
    });

    it('an item whose menu is closed at the chosen slot', async () => {
      const midi = await findItem(suite, 45);
      const instant = new Date('2026-06-01T17:00:00Z');
      const body = await payloadFor(suite, {
        lines: [
          { item_id: 30, quantity: 1 },
          { item_id: 45, quantity: 1, options: requiredOptions(midi) },
        ],
        date: '2026-06-01',
        range: '19:15',
        instant,
      });
      body.customer.date!.delivery_time_range = '19:15-19:30';
      expect(await rejected(body)).toMatch(new RegExp(`disponibles.*${midi.item_name}`));
    });

    it('asap while every menu is closed', async () => {
      const saved = suite.now;
      suite.now = new Date('2026-06-01T01:00:00Z');
      try {
        const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
        expect(await rejected(body)).toMatch(/pas disponibles/);
      } finally {
        suite.now = saved;
      }
    });

    it('a delivery too far away', async () => {
      const body = await payloadFor(suite, {
        pickup: false,
        address: FAR,
        lines: [{ item_id: 30, quantity: 5 }],
      });
      expect(await rejected(body)).toMatch(/trop éloignée/);
      expect(await countOrders(suite, body.local_id)).toBe(0);
    });

    it('a delivery address the geocoder does not know', async () => {
      const body = await payloadFor(suite, {
        pickup: false,
        lines: [{ item_id: 30, quantity: 5 }],
      });
      body.customer.location = {
        address: '999 Rue Imaginaire',
        city: 'Nulle-Part',
        postal_code: '99999',
        lat: 45.19,
        lng: 5.72,
      };
      expect(await rejected(body)).toMatch(/Adresse de livraison introuvable/);
    });

    it('a delivery without an address', async () => {
      const body = await payloadFor(suite, {
        pickup: false,
        lines: [{ item_id: 30, quantity: 5 }],
      });
      body.customer.location = { address: '', city: '', postal_code: '' };
      expect(await rejected(body)).toMatch(/obligatoire pour une livraison/);
    });

    it('malformed JSON is a 400', async () => {
      expect(await rejected('{"local_id":', 400)).toMatch(/JSON valide/);
    });
  });

  describe('local_id is an idempotency key', () => {
    it('a sequential replay answers the same order id, one row', async () => {
      const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
      const first = await created(body);
      expect(await created(body)).toBe(first);
      expect(
        await created({
          ...body,
          transaction_id: { client_secret: 'x', customer_id: null, payment_intent_id: null },
        }),
      ).toBe(first);
      expect(await countOrders(suite, body.local_id)).toBe(1);
    });

    it('50 concurrent identical requests store one order', async () => {
      const body = await payloadFor(suite, { lines: [{ item_id: 31, quantity: 3 }] });
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(body)));
      const ids = await Promise.all(
        answers.map(async (res) => {
          expect(res.status).toBe(200);
          return orderCreatedSchema.parse(await res.json()).payload.order_id;
        }),
      );
      expect(new Set(ids).size).toBe(1);
      expect(await countOrders(suite, body.local_id)).toBe(1);
      const history = await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, ids[0]));
      expect(history).toHaveLength(1);
      expect(await mailsOf(ids[0])).toHaveLength(1);
      const lines = await suite.db.select().from(orderItems).where(eq(orderItems.orderId, ids[0]));
      expect(lines).toHaveLength(1);
    });

    it('another payload under the same local_id is a 409', async () => {
      const body = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
      await created(body);
      const other = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 2 }] });
      expect(await rejected({ ...other, local_id: body.local_id }, 409)).toMatch(/autre contenu/);
      expect(await countOrders(suite, body.local_id)).toBe(1);
    });
  });

  describe('card provider calls', () => {
    const INTENT_URL = '/v2/public/checkout/stripe-payment-intent';

    it('binds the intent to the server total of the order, then pays that order', async () => {
      const order = await payloadFor(suite, {
        payment: 'card',
        lines: [{ item_id: 30, quantity: 4 }],
        // 4 × 3,90 € = 15,60 €; VAT 15,60 € × 10/110 = 1,418… → 1,42 €.
        figures: { subtotal: 15.6, discount: 0, delivery: 0, tax: 1.42, total: 15.6 },
      });
      const res = await call(
        suite.app,
        anyBody,
        INTENT_URL,
        postJson({ customer_id: 'cus_test_1', amount: order.total, order }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const intent = paymentIntentResponseSchema.parse(res.body).payload;
      expect(intent.amount).toBe(order.total);
      const stored = stripe.intents.get(intent.id)!;
      expect(stored).toMatchObject({
        amount: Math.round(Number(order.total) * 100),
        metadata: { local_id: order.local_id },
      });

      // A refresh with the same intent id updates its amount when the cart changed.
      const bigger = await payloadFor(suite, {
        payment: 'card',
        lines: [{ item_id: 30, quantity: 5 }],
        // 5 × 3,90 € = 19,50 €; VAT 19,50 € × 10/110 = 1,772… → 1,77 €.
        figures: { subtotal: 19.5, discount: 0, delivery: 0, tax: 1.77, total: 19.5 },
      });
      bigger.local_id = order.local_id;
      const again = await call(
        suite.app,
        paymentIntentResponseSchema,
        INTENT_URL,
        postJson({ amount: bigger.total, payment_intent_id: intent.id, order: bigger }),
      );
      expect(again.body.payload.id).toBe(intent.id);
      expect(stripe.intents.get(intent.id)!.amount).toBe(Math.round(Number(bigger.total) * 100));

      const { order_id, order_key } = await placed({
        ...bigger,
        transaction_id: {
          client_secret: intent.client_secret,
          customer_id: 'cus_test_1',
          payment_intent_id: intent.id,
        },
      });
      const update = {
        order_id,
        order_key,
        transaction_id: {
          client_secret: intent.client_secret,
          customer_id: null,
          payment_intent_id: intent.id,
        },
        status: 'paid',
      };
      expect((await suite.app.request(URL_, put(update))).status).toBe(409); // not paid yet
      stripe.intents.get(intent.id)!.status = 'succeeded';
      const paid = await call(suite.app, orderUpdatedSchema, URL_, put(update));
      expect(paid.body.payload.status).toBe('paid');
    });

    it('refuses an amount other than the server total, creating no intent', async () => {
      const order = await payloadFor(suite, {
        payment: 'card',
        lines: [{ item_id: 30, quantity: 4 }],
      });
      const before = stripe.intents.size;
      const res = await call(
        suite.app,
        errorBodySchema,
        INTENT_URL,
        postJson({ amount: Number(order.total) - 0.01, order }),
      );
      expect(res.status).toBe(422);
      expect(res.body.data.message).toMatch(/montant à payer/);
      const tampered = { ...order, subtotal: 1, total: 1 };
      const res2 = await call(
        suite.app,
        errorBodySchema,
        INTENT_URL,
        postJson({ amount: 1, order: tampered }),
      );
      expect(res2.status).toBe(422);
      expect(stripe.intents.size).toBe(before);
    });
  });

  describe('PUT finalises', () => {
    /** The stored order and the key POST answered for it. */
    async function order(payment: 'cash' | 'card') {
      const body = await payloadFor(suite, { payment, lines: [{ item_id: 30, quantity: 3 }] });
      const { order_id, order_key } = await placed(body);
      const [row] = await suite.db.select().from(orders).where(eq(orders.id, order_id));
      return { ...row, key: order_key };
    }
    const statusOf = async (id: number) =>
      (await suite.db.select().from(orders).where(eq(orders.id, id)))[0].status;
    const tx = (payment_intent_id: string | null) => ({
      client_secret: null,
      customer_id: null,
      payment_intent_id,
    });

    it('keeps a cash order pending, idempotently', async () => {
      const row = await order('cash');
      for (let i = 0; i < 2; i++) {
        const res = await call(
          suite.app,
          orderUpdatedSchema,
          URL_,
          put({
            order_id: row.id,
            order_key: row.key,
            transaction_id: tx(null),
            status: 'pending',
          }),
        );
        expect(res.body.payload).toEqual({ order_id: row.id, status: 'pending' });
      }
      expect(await statusOf(row.id)).toBe('pending');
    });

    it('refuses paid without an intent, with one not succeeded, unknown or of another amount', async () => {
      const row = await order('card');
      expect(await mailsOf(row.id)).toHaveLength(0); // a card order is confirmed once paid
      const failing = stripe.add(row.totalCents, 'requires_payment_method', row.localId);
      const wrongAmount = stripe.add(row.totalCents - 1, 'succeeded', row.localId);
      const otherOrder = stripe.add(row.totalCents, 'succeeded', randomUUID());
      const attempts: [string | null, number, RegExp][] = [
        [null, 422, /Aucun paiement/],
        [failing.id, 409, /pas confirmé/],
        ['pi_unknown', 422, /introuvable/],
        [wrongAmount.id, 422, /montant payé/],
        [otherOrder.id, 422, /pour une autre commande/],
      ];
      for (const [id, status, reason] of attempts) {
        const res = await call(
          suite.app,
          errorBodySchema,
          URL_,
          put({ order_id: row.id, order_key: row.key, transaction_id: tx(id), status: 'paid' }),
        );
        expect(res.status).toBe(status);
        expect(res.body.data.message).toMatch(reason);
      }
      expect(await statusOf(row.id)).toBe('pending');
      expect(stripe.requests.every((r) => r.auth === `Bearer ${SECRET}`)).toBe(true);
    });

    it('accepts paid once the provider confirms the intent, idempotently; the intent pays one order', async () => {
      const row = await order('card');
      const intent = stripe.add(row.totalCents, 'succeeded', row.localId);
      const update = {
        order_id: row.id,
        order_key: row.key,
        transaction_id: { ...tx(intent.id), client_secret: intent.client_secret },
        status: 'paid',
      };
      for (let i = 0; i < 2; i++) {
        const res = await call(suite.app, anyBody, URL_, put(update));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(orderUpdatedSchema.parse(res.body).payload.status).toBe('paid');
      }
      expect(await statusOf(row.id)).toBe('paid');
      const [mail] = await mailsOf(row.id);
      expect(mail.text).toContain('Paiement : par carte, reçu.');
      expect(await mailsOf(row.id)).toHaveLength(1);
      const history = await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id));
      expect(history.map((h) => h.status)).toEqual(['pending', 'paid']);
      // Back to pending is refused; the same intent cannot pay a second order of the same total.
      const back = await call(
        suite.app,
        errorBodySchema,
        URL_,
        put({ ...update, status: 'pending' }),
      );
      expect(back.status).toBe(409);
      const second = await order('card');
      const reuse = await call(
        suite.app,
        errorBodySchema,
        URL_,
        put({ ...update, order_id: second.id, order_key: second.key }),
      );
      expect(reuse.status).toBe(422);
      expect(reuse.body.data.message).toMatch(/autre commande/);
      expect(await statusOf(second.id)).toBe('pending');
    });

    it('10 concurrent PUT paid mark the order paid once', async () => {
      const row = await order('card');
      const intent = stripe.add(row.totalCents, 'succeeded', row.localId);
      const update = {
        order_id: row.id,
        order_key: row.key,
        transaction_id: tx(intent.id),
        status: 'paid',
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => suite.app.request(URL_, put(update))),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      const history = await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, row.id));
      expect(history.map((h) => h.status)).toEqual(['pending', 'paid']);
      expect(await mailsOf(row.id)).toHaveLength(1);
    });

    it('answers 404 for an unknown order and 502 when the provider is down', async () => {
      const missing = await call(
        suite.app,
        errorBodySchema,
        URL_,
        put({ order_id: 999_999, status: 'pending' }),
      );
      expect(missing.status).toBe(404);
      const row = await order('card');
      // The same database behind an API whose Stripe answers nowhere.
      const unreachable = createApp(suite.db, {
        now: () => suite.now,
        mailLog: null,
        env: { STRIPE_SECRET_KEY: SECRET, STRIPE_API_BASE: 'http://127.0.0.1:1' },
      });
      const res = await call(
        unreachable,
        errorBodySchema,
        URL_,
        put({ order_id: row.id, order_key: row.key, transaction_id: tx('pi_x'), status: 'paid' }),
      );
      expect(res.status).toBe(502);
      expect(await statusOf(row.id)).toBe('pending');
    });
  });
});
