/**
 * The checkout calls (docs/contract.md#checkout): an order the server prices again, once per
 * local_id; its finalisation by its owner only; a card intent only for an order that passes every
 * check; Stripe's signed webhook; the full slots. The limits count the address once the body is
 * read and the e-mail only once the order has priced, so failing orders cannot lock an e-mail's
 * owner out (docs/adr/0022-limits-on-orders-and-payments.md).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  fullSlotsQuerySchema,
  fullSlotsResponseSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  orderCreatedSchema,
  orderPayloadSchema,
  orderUpdatedSchema,
  orderUpdateSchema,
} from '@/lib/api/checkout';
import type { Deps } from '../context';
import { describeIssues, fail, jsonBody, send } from '../http';
import { toEuros } from '@/lib/domain/money';
import { authenticate, bearerSession } from '../services/auth/sessions';
import { catalogueOfRequest } from '../services/catalogue';
import { fullSlots } from '../services/orders/capacity';
import { finaliseOrder } from '../services/orders/finalise';
import { preparePaymentIntent } from '../services/orders/intent';
import { ORDER_MESSAGES, OrderRejection } from '../services/orders/messages';
import { keepOrderKey, orderKeyHash, orderKeys } from '../services/orders/ownership';
import { priceOrder } from '../services/orders/pricing';
import { arrivalOf, findReplay, replayOf } from '../services/orders/replay';
import { storeOrder } from '../services/orders/storage';
import { applyPaymentWebhook } from '../services/orders/webhook';
import { orderLimiter } from '../services/order-limits';
import { verifyWebhook, WebhookSignatureError } from '../services/payments';

const french = z.locales.fr();

/** Parses what a checkout call reads: content that breaks the contract is a 422. */
function parseContent<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value, { error: french.localeError });
  if (!parsed.success) fail(422, describeIssues(parsed.error));
  return parsed.data;
}

/** A checkout body: JSON of 256 KiB at most, its text checked (server/input-guard.ts). */
async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseContent(schema, await jsonBody(c));
}

async function answering<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OrderRejection) fail(error.status, error.message);
    throw error;
  }
}

export function checkoutRoutes(deps: Deps, pepper: Buffer) {
  const { payments } = deps;
  const keys = orderKeys(pepper);
  const limits = orderLimiter(deps.limits, () => deps.now().getTime(), deps.catalogue);

  /** A named user's order needs that user's live session: else the one 401, nothing stored. */
  async function ownSession(c: Context, userId: number | null) {
    if (userId === null) return;
    const { token } = bearerSession(c, userId);
    await authenticate(deps.db, deps.now(), token, userId);
  }

  /**
   * An unknown coupon refused by pricing is a guess, as a lookup of GET /offers/{code} is: one hit
   * on the coupon checks' counter of the address, whose 429 answers past it (ADR 22).
   */
  async function countGuess(c: Context, error: unknown): Promise<void> {
    if (error instanceof OrderRejection && error.message === ORDER_MESSAGES.invalidCoupon)
      await limits.coupon(c);
  }

  async function create(c: Context) {
    const payload = await readBody(c, orderPayloadSchema);
    // One statement tells a replay (a looser limit, answered without pricing) from a new order,
    // and which catalogue the request prices by and reads its limits from.
    const { earlier, version } = await arrivalOf(deps.db, payload.local_id);
    const catalogue = catalogueOfRequest(deps.catalogue, c.req.raw);
    await catalogue.at(version);
    if (earlier) await limits.replay(c);
    else await limits.newOrder(c);
    await ownSession(c, payload.user_id);
    const stored = earlier
      ? { orderId: await answering(async () => replayOf(earlier, payload)), created: false }
      : await answering(async () => {
          let priced;
          try {
            // The snapshot the limiter read for this request: the version its first statement read.
            priced = await priceOrder({ ...deps, catalogue }, payload);
          } catch (error) {
            // A twin stored meanwhile answers as it did, even if prices or hours changed since.
            const replay =
              error instanceof OrderRejection ? await findReplay(deps.db, payload) : null;
            if (replay !== null) return { orderId: replay, created: false };
            await countGuess(c, error);
            throw error;
          }
          // The e-mail counts only for an order that holds: junk naming it costs its owner nothing.
          await limits.orderEmail(c, payload.customer.email);
          // A twin stored meanwhile is answered by storeOrder: its insert finds the local_id taken.
          return storeOrder(deps, payload, priced, keys);
        });
    // A replay answers the first answer's key: the same derivation (services/orders/ownership.ts).
    const orderKey = stored.orderKey ?? keys(stored.orderId, payload.local_id);
    if (!stored.created && earlier?.keyHash !== orderKeyHash(orderKey)) {
      await keepOrderKey(deps.db, stored.orderId, orderKey);
    }
    deps.mail?.kick(); // the confirmation of a cash order, committed with it
    return send(c, orderCreatedSchema, {
      status: 'success',
      payload: { order_id: stored.orderId, order_key: orderKey },
    });
  }

  /**
   * The order's owner only: its key in the body, or a live session (a dead one is the one 401)
   * of the account it was placed under; else the same 404 as for no order.
   */
  async function finalise(c: Context) {
    const update = await readBody(c, orderUpdateSchema);
    let userId: number | null = null;
    if (c.req.header('authorization') !== undefined) {
      const session = bearerSession(c);
      userId = (await authenticate(deps.db, deps.now(), session.token, session.userId)).user.id;
    }
    const proof = { key: update.order_key ?? null, userId };
    const status = await answering(() => finaliseOrder(deps, payments.provider, update, proof));
    deps.mail?.kick();
    return send(c, orderUpdatedSchema, {
      status: 'success',
      payload: { order_id: update.order_id, status },
    });
  }

  async function slots(c: Context) {
    c.header('Cache-Control', 'no-store');
    const { mode } = parseContent(fullSlotsQuerySchema, c.req.query());
    const full = await fullSlots(deps, mode);
    return send(c, fullSlotsResponseSchema, { status: 'success', payload: { full } });
  }

  async function stripeIntent(c: Context) {
    const input = await readBody(c, paymentIntentRequestSchema);
    await limits.intent(c);
    if (!payments.active) fail(422, ORDER_MESSAGES.cardOff);
    await ownSession(c, input.order.user_id);
    const intent = await answering(async () => {
      try {
        const catalogue = catalogueOfRequest(deps.catalogue, c.req.raw);
        return await preparePaymentIntent({ ...deps, catalogue }, payments.provider, input, () =>
          limits.intentEmail(c, input.order.customer.email),
        );
      } catch (error) {
        await countGuess(c, error);
        throw error;
      }
    });
    if (!intent.client_secret) fail(502, ORDER_MESSAGES.providerDown);
    return send(c, paymentIntentResponseSchema, {
      status: 'success',
      payload: {
        id: intent.id,
        client_secret: intent.client_secret,
        amount: toEuros(intent.amount),
      },
    });
  }

  /**
   * Stripe's signed events (STRIPE_WEBHOOK_SECRET): the raw body is what the signature covers,
   * counted but not otherwise checked by the input guard. A bad signature is a 400; a signed
   * event in any shape is acknowledged (200), acted on only when it fits (services/payments.ts),
   * so Stripe never retries what it cannot fix.
   */
  async function stripeWebhook(c: Context) {
    const raw = await c.req.text();
    try {
      const event = await verifyWebhook(
        raw,
        c.req.header('stripe-signature'),
        payments.webhookSecret,
      );
      const outcome = await applyPaymentWebhook(deps, event, deps.payments.provider);
      deps.mail?.kick();
      return c.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) fail(400, ORDER_MESSAGES.badSignature);
      throw error;
    }
  }

  return new Hono()
    .post('/checkout/stripe-webhook', stripeWebhook)
    .post('/checkout/stripe-webhook/', stripeWebhook)
    .post('/checkout/stripe-payment-intent', stripeIntent)
    .post('/checkout/stripe-payment-intent/', stripeIntent)
    .get('/checkout/slots', slots)
    .get('/checkout/slots/', slots)
    .post('/checkout', create)
    .post('/checkout/', create)
    .put('/checkout', finalise)
    .put('/checkout/', finalise);
}
