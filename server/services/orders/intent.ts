/**
 * The card payment's intent (docs/contract.md#post-v2publiccheckoutstripe-payment-intent), for one
 * order and the server's total of it, made only for an order `POST /checkout/` would take now: card
 * testers look for an endpoint that hands out client secrets (ADR 22). The customer is made here
 * from the order's, never the one a client names; the call writes nothing to the order.
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
 * The PaymentIntent of an order being built: the order sent along is priced with POST's checks
 * and the amount must be its total; the metadata names its local_id, which PUT checks. A given
 * intent is updated only while unpaid and for the same order. A full slot is a 409 unless an order
 * is stored under this local_id already. `checked` runs before the provider is asked.
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
