/**
 * Slot capacity (docs/product.md#slot-capacity): a slot is a mode and a start instant, and counts
 * cash orders, paid orders and card orders within their hold. Storage counts and inserts in one
 * statement under the slot's advisory lock (storage.ts, ADR 30). The hold is read on the API's
 * clock (`deps.now()`), which also writes `created_at`: one clock for both, frozen in tests.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OrderMode } from '@/lib/domain/cart-types';
import { zonedParts, zonedTimeToInstant } from '@/lib/domain/hours';
import { slotCapacity } from '@/lib/domain/slots';
import type { Deps } from '../../context';
import { preparedStatement } from '../../db/client';
import { orders } from '../../db/schema';

/** How long an unpaid card order holds its place. */
const HOLD_MINUTES = 30;

/** A scheduled slot of one mode, by its start. */
export interface Slot {
  isPickup: boolean;
  startsAt: Date;
}

/** The instant before which an unpaid card order stops counting. */
export function holdSince(now: Date): Date {
  return new Date(now.getTime() - HOLD_MINUTES * 60_000);
}

/**
 * Scheduled orders only. The literal (not a parameter) is what lets PostgreSQL use the partial
 * index `orders_slot_idx` (migration 0004), whose predicate it is.
 */
const scheduled = sql`${orders.deliveryTimeRange} <> 'asap'`;

/**
 * The orders that take a place (docs/product.md#slot-capacity); `since` is `holdSince(now)`, ISO
 * text. The SQL function `order_refusal` (migration 0008) counts a slot's orders by the same rule.
 */
function counted(since: Placeholder | string): SQL {
  return sql`(${orders.paymentMethod} = 'cash' or ${orders.status} = 'paid'
    or ${orders.createdAt} > ${since}::timestamptz)`;
}

/** The key of a slot's advisory lock: 'slot:pickup:2026-06-01T17:00:00.000Z' hashed to 64 bits. */
export function slotLockKey({ isPickup, startsAt }: Slot): string {
  return `slot:${isPickup ? 'pickup' : 'delivery'}:${startsAt.toISOString()}`;
}

/** One grouped query over the partial index: the starts of the mode's full slots in a window. */
const fullSlotStarts = preparedStatement<{ starts: Date }>(
  'full_slots',
  sql`
    select ${orders.scheduledFor} as starts from ${orders}
    where ${orders.isPickup} = ${sql.placeholder('pickup')}::boolean and ${scheduled}
      and ${orders.scheduledFor} >= ${sql.placeholder('from')}::timestamptz
      and ${orders.scheduledFor} < ${sql.placeholder('to')}::timestamptz
      and ${counted(sql.placeholder('since'))}
    group by ${orders.scheduledFor}
    having count(*) >= ${sql.placeholder('capacity')}::int
    order by 1
  `,
);

/** Midnight after the horizon's last local day, in the restaurant's zone. */
function horizonEnd(now: Date, timeZone: string, days: number): Date {
  const today = zonedParts(now, timeZone);
  return zonedTimeToInstant(today.year, today.month, today.day + days, 0, timeZone);
}

/**
 * GET /checkout/slots: the ISO start instants of the mode's full slots from now to the end of the
 * horizon; none (and no query) when the mode has no capacity.
 */
export async function fullSlots(
  { db, catalogue, now: clock }: Pick<Deps, 'db' | 'catalogue' | 'now'>,
  mode: OrderMode,
): Promise<string[]> {
  const settings = (await catalogue.current()).restaurant();
  const capacity = slotCapacity(settings.scheduling, mode);
  if (capacity === null) return [];
  const now = clock();
  const rows = await fullSlotStarts(db, {
    pickup: String(mode === 'pickup'),
    from: now.toISOString(),
    to: horizonEnd(now, settings.timezone, settings.scheduling.horizon_days).toISOString(),
    since: holdSince(now).toISOString(),
    capacity,
  });
  return rows.map(({ starts }) => new Date(starts).toISOString());
}
