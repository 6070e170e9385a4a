/**
 * The checkout's calls outside React, from what the stores hold: the order payload of the
 * moment, the card provider's customer and the payment intent of the order being built. The
 * calls themselves are the API client's (lib/api-client/).
 */
import type { OrderPayloadInput } from '@/lib/api/checkout';
import type { Session } from '@/lib/api/auth';
import { api, refusal, serviceDown, type ApiResult } from '@/lib/api-client';
import { buildOrderPayload } from '@/lib/checkout/payload';
import { lineTotalCents } from '@/lib/domain/pricing';
import { toCents } from '@/lib/domain/money';
import { currentSession } from '@/stores/auth';
import { withSession } from '@/stores/auth-requests';
import { readCheckoutSummary } from '@/stores/checkout-summary';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore, type CardState, type PlacedOrder } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';

/**
 * The order as it would be sent now (the attempt's local_id is made here if needed), under the
 * signed-in diner's account, or a guest's (`user_id` null) without a session.
 */
function currentPayload(
  method = useCheckoutStore.getState().payment.method,
  { timing, summary } = readCheckoutSummary(),
  session: Session | null = currentSession(),
) {
  const checkout = useCheckoutStore.getState();
  const cart = useCartStore.getState();
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
    userId: session?.user_id ?? null,
    transaction: { client_secret, customer_id, payment_intent_id },
  });
}

/** Whether the saved intent still pays this order: same local_id, same amount, a secret. */
function intentFits(card: CardState, payload: OrderPayloadInput): boolean {
  return (
    card.client_secret !== null &&
    card.payment_intent_id !== null &&
    card.local_id === payload.local_id &&
    card.amount === toCents(Number(payload.total))
  );
}

/**
 * The payment intent for the order as it stands, asked again when the amount or the secret
 * changed (docs/contract.md#card-payment-flow); the saved intent is sent so it is updated, not
 * replaced. Two renders asking at once share one request, hence one intent. A refusal (a 429
 * included) keeps the cart and the forms: the card step shows the server's reason.
 */
export async function ensureCardIntent(): Promise<ApiResult<CardState>> {
  const session = currentSession();
  const payload = currentPayload('card', undefined, session);
  const { card } = useCheckoutStore.getState();
  if (intentFits(card, payload)) return { ok: true, data: card };
  const body = {
    customer_id: null,
    amount: Number(payload.total),
    payment_intent_id: card.local_id === payload.local_id ? card.payment_intent_id : null,
    order: payload,
  };
  // withSession signs the diner out on a 401; the next try is a guest's.
  const result = await (session
    ? withSession((live) => api.paymentIntent(body, live))
    : api.paymentIntent(body));
  if (!result.ok) return result;
  useCheckoutStore.getState().setCard({
    client_secret: result.data.client_secret,
    payment_intent_id: result.data.id,
    amount: toCents(result.data.amount),
    local_id: payload.local_id,
  });
  return { ok: true, data: useCheckoutStore.getState().card };
}

/** What /success shows of the order: a copy, since the cart is emptied. */
/** `priced` is the quote the payload was built from, so /success shows what was sent. */
function placedOrder(
  id: number,
  key: string,
  payload: ReturnType<typeof buildOrderPayload>,
  { timing, summary }: ReturnType<typeof readCheckoutSummary>,
): PlacedOrder {
  const { lines } = useCartStore.getState();
  const { mode, _distance } = useLocationStore.getState();
  const { items } = useCatalogueStore.getState();
  return {
    id,
    // Kept when it has the shape the saved checkout accepts back (stores/checkout.ts).
    key: /^[A-Za-z0-9_-]{1,100}$/.test(key) ? key : null,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      options: line.options.map((o) => ({ name: o.name, quantity: o.quantity })),
      note: line.note,
      totalCents: lineTotalCents(line, mode),
    })),
    freeItems: summary.totals.freeItems.map((gift) => ({
      name: items.get(gift.itemId)?.item_name ?? '',
      quantity: gift.quantity,
    })),
    totals: summary.totals,
    mode,
    slot: timing.slot ? { date: timing.date, label: timing.slot.label } : null,
    address:
      mode === 'delivery'
        ? (_distance?.formatted_address ?? payload.customer.location?.address ?? null)
        : null,
    method: payload.payment_method,
    customer: {
      first_name: payload.customer.first_name,
      last_name: payload.customer.last_name,
      email: payload.customer.email,
      phone: payload.customer.phone,
    },
    userId: payload.user_id ?? null,
  };
}

/**
 * The card step of an order: confirms the payment with the provider (Stripe.js), true when the
 * intent succeeded. Given by the Payment Element, which holds the card fields.
 */
export type ConfirmCard = () => Promise<boolean>;

export type PlaceOutcome =
  | { ok: true; orderId: number }
  /**
   * `payment`: the card was refused or could not be confirmed; `order`: the calls failed;
   * `session`: the server does not know the signed-in diner's token; they are now signed out
   * and may place the same order as a guest; `slot`: the chosen slot is full, another is needed;
   * `paused`: the API is not there (lib/api-client/result.ts `serviceDown`), ordering is paused.
   */
  | {
      ok: false;
      failure: 'payment' | 'order' | 'session' | 'slot' | 'paused';
      message: string | null;
    };

/**
 * A 409 on POST for a scheduled order is the full slot's when the server now lists that slot as
 * full (docs/product.md#slot-capacity); any other 409 (a local_id used for another payload) is
 * not. Asking rather than reading the message keeps the storefront off the server's wording.
 */
async function slotTaken(timing: ReturnType<typeof readCheckoutSummary>['timing']) {
  if (!timing.slot) return false;
  const full = await api.fullSlots(useLocationStore.getState().mode);
  return full.ok && full.data.has(timing.slot.startsAt.getTime());
}

/**
 * Places the order: POST (once per local_id, answering its key), the card's confirmation, then
 * PUT with that key; on success the cart empties and the checkout resets. A failure keeps the
 * cart, the forms and the local_id, so a retry replays the same order
 * (docs/contract.md#idempotency-of-orders); a 409 makes the next try a new order, unless the slot
 * is full. A 401 signs a signed-in diner out, and the next try, same local_id, is a guest's.
 * `message` is the server's refusal.
 */
export async function placeOrder(confirmCard?: ConfirmCard): Promise<PlaceOutcome> {
  const checkout = useCheckoutStore.getState();
  const failed = (
    failure: Exclude<PlaceOutcome, { ok: true }>['failure'],
    message: string | null = null,
  ): PlaceOutcome => {
    checkout.setPayment({ failed: true });
    return { ok: false, failure, message };
  };
  // One quote for the attempt: the payload and what /success shows come from the same figures.
  const priced = readCheckoutSummary();
  const session = currentSession();
  const payload = currentPayload(undefined, priced, session);
  const card = payload.payment_method === 'card';
  if (card && (!confirmCard || !payload.transaction_id?.payment_intent_id))
    return failed('payment');

  // withSession signs the diner out on a 401 (a revoked or expired token).
  const created = await (session
    ? withSession(() => api.createOrder(payload, session))
    : api.createOrder(payload));
  if (!created.ok) {
    // Nothing was stored for a full slot: the local_id is kept, so should an earlier attempt
    // have been stored after all, the order with another slot gets the 409 below, not a twin.
    if (created.error.status === 409 && (await slotTaken(priced.timing))) {
      return failed('slot', refusal(created.error));
    }
    if (created.error.status === 409) checkout.dropLocalId();
    // The local_id is kept: nothing was stored for a refused token, and should an earlier
    // attempt (whose answer was lost) have stored it, the guest copy differs (user_id) and gets
    // the 409 above instead of a second order.
    if (session && created.error.status === 401) return failed('session');
    // No answer is not 'paused' for an order: it may be stored (serviceDown).
    if (serviceDown(created.error, false)) return failed('paused');
    return failed('order', refusal(created.error));
  }
  // The key opens the order's page (/success) from this device: kept with the order placed.
  const { order_id: orderId, order_key: orderKey } = created.data;
  if (card) {
    const confirmed = await confirmCard!().catch(() => null);
    if (confirmed === null) return failed('order');
    if (!confirmed) return failed('payment');
  }
  const finalised = await api.finaliseOrder({
    order_id: orderId,
    order_key: orderKey,
    transaction_id: payload.transaction_id,
    status: card ? 'paid' : 'pending',
  });
  if (!finalised.ok) {
    return serviceDown(finalised.error, false)
      ? failed('paused')
      : failed('order', refusal(finalised.error));
  }

  const order = placedOrder(orderId, orderKey, payload, priced);
  useCartStore.getState().clear();
  useCheckoutStore.getState().completeOrder(order);
  return { ok: true, orderId };
}
