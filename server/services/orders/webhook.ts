/**
 * The provider's signed word pays an order too (docs/contract.md#card-payment-flow): a diner whose
 * browser closed after the card was authorised still gets a paid order and its confirmation.
 */
import { eq, inArray } from 'drizzle-orm';
import { localIdSchema } from '@/lib/api/checkout';
import { orders } from '../../db/schema';
import type { PaymentProvider, WebhookEvent } from '../payments';
import {
  intentProblem,
  intentUsedElsewhere,
  markPaid,
  releaseUnused,
  type Stores,
} from './finalise';
import { ORDER_MESSAGES } from './messages';

/**
 * The order a succeeded intent names, its key compared as a UUID: lower-cased, as keys are stored,
 * or as the intent carries it, for an older order stored in capitals (its intent was made with the
 * key as stored).
 */
async function orderUnder({ db }: Stores, asSent: string, normalised: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.localId, [...new Set([asSent, normalised])]));
  return rows.find((row) => row.localId === asSent) ?? rows[0];
}

export type WebhookOutcome = 'paid' | 'already-paid' | 'ignored';

/** The events that pay an order: its card authorised, or (an intent captured at once) charged. */
const PAYING = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

/**
 * A signed `payment_intent.amount_capturable_updated` (or `succeeded`) from the provider: the
 * order its metadata names is paid, with the same checks as PUT (the event is the provider's word,
 * signed, so no extra call). Anything else is acknowledged and ignored, so the provider does not
 * retry it forever: another type (the capture, cancel and refund the kitchen's moves made, whose
 * effects the API recorded itself, docs/adr/0046), an intent missing a field or naming no UUID as
 * its local_id (services/payments.ts reads the event). An intent that does not fit its order is
 * logged, by ids only, for the restaurant to look at.
 */
export async function applyPaymentWebhook(
  stores: Stores,
  event: WebhookEvent,
  provider: PaymentProvider,
): Promise<WebhookOutcome> {
  const { db } = stores;
  const intent = event.intent;
  if (!PAYING.has(event.type) || !intent) return 'ignored';
  const localId = localIdSchema.safeParse(intent.metadata.local_id);
  if (!localId.success) return 'ignored';
  const order = await orderUnder(stores, intent.metadata.local_id, localId.data);
  if (!order) {
    console.warn(`[payments] webhook ${event.id} : aucune commande pour ${localId.data}`);
    return 'ignored';
  }
  if (order.status === 'paid') return 'already-paid';
  // Found by its UUID in either case: the intent names this order, however it spells the key.
  const problem = intentProblem(order, {
    ...intent,
    metadata: { ...intent.metadata, local_id: order.localId },
  });
  if (problem || (await intentUsedElsewhere(db, order, intent.id))) {
    console.warn(
      `[payments] webhook ${event.id} : commande ${order.id} non réglée (${problem ?? ORDER_MESSAGES.intentUsed})`,
    );
    return 'ignored';
  }
  const paid = await markPaid(stores, order, intent, null, `webhook ${event.id}`);
  if (paid) return 'paid';
  // Not paid by anyone: the kitchen took the order as cash (or refused it) first.
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (current?.status === 'paid') return 'already-paid';
  console.warn(
    `[payments] webhook ${event.id} : commande ${order.id} déjà prise en charge, carte libérée`,
  );
  await releaseUnused(provider, intent.id);
  return 'ignored';
}
