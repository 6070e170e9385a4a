/**
 * A customer's past orders (GET /auth/orders), newest first, as `ordersResponseSchema` shows
 * them: the lines with the names and prices they were ordered at, their options, the gifts, and
 * the server's figures in euros from the cents columns.
 */
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { PastOrder } from '@/lib/api/auth';
import { toEuros } from '@/lib/domain/money';
import { pastLineOf } from '@/lib/domain/reorder';
import type { Database } from '../../db/client';
import { items, orders } from '../../db/schema';
import { lineCents, linesOf } from '../orders/lines';

type OrderRow = typeof orders.$inferSelect;

async function giftNames(db: Database, rows: OrderRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((o) => o.freeItems.map((f) => f.itemId)))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(inArray(items.id, ids));
  return new Map(found.map((i) => [i.id, i.name]));
}

export async function pastOrders(
  db: Database,
  userId: number,
  page: number,
  limit: number,
): Promise<{ orders: PastOrder[]; total: number }> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.userId, userId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const lines = await linesOf(
    db,
    rows.map((o) => o.id),
  );
  const names = await giftNames(db, rows);
  return {
    total,
    orders: rows.map((order) => ({
      order_id: order.id,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      kitchen_state: order.kitchenState,
      is_pickup: order.isPickup,
      payment_method: order.paymentMethod === 'card' ? 'card' : 'cash',
      delivery_date: order.deliveryDate,
      delivery_time_range: order.deliveryTimeRange,
      items: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({ ...pastLineOf(line), total: toEuros(lineCents(line)) })),
      free_items: order.freeItems.map((gift) => ({
        item_id: gift.itemId,
        name: names.get(gift.itemId) ?? '',
        quantity: gift.quantity,
      })),
      subtotal: toEuros(order.subtotalCents),
      discount: toEuros(order.discountCents),
      delivery: toEuros(order.deliveryCents),
      tax: toEuros(order.taxCents),
      total: toEuros(order.totalCents),
    })),
  };
}
