/**
 * The diner's view of an order (docs/contract.md#order-status): opened by its key or the owning
 * account's session (ownership.ts), else null after the same lookup and comparison as for an order
 * that does not exist. The timeline is the status history's kitchen states, with the placing first.
 */
import { asc, eq } from 'drizzle-orm';
import type { DinerOrder } from '@/lib/api/order-status';
import { KITCHEN_STATES, type KitchenState } from '@/lib/domain/order-life';
import type { Database } from '../../db/client';
import { orderStatusHistory, orders } from '../../db/schema';
import { ownedBy, type OwnerProof } from './ownership';

type OrderRow = typeof orders.$inferSelect;

const isKitchenState = (status: string): status is KitchenState =>
  (KITCHEN_STATES as readonly string[]).includes(status);

/** The order as the diner reads it now, from its row and history. */
export async function dinerView(db: Database, order: OrderRow): Promise<DinerOrder> {
  const history = await db
    .select({
      id: orderStatusHistory.id,
      status: orderStatusHistory.status,
      at: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.id));
  const moves = history
    .filter((row) => isKitchenState(row.status))
    .map((row) => ({ state: row.status as KitchenState, at: row.at.toISOString() }));
  const timeline = moves.some((move) => move.state === 'received')
    ? moves
    : [{ state: 'received' as const, at: order.createdAt.toISOString() }, ...moves];
  return {
    id: order.id,
    placed_at: order.createdAt.toISOString(),
    mode: order.isPickup ? 'pickup' : 'delivery',
    slot: order.deliveryTimeRange === 'asap' ? null : (order.scheduledFor?.toISOString() ?? null),
    kitchen_state: order.kitchenState,
    ready_at: order.readyAt?.toISOString() ?? null,
    reason: order.kitchenReason,
    payment: {
      method: order.paymentMethod === 'card' ? 'card' : 'cash',
      state: order.paymentState,
    },
    timeline: timeline.slice(-50),
    last_event_id: history.at(-1)?.id ?? 0,
  };
}

/** The order `proof` opens, or null: unknown, no key, a wrong key or another's session alike. */
export async function ownedOrder(
  db: Database,
  orderId: number,
  proof: OwnerProof,
): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return ownedBy(order, proof) ? order : null;
}
