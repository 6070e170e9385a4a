/**
 * Slot capacity (docs/product.md#slot-capacity; beyond the spec, as Toast's throttling): a
 * scheduled slot takes at most `slotCapacity(settings.scheduling, mode)` orders. Storage counts
 * and refuses atomically (storage.ts); GET /checkout/slots lists the full slots.
 *
 * Rules chosen where the spec is silent:
 * - A slot is a mode (`is_pickup`) and its start instant (`scheduled_for`, the slot's `startsAt`)
 *   among scheduled orders (`delivery_time_range` other than 'asap'): two menus offering the same
 *   start share one slot, and an ASAP order never takes a slot's place.
 * - The orders a slot counts: every cash order, every paid order, and a card order not paid yet
 *   for HOLD_MINUTES after its creation (the diner is at the card step). An abandoned card
 *   attempt then frees its place; if it is paid later all the same, it counts again (the money
 *   was taken, the order stands) and the slot may hold one more than its capacity.
 * - Creation times and the hold are read on the API's clock (`deps.now()`), which also writes
 *   `created_at` (storage.ts): one clock for both, and a frozen one in tests.
 * - Atomicity: the count and the insert run in one statement, whose transaction holds an
 *   advisory lock keyed by the slot (`slotLockKey`) from before the count until the insert
 *   commits (storage.ts; the count is the SQL function `order_refusal` of migration 0008), so two
 *   orders for the same slot are decided one after the other, on PostgreSQL as on PGlite. Orders
 *   of other slots do not wait.
 * - The full slots answered are those from now to the end of the horizon's last local day.
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

/** The instant before which an unpaid card order no longer counts. */
export function holdSince(now: Date): Date {
  return new Date(now.getTime() - HOLD_MINUTES * 60_000);
}

/**
 * Scheduled orders only. The literal (not a parameter) is what lets PostgreSQL use the partial
 * index `orders_slot_idx` (migration 0004), whose predicate it is.
 */
const scheduled = sql`${orders.deliveryTimeRange} <> 'asap'`;

/**
 * The orders that take a place (see the rules above); `since` is `holdSince(now)`, ISO text. The
 * SQL function `order_refusal` (migration 0008) counts a slot's orders by the same rule.
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
