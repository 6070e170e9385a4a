/**
 * Card payments end to end on the API side: the `stripe` SDK against the local fake Stripe
 * server, a card confirmed the way Stripe.js does it (declined, then accepted), the signed
 * `payment_intent.succeeded` webhook, and a diner whose card failed switching to cash.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  orderCreatedSchema,
  orderUpdatedSchema,
  paymentIntentResponseSchema,
  type OrderPayloadInput,
} from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import { orderStatusHistory, orders, outbox } from '@/server/db/schema';
import { DECLINED_CARD, SUCCEEDING_CARD } from '../support/fake-stripe';
import { payloadFor } from './checkout-support';
import { backends, call, postJson, useSuite } from './support';
import { useWebhookStripe, WEBHOOK_URL } from './stripe-webhook-support';

const URL_ = '/v2/public/checkout/';
const SECRET = 'sk_test_comptoir_payments';
const PUBLISHABLE = 'pk_test_comptoir_payments';
const WEBHOOK_SECRET = 'whsec_comptoir_test';
const signer = new Stripe('sk_test_signer', { telemetry: false });

const put = (body: unknown): RequestInit => ({ ...postJson(body), method: 'PUT' });

describe.each(backends)('card payments on $name', (backend) => {
  const fake = useWebhookStripe(() => suite.app, {
    secretKey: SECRET,
    publishableKey: PUBLISHABLE,
    webhookSecret: WEBHOOK_SECRET,
  });
  const suite = useSuite(backend, () => ({ env: fake.env() }));

  const orderRow = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];
  const historyOf = async (id: number) =>
    (
      await suite.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
    ).map((h) => h.status);
  const mailsOf = (id: number) =>
    suite.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `order:${id}:confirmation`));

  /** POST's answer: the order's number and the key PUT asks for. */
  async function create(body: OrderPayloadInput): Promise<{ id: number; key: string }> {
    const res = await call(suite.app, z.unknown(), URL_, postJson(body));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order_id, order_key } = orderCreatedSchema.parse(res.body).payload;
    return { id: order_id, key: order_key };
  }

  /** A card order as the storefront makes it: customer, intent for the order, then the order. */
  async function cardOrder() {
    const order = await payloadFor(suite, {
      payment: 'card',
      lines: [{ item_id: 30, quantity: 2 }],
    });
    const intentRes = await call(
      suite.app,
      paymentIntentResponseSchema,
      '/v2/public/checkout/stripe-payment-intent',
      postJson({ amount: Number(order.total), order }),
    );
    expect(intentRes.status).toBe(200);
    const intent = intentRes.body.payload;
    const transaction = {
      client_secret: intent.client_secret,
      customer_id: null,
      payment_intent_id: intent.id,
    };
    const body = { ...order, transaction_id: transaction };
    const { id, key } = await create(body);
    return { id, key, body, intent, transaction };
  }

  /** What Stripe.js does in the browser: the publishable key, the client secret, a card. */
  async function confirmInBrowser(intentId: string, clientSecret: string, card: string) {
    const form = new URLSearchParams({
      key: PUBLISHABLE,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
    });
    const res = await fetch(`${fake.stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      body: form,
    });
    await fake.stripe.settled();
    return res.status;
  }

  function signed(event: unknown, secret = WEBHOOK_SECRET): RequestInit {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    };
  }

  const succeededEvent = (intent: Record<string, unknown>) => ({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { object: 'payment_intent', currency: 'eur', ...intent } },
  });

  describe('when the provider will not make the customer', () => {
    const intentOf = async (email: string) => {
      const order = await payloadFor(suite, {
        payment: 'card',
        lines: [{ item_id: 30, quantity: 2 }],
      });
      order.customer.email = email;
      return suite.app.request(
        '/v2/public/checkout/stripe-payment-intent',
        postJson({ amount: Number(order.total), order }),
      );
    };
    afterEach(() => {
      fake.stripe.refuseCustomers(null);
      vi.restoreAllMocks();
    });

    it('makes the intent without a customer on a refusal, logging its class and code only', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fake.stripe.refuseCustomers(400);
      const res = await intentOf('refuse.par.stripe@example.fr');
      expect(res.status).toBe(200);
      const { id, amount } = paymentIntentResponseSchema.parse(await res.json()).payload;
      expect(amount).toBe(7.8); // 2 sweet potato fries at 3,90 €
      expect(fake.stripe.intents.get(id)).toMatchObject({ amount: 780, customer: null });
      const logged = warn.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logged).toContain('StripeInvalidRequestError email_invalid HTTP 400');
      expect(logged).not.toContain('refuse.par.stripe');
    });

    it('answers 502 when the provider is down, and makes no intent', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fake.stripe.refuseCustomers(500);
      const before = fake.stripe.intents.size;
      const res = await intentOf('panne@example.fr');
      expect(res.status).toBe(502);
      expect(fake.stripe.intents.size).toBe(before);
    });
  });

  it('a declined card leaves the order pending; the retry pays it once, by PUT and webhook', async () => {
    const { id, key, body, intent, transaction } = await cardOrder();
    expect(await mailsOf(id)).toHaveLength(0);

    expect(await confirmInBrowser(intent.id, intent.client_secret, DECLINED_CARD)).toBe(402);
    const refused = await call(
      suite.app,
      errorBodySchema,
      URL_,
      put({ order_id: id, order_key: key, transaction_id: transaction, status: 'paid' }),
    );
    expect(refused.status).toBe(409);
    expect((await orderRow(id)).status).toBe('pending');

    // The retry replays the same order (same local_id and key), then the card goes through.
    expect(await create(body)).toEqual({ id, key });
    expect(await confirmInBrowser(intent.id, intent.client_secret, SUCCEEDING_CARD)).toBe(200);
    expect(fake.stripe.deliveries.map((d) => [d.type, d.status])).toContainEqual([
      'payment_intent.amount_capturable_updated',
      200,
    ]);
    // The webhook alone has paid it (the card authorised, nothing taken yet: docs/adr/0046);
    // the browser's PUT then agrees.
    expect(await orderRow(id)).toMatchObject({ status: 'paid', paymentState: 'authorised' });
    expect(fake.stripe.stateOf(intent.id)).toBe('authorised');
    const res = await call(
      suite.app,
      orderUpdatedSchema,
      URL_,
      put({ order_id: id, order_key: key, transaction_id: transaction, status: 'paid' }),
    );
    expect(res.body.payload.status).toBe('paid');
    expect(await historyOf(id)).toEqual(['pending', 'paid']);
    expect(await mailsOf(id)).toHaveLength(1);
    expect(fake.stripe.intents.get(intent.id)!.amount).toBe(Math.round(Number(body.total) * 100));
  });

  it('a card order whose payment failed is retried in cash: the same order, confirmed in cash', async () => {
    const { id, key, body, intent } = await cardOrder();
    expect(await confirmInBrowser(intent.id, intent.client_secret, DECLINED_CARD)).toBe(402);
    const cash = { ...body, payment_method: 'cash' as const, transaction_id: undefined };
    expect(await create(cash)).toEqual({ id, key });
    const res = await call(
      suite.app,
      orderUpdatedSchema,
      URL_,
      put({ order_id: id, order_key: key, status: 'pending' }),
    );
    expect(res.body.payload.status).toBe('pending');
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: 'pending', paymentMethod: 'cash' });
    expect(await historyOf(id)).toEqual(['pending', 'pending']);
    const [mail] = await mailsOf(id);
    expect(mail.text).toContain('Paiement : à régler au retrait.');
  });

  it('a succeeded intent made for a cash order pays it by card (the money was taken)', async () => {
    const cash = await payloadFor(suite, {
      payment: 'cash',
      lines: [{ item_id: 30, quantity: 1 }],
    });
    const { id, key } = await create(cash);
    const row = await orderRow(id);
    const intent = fake.stripe.add(row.totalCents, 'succeeded', row.localId);
    const res = await call(
      suite.app,
      orderUpdatedSchema,
      URL_,
      put({
        order_id: id,
        order_key: key,
        transaction_id: { client_secret: null, customer_id: null, payment_intent_id: intent.id },
        status: 'paid',
      }),
    );
    expect(res.body.payload.status).toBe('paid');
    expect(await orderRow(id)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
  });

  describe('the webhook', () => {
    it('pays the order its signed event names, once, whatever the replays', async () => {
      const { id } = await cardOrder();
      const row = await orderRow(id);
      const event = succeededEvent({
        id: 'pi_webhook_1',
        amount: row.totalCents,
        status: 'succeeded',
        metadata: { local_id: row.localId },
      });
      for (const outcome of ['paid', 'already-paid']) {
        const res = await suite.app.request(WEBHOOK_URL, signed(event));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ received: true, outcome });
      }
      expect(await orderRow(id)).toMatchObject({ status: 'paid', paymentIntentId: 'pi_webhook_1' });
      expect(await mailsOf(id)).toHaveLength(1);
    });

    it('acknowledges and ignores an event that does not fit its order', async () => {
      const { id } = await cardOrder();
      const row = await orderRow(id);
      const events = [
        succeededEvent({
          id: 'pi_w2',
          amount: row.totalCents - 1,
          status: 'succeeded',
          metadata: { local_id: row.localId },
        }),
        succeededEvent({
          id: 'pi_w3',
          amount: row.totalCents,
          status: 'succeeded',
          metadata: { local_id: 'nobody' },
        }),
        succeededEvent({ id: 'pi_w4', amount: row.totalCents, status: 'succeeded', metadata: {} }),
        {
          ...succeededEvent({
            id: 'pi_w5',
            amount: row.totalCents,
            metadata: { local_id: row.localId },
          }),
          type: 'payment_intent.payment_failed',
        },
      ];
      for (const event of events) {
        const res = await suite.app.request(WEBHOOK_URL, signed(event));
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
      }
      expect((await orderRow(id)).status).toBe('pending');
    });

    it('refuses a bad signature, a missing one and a missing endpoint secret, in French', async () => {
      const { id } = await cardOrder();
      const row = await orderRow(id);
      const event = succeededEvent({
        id: 'pi_w6',
        amount: row.totalCents,
        status: 'succeeded',
        metadata: { local_id: row.localId },
      });
      const forged = await call(
        suite.app,
        errorBodySchema,
        WEBHOOK_URL,
        signed(event, 'whsec_other'),
      );
      expect(forged.status).toBe(400);
      expect(forged.body.data.message).toBe('Signature du webhook invalide.');
      const unsigned = await suite.app.request(WEBHOOK_URL, postJson(event));
      expect(unsigned.status).toBe(400);
      // An API without STRIPE_WEBHOOK_SECRET cannot check a signature: it takes no event.
      const noSecret = createApp(suite.db, {
        mailLog: null,
        env: { ...fake.env(), STRIPE_WEBHOOK_SECRET: undefined },
      });
      expect((await noSecret.request(WEBHOOK_URL, signed(event))).status).toBe(400);
      expect((await orderRow(id)).status).toBe('pending');
    });
  });
});
