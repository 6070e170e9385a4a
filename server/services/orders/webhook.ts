/**
 * The provider's signed word pays an order too (docs/contract.md#card-payment-flow): a diner whose
 * browser closed after the card was taken still gets a paid order and its confirmation.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { WebhookEvent } from '../payments';
import { intentProblem, intentUsedElsewhere, markPaid, type Stores } from './finalise';
import { ORDER_MESSAGES } from './messages';

export type WebhookOutcome = 'paid' | 'already-paid' | 'ignored';

/**
 * A signed `payment_intent.succeeded` from the provider: the order its metadata names is paid,
 * with the same checks as PUT (the event is the provider's word, signed, so no extra call).
 * Anything else is acknowledged and ignored, so the provider does not retry it forever; an
 * intent that does not fit its order is logged for the restaurant to look at.
 */
export async function applyPaymentWebhook(
  stores: Stores,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const { db } = stores;
  const intent = event.intent;
  if (event.type !== 'payment_intent.succeeded' || !intent) return 'ignored';
  const localId = intent.metadata.local_id;
  if (!localId) return 'ignored';
  const [order] = await db.select().from(orders).where(eq(orders.localId, localId));
  if (!order) {
    console.warn(`[payments] webhook ${event.id} : aucune commande pour ${localId}`);
    return 'ignored';
  }
  if (order.status === 'paid') return 'already-paid';
  const problem = intentProblem(order, intent);
  if (problem || (await intentUsedElsewhere(db, order, intent.id))) {
    console.warn(
      `[payments] webhook ${event.id} : commande ${order.id} non réglée (${problem ?? ORDER_MESSAGES.intentUsed})`,
    );
    return 'ignored';
  }
  const paid = await markPaid(stores, order, intent.id, null, `webhook ${event.id}`);
  return paid ? 'paid' : 'already-paid';
}
