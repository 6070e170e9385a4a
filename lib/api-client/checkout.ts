/** The API client's checkout calls: payment intent, order, full slots, finalising (docs/contract.md). */
import type { Session } from '@/lib/api/auth';
import type { OrderPayloadInput, OrderUpdateInput } from '@/lib/api/checkout';
import type { OrderMode } from '@/lib/domain/cart-types';
import { mapped } from './result';
import { parsedBy, request, sessionHeaders } from './request';

const CHECKOUT = '/v2/public/checkout/';
const checkoutSchemas = () => import('@/lib/api/checkout');

export const checkoutCalls = {
  /**
   * The payment intent of an order, priced and checked by the server as it would place it: a
   * signed-in customer's order carries their session. Two asks for the same order and amount at
   * once share one request, hence one intent.
   */
  paymentIntent: (
    body: {
      customer_id: string | null;
      amount: number;
      payment_intent_id: string | null;
      order: OrderPayloadInput;
    },
    session: Session | null = null,
  ) =>
    request({
      method: 'POST',
      path: `${CHECKOUT}stripe-payment-intent`,
      body,
      headers: session ? sessionHeaders(session) : undefined,
      bodySchema: () => checkoutSchemas().then((s) => s.paymentIntentRequestSchema),
      share: `intent ${body.order.local_id}:${body.amount}`,
      answer: parsedBy(() => checkoutSchemas().then((s) => s.paymentIntentResponseSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /**
   * Creates the order (once per `local_id`): its number and its key, which finalising it asks
   * for (a replay answers both again). A signed-in customer's order names their `user_id` and
   * carries their session, without which the server refuses it.
   */
  createOrder: (order: OrderPayloadInput, session: Session | null = null) =>
    request({
      method: 'POST',
      path: CHECKOUT,
      body: order,
      headers: session ? sessionHeaders(session) : undefined,
      bodySchema: () => checkoutSchemas().then((s) => s.orderPayloadSchema),
      answer: parsedBy(() => checkoutSchemas().then((s) => s.orderCreatedSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),

  /**
   * The start instants (ms) of the mode's full slots up to the booking horizon: a slot there
   * cannot be chosen (docs/product.md#slot-capacity). Never shared nor kept: places go fast.
   */
  fullSlots: (mode: OrderMode, signal?: AbortSignal) =>
    request({
      path: `${CHECKOUT}slots`,
      query: { mode },
      noStore: true,
      share: false,
      signal,
      answer: parsedBy(() => checkoutSchemas().then((s) => s.fullSlotsResponseSchema)),
    }).then((r) => mapped(r, (answer) => new Set(answer.payload.full.map((at) => Date.parse(at))))),

  /**
   * Finalises an order: pending for cash, paid for card (the server asks the provider). The
   * order's key from `createOrder` proves it is the diner's: without it, « Commande introuvable ».
   */
  finaliseOrder: (update: OrderUpdateInput) =>
    request({
      method: 'PUT',
      path: CHECKOUT,
      body: update,
      bodySchema: () => checkoutSchemas().then((s) => s.orderUpdateSchema),
      answer: parsedBy(() => checkoutSchemas().then((s) => s.orderUpdatedSchema)),
    }).then((r) => mapped(r, (answer) => answer.payload)),
};
