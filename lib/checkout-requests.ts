/**
 * The storefront's checkout calls (SPEC.md §7) outside React: the order payload of the moment,
 * the JSON round trip that turns a 4xx into the server's French reason, the card provider's
 * customer and the payment intent of the order being built.
 */
import { buildOrderPayload } from '@/components/checkout/payload';
import {
  paymentIntentResponseSchema,
  stripeCustomerResponseSchema,
  type OrderPayloadInput,
} from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { toCents } from '@/lib/domain/money';
import { readCheckoutSummary } from '@/lib/hooks/use-checkout-state';
import { useCartStore } from '@/stores/cart';
import { useCheckoutStore, type CardState } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';

const CHECKOUT = '/v2/public/checkout/';

/** A refusal the server explained (422, 409): its French message is shown as is. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function send(
  method: 'POST' | 'PUT',
  body: unknown,
  path: string = CHECKOUT,
): Promise<unknown> {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.status >= 400 && res.status < 500) {
    const error = errorBodySchema.safeParse(json);
    if (error.success) throw new Refused(error.data.data.message, res.status);
  }
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return json;
}

/** The order as it would be sent now (the attempt's local_id is made here if needed). */
export function currentPayload(method = useCheckoutStore.getState().payment.method) {
  const checkout = useCheckoutStore.getState();
  const cart = useCartStore.getState();
  const { timing, summary } = readCheckoutSummary();
  const { client_secret, customer_id, payment_intent_id } = checkout.card;
  return buildOrderPayload({
    localId: checkout.ensureLocalId(),
    lines: cart.lines,
    totals: summary.totals,
    couponCode: cart.coupon ? cart.couponCode : null,
    mode: useLocationStore.getState().mode,
    personal: checkout.personal,
    delivery: checkout.delivery,
    date: timing.date,
    method,
    transaction: { client_secret, customer_id, payment_intent_id },
  });
}

/**
 * SPEC.md §4: a valid personal form creates the diner's customer at the card provider. It never
 * holds the diner up: without a customer the intent is made without one.
 */
export async function createCardCustomer(personal: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}): Promise<void> {
  try {
    const answer = await send(
      'POST',
      {
        email: personal.email.trim(),
        name: `${personal.first_name.trim()} ${personal.last_name.trim()}`,
        phone: personal.phone.trim(),
      },
      `${CHECKOUT}stripe-customer`,
    );
    const { customer } = stripeCustomerResponseSchema.parse(answer).payload;
    useCheckoutStore.getState().setCard({ customer_id: customer.id });
  } catch (error) {
    console.warn('Client du prestataire de paiement non créé', error);
  }
}

/** Whether the saved intent still pays this order: same local_id, same amount, a secret. */
export function intentFits(card: CardState, payload: OrderPayloadInput): boolean {
  return (
    card.client_secret !== null &&
    card.payment_intent_id !== null &&
    card.local_id === payload.local_id &&
    card.amount === toCents(Number(payload.total))
  );
}

/**
 * The payment intent for the order as it stands (SPEC.md §4: refreshed when the amount or the
 * secret is missing or changed). The server prices the order sent along and makes the intent
 * for its own total; the saved intent is passed so it is updated rather than replaced.
 */
export function ensureCardIntent(): Promise<CardState> {
  const payload = currentPayload('card');
  const { card } = useCheckoutStore.getState();
  if (intentFits(card, payload)) return Promise.resolve(card);
  // Two renders asking for the same intent at once share one request (and one intent).
  const key = `${payload.local_id}:${payload.total}`;
  if (inFlight?.key !== key) {
    const promise = requestIntent(card, payload).finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
    inFlight = { key, promise };
  }
  return inFlight.promise;
}

let inFlight: { key: string; promise: Promise<CardState> } | null = null;

async function requestIntent(card: CardState, payload: OrderPayloadInput): Promise<CardState> {
  const answer = await send(
    'POST',
    {
      customer_id: card.customer_id,
      amount: payload.total,
      payment_intent_id: card.local_id === payload.local_id ? card.payment_intent_id : null,
      order: payload,
    },
    `${CHECKOUT}stripe-payment-intent`,
  );
  const intent = paymentIntentResponseSchema.parse(answer).payload;
  useCheckoutStore.getState().setCard({
    client_secret: intent.client_secret,
    payment_intent_id: intent.id,
    amount: toCents(intent.amount),
    local_id: payload.local_id,
  });
  return useCheckoutStore.getState().card;
}
