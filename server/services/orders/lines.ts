/** The lines of stored orders with their chosen options, as the mails and the history show them. */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItemOptions, orderItems } from '../../db/schema';

export type StoredLine = typeof orderItems.$inferSelect & {
  options: (typeof orderItemOptions.$inferSelect)[];
};

/** Every line of the given orders, in the order they were written, each with its options. */
export async function linesOf(db: Database, orderIds: number[]): Promise<StoredLine[]> {
  if (orderIds.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return [];
  const options = await db
    .select()
    .from(orderItemOptions)
    .where(
      inArray(
        orderItemOptions.orderItemId,
        lines.map((l) => l.id),
      ),
    )
    .orderBy(asc(orderItemOptions.id));
  return lines.map((line) => ({
    ...line,
    options: options.filter((option) => option.orderItemId === line.id),
  }));
}

/** What a line cost, its options included (unit prices × quantity), in cents. */
export function lineCents(
  line: Pick<StoredLine, 'unitPriceCents' | 'quantity'> & {
    options: { priceCents: number; quantity: number }[];
  },
): number {
  const unit = line.options.reduce(
    (sum, o) => sum + o.priceCents * o.quantity,
    line.unitPriceCents,
  );
  return unit * line.quantity;
}
