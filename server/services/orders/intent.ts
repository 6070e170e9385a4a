/**
 * The card payment's intent is made for one order and for the server's total of it, as prices are
 * the server's (docs/contract.md#post-v2publiccheckoutstripe-payment-intent): a client cannot have
 * a smaller amount charged, nor reuse an intent for another order.
 *
 * Ownership (issue 22): the call names an order only by its local_id, a random UUID that only the
 * diner's browser holds (the API never answers it, and PUT's order key is not needed here: the
 * intent is made before the order exists). It writes nothing to the order; whether an order
 * under that local_id is already paid (409) is told only to whoever holds the local_id; another
 * diner's `payment_intent_id` sent along is never updated, as its metadata names another
 * local_id: a new intent is made instead.
 *
 * Nothing at the card provider before every check (issue 22, ADR 22): card testers look for an
 * endpoint that hands out client secrets, so the intent is made only for an order `POST
 * /checkout/` would take now — priced in full (items, options, hours, slot, coupon, delivery
 * address and zone, figures, and whatever else pricing refuses), its slot not full, its
 * `user_id` backed by a live session (the route checks that). The provider's customer is made
 * here too, with a new intent, from the order's customer: the one a client names
 * (`customer_id`) is never used, as nothing says it is theirs. When the provider refuses to make
 * the customer (4xx, an invalid request: an e-mail or phone it does not take), the intent is made
 * without one and the failure's class and code only are logged; a provider that is down is a 502.
 */
import { eq } from 'drizzle-orm';
import type { OrderPayload } from '@/lib/api/checkout';
import { toCents } from '@/lib/domain/money';
import type { Deps } from '../../context';
import { orders } from '../../db/schema';
import {
  PaymentProviderError,
  providerFailure,
  type PaymentIntent,
  type PaymentProvider,
} from '../payments';
import { ORDER_MESSAGES, reject, withProvider } from './messages';
import { fullSlots } from './capacity';
import { priceOrder } from './pricing';

const REUSABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The PaymentIntent of an order being built (POST /checkout/stripe-payment-intent). The amount is
 * bound to the order: the client sends the amount AND the order payload it is for; the server
 * prices that order (the same checks as POST /checkout/, every figure included) and refuses an
 * amount other than its total. The intent carries the order's local_id in its metadata, and PUT
 * accepts it only for that order. A given payment_intent_id is updated when it is still unpaid and
 * belongs to the same order; otherwise a new intent is created, for a new customer.
 *
 * A full slot is refused as POST refuses it (409), unless an order is already stored under this
 * local_id: its place is held, and POST answers its replay whatever the slot. `checked` runs once
 * every check has passed, before the provider is asked (the route counts the e-mail there).
 */
export async function preparePaymentIntent(
  deps: Deps,
  provider: PaymentProvider,
  request: {
    amount: number;
    customer_id?: string | null;
    payment_intent_id?: string | null;
    order: OrderPayload;
  },
  checked: () => Promise<void> = async () => {},
): Promise<PaymentIntent> {
  const { order } = request;
  if (order.payment_method !== 'card') reject(422, ORDER_MESSAGES.cardOnly);
  const [stored] = await deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.localId, order.local_id));
  if (stored && stored.status !== 'pending') reject(409, ORDER_MESSAGES.alreadyPaid);
  const priced = await priceOrder(deps, order);
  const amount = toCents(request.amount);
  if (amount !== priced.totals.total)
    reject(422, ORDER_MESSAGES.amountMismatch(amount, priced.totals.total));
  if (!stored && priced.capacity !== null) {
    const full = await fullSlots(deps, priced.mode);
    if (full.includes(priced.instant.toISOString())) reject(409, ORDER_MESSAGES.slotFull);
  }
  await checked();
  const metadata = { local_id: order.local_id };
  return withProvider(async () => {
    if (request.payment_intent_id) {
      const existing = await provider.retrieveIntent(request.payment_intent_id);
      if (
        existing &&
        existing.metadata.local_id === order.local_id &&
        REUSABLE.has(existing.status)
      ) {
        return existing.amount === amount
          ? existing
          : provider.updateIntent(existing.id, { amount, metadata });
      }
    }
    const customer = await customerOf(provider, order);
    return provider.createIntent({ amount, currency: 'eur', customer, metadata });
  });
}

/** Whether the provider refused a call for what it was sent (4xx, invalid request), not down. */
function refusedByProvider(error: PaymentProviderError): boolean {
  const { type, statusCode } = (error.cause ?? {}) as { type?: unknown; statusCode?: unknown };
  if (type === 'StripeInvalidRequestError') return true;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * The provider's customer for the order's diner, or none when the provider refuses to make it (an
 * e-mail or phone it does not take): the card payment goes on without, as a customer only files
 * the intent under the diner at the provider. The log names the failure's class and code only
 * (providerFailure). A provider that is down still fails the call (502).
 */
async function customerOf(provider: PaymentProvider, order: OrderPayload): Promise<string | null> {
  const { first_name, last_name, email, phone } = order.customer;
  try {
    const customer = await provider.createCustomer({
      email,
      name: `${first_name} ${last_name}`,
      phone,
    });
    return customer.id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || !refusedByProvider(error)) throw error;
    console.warn('[payments] client refusé, paiement sans client :', providerFailure(error.cause));
    return null;
  }
}
