/**
 * Finalising an order (docs/contract.md#put-v2publiccheckout): pending for cash, paid only once the
 * card provider confirms an intent authorised (or already captured), made for this order and for
 * exactly its total (docs/adr/0046). The webhook pays with the same checks. Only the owner
 * finalises it (ownership.ts), else the one 404 before anything else about the order is told.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { OrderUpdate } from '@/lib/api/checkout';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema';
import type { Catalogue } from '../catalogue';
import { catalogueItemNames } from '../kitchen-mail';
import { queueSettledMails } from '../mail';
import type { PaymentState } from '@/lib/domain/order-life';
import type { PaymentIntent, PaymentProvider } from '../payments';
import { ORDER_MESSAGES, reject, withProvider } from './messages';
import { ownedBy, type OwnerProof } from './ownership';

export type OrderRow = typeof orders.$inferSelect;

export type FinalStatus = 'pending' | 'paid';

export type Stores = Pick<Deps, 'db' | 'catalogue' | 'mailLog' | 'orderLink' | 'now'>;

/** What an intent that pays an order holds: authorised (manual capture) or already captured. */
const PAID_BY: Record<string, PaymentState> = {
  requires_capture: 'authorised',
  succeeded: 'captured',
};

/**
 * Queues the settled order's mails (the diner's and the kitchen's) inside `tx`, with the settings
 * and item names of a snapshot read before the transaction (PGlite has one connection).
 */
function queueMails(
  tx: Database,
  orderId: number,
  snapshot: Catalogue,
  { mailLog, orderLink }: Pick<Stores, 'mailLog' | 'orderLink'>,
) {
  const names = catalogueItemNames(snapshot);
  return queueSettledMails(tx, orderId, snapshot.restaurant(), names, mailLog, orderLink);
}

/**
 * Marks a pending order paid by an authorised (or captured) intent, once: status, intent id,
 * payment state, the instant the kitchen sees it from, history, the confirmation mail and the
 * kitchen's mail in one transaction. False when the order is not pending any more (a concurrent
 * request or the webhook got there first). An order the diner had switched to cash is paid by
 * card all the same: the card was authorised.
 */
export async function markPaid(
  { db, catalogue, now, ...mails }: Stores,
  order: OrderRow,
  intent: Pick<PaymentIntent, 'id' | 'status'>,
  transaction: Record<string, unknown> | null,
  note: string,
): Promise<boolean> {
  const snapshot = await catalogue.current();
  const at = now();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        status: 'paid',
        paymentMethod: 'card',
        paymentIntentId: intent.id,
        paymentState: PAID_BY[intent.status] ?? 'captured',
        authorisedAt: at,
        ...(transaction ? { transaction } : {}),
        updatedAt: sql`now()`,
      })
      // Still waiting for the kitchen: an order it already took as cash (or refused) is not
      // turned into a card order nobody will capture.
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'pending'),
          eq(orders.kitchenState, 'received'),
        ),
      )
      .returning({ id: orders.id });
    if (rows.length === 0) return false;
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'paid', note, createdAt: at });
    await queueMails(tx, order.id, snapshot, mails);
    return true;
  });
}

/**
 * Releases an authorisation no order will capture (the kitchen took the order as cash, or refused
 * it, before the card was confirmed), under the key the kitchen's own release would use; a
 * provider that cannot be reached leaves it to lapse by itself (docs/adr/0046).
 */
export async function releaseUnused(provider: PaymentProvider, intentId: string): Promise<void> {
  try {
    await provider.cancelIntent(intentId, `comptoir-${intentId}-unused-cancel`);
  } catch (error) {
    console.warn('[payments] autorisation non libérée', (error as Error).name);
  }
}

/**
 * Cash finalisation (PUT pending): the order stays pending, to be paid at pickup or delivery. A
 * card order whose payment failed becomes a cash order here when the diner switches to cash, so
 * one attempt stays one order; its confirmation mail goes now (a cash order's went at creation),
 * and the kitchen's settled mail says it is to be paid at pickup or delivery.
 */
async function finaliseCash(
  { db, catalogue, ...mails }: Stores,
  order: OrderRow,
  update: OrderUpdate,
) {
  if (order.status !== 'pending') reject(409, ORDER_MESSAGES.alreadyPaid);
  const switching = order.paymentMethod !== 'cash';
  const snapshot = await catalogue.current();
  if (switching && !snapshot.restaurant().payments.cod.active) reject(422, ORDER_MESSAGES.cashOff);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ paymentMethod: 'cash', transaction: update.transaction_id, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (rows.length === 0) reject(409, ORDER_MESSAGES.alreadyPaid);
    if (!switching) return;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'pending',
      note: 'paiement à la livraison ou au retrait',
      actor: 'diner',
    });
    await queueMails(tx, order.id, snapshot, mails);
  });
}

/** The intent can pay this order: made for it (metadata), authorised or captured, its total in euros. */
export function intentProblem(order: OrderRow, intent: PaymentIntent): string | null {
  // local_ids are UUIDs, compared whatever their case (an older order may hold capitals).
  if (intent.metadata.local_id?.toLowerCase() !== order.localId.toLowerCase()) {
    return ORDER_MESSAGES.intentOtherOrder;
  }
  if (!Object.hasOwn(PAID_BY, intent.status)) return ORDER_MESSAGES.intentNotSucceeded;
  if (intent.amount !== order.totalCents || intent.currency.toLowerCase() !== 'eur') {
    return ORDER_MESSAGES.intentAmount;
  }
  return null;
}

export async function intentUsedElsewhere(db: Database, order: OrderRow, intentId: string) {
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId));
  return used !== undefined && used.id !== order.id;
}

/**
 * Finalises an order (PUT /checkout) for its owner (`proof`): 'pending' settles it as cash;
 * 'paid' needs an intent the provider says is authorised or captured, made for this order, for
 * exactly its total.
 * No order, a wrong key and another's order are the same 404, after the same lookup.
 */
export async function finaliseOrder(
  stores: Stores,
  provider: PaymentProvider,
  update: OrderUpdate,
  proof: OwnerProof,
): Promise<FinalStatus> {
  const { db } = stores;
  const [order] = await db.select().from(orders).where(eq(orders.id, update.order_id));
  if (!ownedBy(order, proof) || !order) return reject(404, ORDER_MESSAGES.orderNotFound);
  if (update.status === 'pending') {
    await finaliseCash(stores, order, update);
    return 'pending';
  }

  const intentId = update.transaction_id.payment_intent_id;
  if (!intentId) return reject(422, ORDER_MESSAGES.noIntent);
  if (order.status === 'paid') {
    if (order.paymentIntentId === intentId) return 'paid';
    reject(409, ORDER_MESSAGES.alreadyPaid);
  }
  const intent = await withProvider(() => provider.retrieveIntent(intentId));
  if (!intent) return reject(422, ORDER_MESSAGES.intentNotFound);
  const problem = intentProblem(order, intent);
  if (problem) reject(problem === ORDER_MESSAGES.intentNotSucceeded ? 409 : 422, problem);
  if (await intentUsedElsewhere(db, order, intentId)) reject(409, ORDER_MESSAGES.intentUsed);

  const paid = await markPaid(
    stores,
    order,
    intent,
    update.transaction_id,
    `PaymentIntent ${intentId}`,
  );
  if (!paid) {
    // A concurrent request or the webhook won: answer as it did, unless another intent paid it,
    // or the kitchen already took the order as cash (or refused it): then the card is released.
    const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
    if (now?.status !== 'paid') {
      await releaseUnused(provider, intentId);
      reject(409, ORDER_MESSAGES.orderTaken);
    }
    if (now?.paymentIntentId !== intentId) reject(409, ORDER_MESSAGES.alreadyPaid);
  }
  return 'paid';
}
