/**
 * A card is charged only for an accepted order (docs/adr/0046), against the fake Stripe server:
 * authorised at checkout, the order reaches the kitchen then; accept captures once whatever is
 * replayed (the move, the webhook, two tablets), refuse and the timeout release, a cancel after
 * acceptance refunds; a capture Stripe refuses or cannot answer leaves the order waiting.
 */
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCreatedSchema, paymentIntentResponseSchema } from '@/lib/api/checkout';
import { TIMEOUT_REASON } from '@/lib/domain/order-life';
import { orders, orderStatusHistory, outbox } from '@/server/db/schema';
import { paymentsFromEnv } from '@/server/services/payments';
import { CARD_MESSAGES } from '@/server/services/staff/card-effects';
import { refuseOverdueOrders } from '@/server/services/staff/orders';
import { SUCCEEDING_CARD } from '../support/fake-stripe';
import { payloadFor } from './checkout-support';
import { unlimited } from './auth-support';
import { backends, postJson, useSuite } from './support';
import { useWebhookStripe, WEBHOOK_URL } from './stripe-webhook-support';
import { move, signedInStaff, staffCall } from './staff-support';

const SECRET = 'sk_test_comptoir_capture';
const PUBLISHABLE = 'pk_test_comptoir_capture';
const WEBHOOK_SECRET = 'whsec_comptoir_capture';
const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(backends)('card capture by the kitchen on $name', (backend) => {
  const fake = useWebhookStripe(() => suite.app, {
    secretKey: SECRET,
    publishableKey: PUBLISHABLE,
    webhookSecret: WEBHOOK_SECRET,
  });
  const suite = useSuite(backend, () => ({ env: fake.env(), limits: unlimited }));
  afterEach(() => {
    suite.now = NOW;
    fake.stripe.outage(null);
    vi.restoreAllMocks();
  });

  const row = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];
  const history = async (id: number) =>
    (
      await suite.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(orderStatusHistory.id)
    ).map((h) => h.status);
  const moveMails = (id: number) =>
    suite.db
      .select()
      .from(outbox)
      .where(like(outbox.reference, `order:${id}:move:%`))
      .orderBy(outbox.id);
  const effectsOf = (intentId: string) =>
    fake.stripe.effects.filter((e) => e.intentId === intentId).map((e) => e.kind);

  /** A card order placed at NOW with its intent, not yet confirmed; `put` finalises it. */
  async function cardOrder(quantity = 2) {
    const order = await payloadFor(suite, {
      payment: 'card',
      lines: [{ item_id: 30, quantity }],
    });
    const intentRes = await suite.app.request(
      '/v2/public/checkout/stripe-payment-intent',
      postJson({ amount: Number(order.total), order }),
    );
    const intent = paymentIntentResponseSchema.parse(await intentRes.json()).payload;
    const transaction = {
      client_secret: intent.client_secret,
      customer_id: null,
      payment_intent_id: intent.id,
    };
    const res = await suite.app.request(
      '/v2/public/checkout/',
      postJson({ ...order, transaction_id: transaction }),
    );
    const { order_id: id, order_key: key } = orderCreatedSchema.parse(await res.json()).payload;
    const put = (status: 'pending' | 'paid') =>
      suite.app.request('/v2/public/checkout/', {
        ...postJson({ order_id: id, order_key: key, status, transaction_id: transaction }),
        method: 'PUT',
      });
    return { id, intent, put };
  }

  /** The card confirmed in the browser, and every webhook it caused answered. */
  async function confirmCard(intent: { id: string; client_secret: string }) {
    const confirmed = await fetch(`${fake.stripe.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      body: new URLSearchParams({
        key: PUBLISHABLE,
        client_secret: intent.client_secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': SUCCEEDING_CARD,
      }),
    });
    expect(confirmed.status).toBe(200);
    await fake.stripe.settled();
  }

  /** A card order placed at NOW, its card authorised `after` minutes later in the browser. */
  async function authorisedOrder(after = 0) {
    const { id, intent } = await cardOrder();
    suite.now = minutes(after);
    await confirmCard(intent);
    return { id, intentId: intent.id };
  }

  it('releases a card confirmed after the kitchen took the order as cash, and never marks it paid', async () => {
    const token = await signedInStaff(suite);
    const { id, intent, put } = await cardOrder();
    // The diner switches to cash; the kitchen accepts the order as cash.
    expect((await put('pending')).status).toBe(200);
    expect((await move(suite, token, id, 'accept', { ready_in_minutes: 15 })).status).toBe(200);
    // Then the card is confirmed after all: its webhook finds the order taken, and releases it.
    await confirmCard(intent);
    expect(effectsOf(intent.id)).toEqual(['cancel']);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash',
      paymentState: 'none',
      kitchenState: 'accepted',
    });
    // The browser's late PUT finds the card released: refused, nothing taken.
    expect((await put('paid')).status).toBe(409);
    expect(effectsOf(intent.id)).toEqual(['cancel']);
  });

  it('releases a card whose late confirmation reaches PUT before its webhook', async () => {
    const token = await signedInStaff(suite);
    const { id, intent, put } = await cardOrder(1);
    expect((await put('pending')).status).toBe(200);
    expect((await move(suite, token, id, 'accept', { ready_in_minutes: 15 })).status).toBe(200);
    // The webhook is lost on the way (Stripe would retry it later).
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes(WEBHOOK_URL)
        ? Promise.reject(new Error('webhook hors ligne'))
        : realFetch(input, init),
    );
    await confirmCard(intent);
    expect(effectsOf(intent.id)).toEqual([]);
    const late = await put('paid');
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      status: 'error',
      data: {
        message:
          'Le restaurant a déjà pris en charge cette commande, à régler sur place : votre carte n’a pas été débitée.',
      },
    });
    expect(effectsOf(intent.id)).toEqual(['cancel']);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash',
      paymentState: 'none',
    });
  });

  it('reaches the kitchen once authorised, its deadline counted from then, nothing taken', async () => {
    const token = await signedInStaff(suite);
    const { id, intentId } = await authorisedOrder(3);
    expect(fake.stripe.intents.get(intentId)).toMatchObject({
      capture_method: 'manual',
      amount: 780,
    });
    expect(fake.stripe.deliveries.filter((d) => d.intentId === intentId)).toEqual([
      { type: 'payment_intent.amount_capturable_updated', intentId, status: 200 },
    ]);
    expect(await row(id)).toMatchObject({
      status: 'paid',
      kitchenState: 'received',
      paymentState: 'authorised',
      authorisedAt: minutes(3),
    });
    // The webhook replayed changes nothing: one history row, one confirmation.
    fake.stripe.replay('payment_intent.amount_capturable_updated', intentId);
    await fake.stripe.settled();
    expect(await history(id)).toEqual(['pending', 'paid']);
    const day = await staffCall(suite, '/orders', { token });
    const listed = (day.body as { orders: Record<string, unknown>[] }).orders.find(
      (o) => o.id === id,
    );
    expect(listed).toMatchObject({
      accept_before: minutes(11).toISOString(),
      payment: { method: 'card', state: 'authorised' },
    });
    expect(fake.stripe.stateOf(intentId)).toBe('authorised');
    expect(effectsOf(intentId)).toEqual([]);
    const [confirmation] = await suite.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, `order:${id}:confirmation`));
    expect(confirmation.text).toContain(
      '\nPaiement : par carte, autorisé : débité quand le restaurant accepte la commande.\nRéservé sur la carte : 7,80 €\n',
    );
  });

  it('captures on accept once, whatever is replayed', async () => {
    const token = await signedInStaff(suite);
    const { id, intentId } = await authorisedOrder();
    const accepted = await move(suite, token, id, 'accept', { ready_in_minutes: 20 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      order: { payment: { method: 'card', state: 'captured' } },
    });
    expect(fake.stripe.effects.filter((e) => e.intentId === intentId)).toEqual([
      { kind: 'capture', intentId, idempotencyKey: `comptoir-${intentId}-order-${id}-capture` },
    ]);
    const again = await move(suite, token, id, 'accept', { ready_in_minutes: 20 });
    expect(again).toMatchObject({
      status: 409,
      body: { data: { message: 'Cette commande a déjà été acceptée.' } },
    });
    fake.stripe.replay('payment_intent.amount_capturable_updated', intentId);
    fake.stripe.replay('payment_intent.succeeded', intentId);
    await fake.stripe.settled();
    expect(await row(id)).toMatchObject({ kitchenState: 'accepted', paymentState: 'captured' });
    expect(await history(id)).toEqual(['pending', 'paid', 'accepted']);
    expect(fake.stripe.stateOf(intentId)).toBe('captured');
    expect(effectsOf(intentId)).toEqual(['capture']);
  });

  it('of two tablets accepting together, one wins and Stripe captures once', async () => {
    const first = await signedInStaff(suite, 'tablette1@exemple.fr', 'mot de passe tablette 1');
    const second = await signedInStaff(suite, 'tablette2@exemple.fr', 'mot de passe tablette 2');
    const { id, intentId } = await authorisedOrder();
    const replies = await Promise.all([
      move(suite, first, id, 'accept', { ready_in_minutes: 10 }),
      move(suite, second, id, 'accept', { ready_in_minutes: 20 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(effectsOf(intentId)).toEqual(['capture']);
    expect(await row(id)).toMatchObject({ kitchenState: 'accepted', paymentState: 'captured' });
    expect(await moveMails(id)).toHaveLength(1);
  });

  it('releases the card on refuse, and the mail says nothing was taken', async () => {
    const token = await signedInStaff(suite);
    const { id, intentId } = await authorisedOrder();
    expect((await move(suite, token, id, 'refuse', { reason: 'Four en panne' })).status).toBe(200);
    expect(await row(id)).toMatchObject({ kitchenState: 'refused', paymentState: 'released' });
    expect(fake.stripe.stateOf(intentId)).toBe('cancelled');
    expect((await move(suite, token, id, 'accept', { ready_in_minutes: 10 })).status).toBe(409);
    expect(effectsOf(intentId)).toEqual(['cancel']);
    const [mail] = await moveMails(id);
    expect(mail.text).toContain(`Votre commande n° ${id} est refusée.`);
    expect(mail.text).toContain(
      'Vous n’avez pas été débité : le montant réservé sur votre carte est libéré.',
    );
  });

  it('releases the card of an order nobody accepted, once the clock passes its deadline', async () => {
    const { id, intentId } = await authorisedOrder(2);
    const provider = paymentsFromEnv(fake.env()).provider;
    await refuseOverdueOrders(suite.db, minutes(9), provider);
    expect(await row(id)).toMatchObject({ kitchenState: 'received', paymentState: 'authorised' });
    await refuseOverdueOrders(suite.db, minutes(10), provider);
    await refuseOverdueOrders(suite.db, minutes(11), provider);
    expect(await row(id)).toMatchObject({
      kitchenState: 'refused',
      paymentState: 'released',
      kitchenReason: TIMEOUT_REASON,
    });
    expect(effectsOf(intentId)).toEqual(['cancel']);
    expect(fake.stripe.stateOf(intentId)).toBe('cancelled');
  });

  it('refunds, well past the deadline, a capture no accept recorded (a crash in between)', async () => {
    const { id, intentId } = await authorisedOrder();
    // The capture Stripe took for an accept whose database write never happened.
    const taken = await fetch(`${fake.stripe.url}/v1/payment_intents/${intentId}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(taken.status).toBe(200);
    const provider = paymentsFromEnv(fake.env()).provider;
    await refuseOverdueOrders(suite.db, minutes(8), provider);
    await refuseOverdueOrders(suite.db, minutes(12), provider);
    expect(await row(id)).toMatchObject({ kitchenState: 'received', paymentState: 'authorised' });
    await refuseOverdueOrders(suite.db, minutes(13), provider);
    expect(await row(id)).toMatchObject({ kitchenState: 'refused', paymentState: 'refunded' });
    expect(effectsOf(intentId)).toEqual(['capture', 'refund']);
    expect(fake.stripe.stateOf(intentId)).toBe('refunded');
  });

  it('refunds a cancel after acceptance, once, and tells the diner', async () => {
    const token = await signedInStaff(suite);
    const { id, intentId } = await authorisedOrder();
    await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    const cancelled = await move(suite, token, id, 'cancel', { reason: 'Plus de frites' });
    expect(cancelled.status).toBe(200);
    expect((await move(suite, token, id, 'cancel', { reason: 'encore' })).status).toBe(409);
    expect(await row(id)).toMatchObject({ kitchenState: 'cancelled', paymentState: 'refunded' });
    expect(fake.stripe.stateOf(intentId)).toBe('refunded');
    expect(effectsOf(intentId)).toEqual(['capture', 'refund']);
    const mails = await moveMails(id);
    expect(mails.map((m) => m.subject.split(' — ')[0])).toEqual([
      `Votre commande n° ${id} est acceptée`,
      `Votre commande n° ${id} est annulée`,
    ]);
    expect(mails[1].text).toContain('Raison : « Plus de frites »');
    expect(mails[1].text).toContain(
      'Votre paiement par carte est remboursé : il apparaîtra sur votre compte sous quelques jours.',
    );
  });

  it('cancels first and refunds after; a refund Stripe could not make is made by the sweep', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = await signedInStaff(suite);
    const provider = paymentsFromEnv(fake.env()).provider;
    const { id, intentId } = await authorisedOrder();
    await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    fake.stripe.outage(500);
    const cancelled = await move(suite, token, id, 'cancel', { reason: 'Friteuse en panne' });
    expect(cancelled.status).toBe(200);
    expect(await row(id)).toMatchObject({ kitchenState: 'cancelled', paymentState: 'captured' });
    await refuseOverdueOrders(suite.db, minutes(1), provider);
    expect(effectsOf(intentId)).toEqual(['capture']);
    fake.stripe.outage(null);
    await refuseOverdueOrders(suite.db, minutes(2), provider);
    expect(await row(id)).toMatchObject({ kitchenState: 'cancelled', paymentState: 'refunded' });
    await refuseOverdueOrders(suite.db, minutes(3), provider);
    expect(effectsOf(intentId)).toEqual(['capture', 'refund']);
  });

  it('no longer accepts a card order two minutes past its deadline, so the sweep may refund', async () => {
    const token = await signedInStaff(suite);
    const { id, intentId } = await authorisedOrder();
    // Authorised at 12:00, to be accepted by 12:08; at 12:10 it is the sweep's.
    suite.now = minutes(10);
    const late = await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    expect(late).toMatchObject({ status: 409, body: { data: { message: CARD_MESSAGES.tooLate } } });
    expect(effectsOf(intentId)).toEqual([]);
    expect(await row(id)).toMatchObject({ kitchenState: 'received', paymentState: 'authorised' });
  });

  it('leaves the order waiting when Stripe refuses the capture or cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const token = await signedInStaff(suite);
    const down = await authorisedOrder();
    fake.stripe.outage(500);
    const unreachable = await move(suite, token, down.id, 'accept', { ready_in_minutes: 10 });
    expect(unreachable).toMatchObject({
      status: 502,
      body: { data: { message: CARD_MESSAGES.down } },
    });
    expect(await row(down.id)).toMatchObject({
      kitchenState: 'received',
      paymentState: 'authorised',
    });
    fake.stripe.outage(null);
    expect((await move(suite, token, down.id, 'accept', { ready_in_minutes: 10 })).status).toBe(
      200,
    );
    expect(effectsOf(down.intentId)).toEqual(['capture']);

    // An authorisation Stripe cancelled itself (expired): no capture, the kitchen refuses it.
    const expired = await authorisedOrder();
    fake.stripe.intents.get(expired.intentId)!.status = 'canceled';
    const refused = await move(suite, token, expired.id, 'accept', { ready_in_minutes: 10 });
    expect(refused).toMatchObject({
      status: 409,
      body: { data: { message: CARD_MESSAGES.notAuthorised } },
    });
    expect(await row(expired.id)).toMatchObject({
      kitchenState: 'received',
      paymentState: 'authorised',
    });
    expect(await moveMails(expired.id)).toEqual([]);
    expect(
      (await move(suite, token, expired.id, 'refuse', { reason: 'Carte expirée' })).status,
    ).toBe(200);
    expect(await row(expired.id)).toMatchObject({
      kitchenState: 'refused',
      paymentState: 'released',
    });
    expect(effectsOf(expired.intentId)).toEqual([]);
  });
});
