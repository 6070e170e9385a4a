/**
 * The kitchen's orders (docs/contract.md#staff-extension, docs/adr/0041): the day as the board
 * reads it, each move of lib/domain/order-life.ts applied once (the state it was decided from is
 * in the update's WHERE, so of two tablets the first wins and the second is told why), every move
 * written to the status history with its instant and actor and told to the diner by mail in the
 * same transaction (order-move-mail.ts), and the sweep refusing orders nobody
 * accepted in time. A card's side of a move goes first, but a refund after the cancel commits
 * (card-effects.ts, docs/adr/0046).
 * Only orders the kitchen may cook are seen: cash, or a card authorised.
 */
import { and, asc, eq, gte, inArray, lt, lte, max, or, sql, type SQL } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { RestaurantSettings, SettingEntry } from '@/lib/api/schemas';
import type { StaffOrder } from '@/lib/api/staff';
import type { HoursMenu } from '@/lib/domain/availability';
import { zonedParts, zonedTimeToInstant } from '@/lib/domain/hours';
import { toEuros } from '@/lib/domain/money';
import {
  acceptDeadline,
  decide,
  isOverdue,
  type AcceptWindow,
  type KitchenAction,
} from '@/lib/domain/order-life';
import { toRestaurantSettings } from '@/lib/api/settings';
import type { Database } from '../../db/client';
import { menus, orderStatusHistory, orders, outbox, settings } from '../../db/schema';
import { fail, MESSAGES } from '../../http';
import { orderMoveMail } from '../order-move-mail';
import type { PaymentProvider } from '../payments';
import { linesOf } from '../orders/lines';
import { kitchenSettings } from '../settings';
import { CARD_MESSAGES, settleCard } from './card-effects';

type OrderRow = typeof orders.$inferSelect;

/** What deciding about the restaurant's orders needs: its zone, menus' hours and kitchen setting. */
interface Kitchen {
  timeZone: string;
  restaurant: RestaurantSettings;
  menus: HoursMenu[];
  acceptWithinMinutes: number;
}

async function kitchenOf(db: Database): Promise<Kitchen> {
  const entries = (await db.select().from(settings)) as SettingEntry[];
  const hours = await db
    .select({ menu_is_available: menus.isAvailable, active_times: menus.activeTimes })
    .from(menus);
  const restaurant = toRestaurantSettings(entries);
  return {
    timeZone: restaurant.timezone,
    restaurant,
    menus: hours,
    acceptWithinMinutes: kitchenSettings(entries).accept_within_minutes,
  };
}

/** The states the kitchen still has to act on. */
const STILL_TO_DO = ['received', 'accepted', 'delayed', 'ready', 'out_for_delivery'] as const;

/** Cash, or a card authorised (status paid): an unpaid card order is not the kitchen's yet. */
const cookable = or(eq(orders.paymentMethod, 'cash'), eq(orders.status, 'paid'))!;

/** The kitchen sees a card order from its authorisation (docs/adr/0046), cash from its placing. */
const windowOf = (order: OrderRow, kitchen: Kitchen): AcceptWindow => ({
  placedAt: order.authorisedAt ?? order.createdAt,
  menus: kitchen.menus,
  timeZone: kitchen.timeZone,
  acceptWithinMinutes: kitchen.acceptWithinMinutes,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

async function ordersWhere(db: Database, kitchen: Kitchen, where: SQL): Promise<StaffOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(cookable, where))
    .orderBy(asc(sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`), asc(orders.id));
  const lines = await linesOf(
    db,
    rows.map((o) => o.id),
  );
  return rows.map((order) => {
    const customer = order.customer;
    const location = (customer.location ?? null) as Record<string, unknown> | null;
    const address =
      order.isPickup || !location
        ? null
        : `${text(location.address)}, ${text(location.postal_code)} ${text(location.city)}`.trim();
    return {
      id: order.id,
      placed_at: order.createdAt.toISOString(),
      mode: order.isPickup ? 'pickup' : 'delivery',
      slot: order.deliveryTimeRange === 'asap' ? null : iso(order.scheduledFor),
      kitchen_state: order.kitchenState,
      ready_at: iso(order.readyAt),
      accept_before:
        order.kitchenState === 'received' ? iso(acceptDeadline(windowOf(order, kitchen))) : null,
      reason: order.kitchenReason,
      customer: {
        name: `${text(customer.first_name)} ${text(customer.last_name)}`.trim(),
        phone: text(customer.phone),
        email: text(customer.email),
      },
      address,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          name: line.name,
          quantity: line.quantity,
          note: line.note,
          options: line.options.map((o) => ({ name: o.name, quantity: o.quantity })),
          allergens: line.allergens && {
            contains: line.allergens.contains,
            may_contain: line.allergens.mayContain,
            complete: line.allergens.complete,
          },
        })),
      total: toEuros(order.totalCents),
      payment: {
        method: order.paymentMethod === 'card' ? 'card' : 'cash',
        state: order.paymentState,
      },
    };
  });
}

/** The local date "YYYY-MM-DD" of an instant in the zone. */
function localDay(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The orders of a local day (today when none is given), by their slot or, ASAP, their time. */
export async function dayOrders(
  db: Database,
  now: Date,
  day: string | undefined,
): Promise<{ day: string; time_zone: string; orders: StaffOrder[] }> {
  const kitchen = await kitchenOf(db);
  const today = localDay(now, kitchen.timeZone);
  const date = day ?? today;
  const [y, m, d] = date.split('-').map(Number);
  const start = zonedTimeToInstant(y, m, d, 0, kitchen.timeZone);
  const end = zonedTimeToInstant(y, m, d + 1, 0, kitchen.timeZone);
  const at = sql`coalesce(${orders.scheduledFor}, ${orders.createdAt})`;
  const inDay = and(gte(at, start), lt(at, end))!;
  // Today's board also holds what is still to do from other days (an order for tomorrow waits
  // for an answer now, and is refused by itself without one) and what the kitchen moved today.
  const movedToday = and(gte(orders.updatedAt, start), lt(orders.updatedAt, end))!;
  const where =
    date === today ? or(inDay, inArray(orders.kitchenState, STILL_TO_DO), movedToday)! : inDay;
  return {
    day: date,
    time_zone: kitchen.timeZone,
    orders: await ordersWhere(db, kitchen, where),
  };
}

/** How long past its deadline the sweep waits before refunding a capture no accept recorded. */
const LOST_ACCEPT_GRACE_MS = 5 * 60_000;
/** From this long past its deadline a card order is no longer accepted (the sweep's margin). */
const ACCEPT_CUTOFF_MS = LOST_ACCEPT_GRACE_MS - 3 * 60_000;

/**
 * Refunds a cancelled order's captured card and records it; Stripe unreachable or refusing
 * leaves it `captured`, for the sweep to try again (docs/adr/0046).
 */
async function refundCancelled(
  db: Database,
  provider: PaymentProvider,
  order: OrderRow,
): Promise<void> {
  try {
    const state = await settleCard(provider, order, 'refund', false);
    await db
      .update(orders)
      .set({ paymentState: state })
      .where(and(eq(orders.id, order.id), eq(orders.paymentState, 'captured')));
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error;
    console.warn(`[payments] remboursement de la commande ${order.id} à reprendre`);
  }
}

/**
 * One order as the board lists it, for its live stream (docs/adr/0043): null while the kitchen
 * may not see it (a card not yet paid) or when it does not exist.
 */
export async function staffOrderView(db: Database, orderId: number): Promise<StaffOrder | null> {
  const [order] = await ordersWhere(db, await kitchenOf(db), eq(orders.id, orderId));
  return order ?? null;
}

/** The newest status history row's id, 0 when none: where a board's stream starts from. */
export async function lastEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(orderStatusHistory.id) }).from(orderStatusHistory);
  return row?.id ?? 0;
}

/**
 * Applies the kitchen's move to an order, as `actor` (`staff:<id>`, `system`): the order after it,
 * or a 404 (unknown or not the kitchen's), a 409 in French (the move is not allowed, another
 * tablet moved the order first, the card refused the move) or a 502 (Stripe unreachable), which
 * change nothing.
 */
export async function moveOrder(
  db: Database,
  now: Date,
  orderId: number,
  action: KitchenAction,
  actor: string,
  provider: PaymentProvider,
): Promise<StaffOrder> {
  const kitchen = await kitchenOf(db);
  const read = async () =>
    (
      await db
        .select()
        .from(orders)
        .where(and(cookable, eq(orders.id, orderId)))
    )[0];
  const order = await read();
  if (!order) fail(404, MESSAGES.notFound);
  const at = (row: OrderRow) => ({
    state: row.kitchenState,
    kind: row.isPickup ? ('pickup' as const) : ('delivery' as const),
    slot: row.deliveryTimeRange === 'asap' ? null : row.scheduledFor,
    readyAt: row.readyAt,
  });
  const decision = decide(at(order), action, now);
  if (!decision.ok) fail(409, decision.message);
  const pastDeadline = now.getTime() - acceptDeadline(windowOf(order, kitchen)).getTime();
  const lostAccept = action.type === 'timeout' && pastDeadline >= LOST_ACCEPT_GRACE_MS;
  // An accept this late could still be capturing when the sweep refunds a lost one.
  if (
    action.type === 'accept' &&
    order.paymentMethod === 'card' &&
    pastDeadline >= ACCEPT_CUTOFF_MS
  ) {
    fail(409, CARD_MESSAGES.tooLate);
  }
  // A refund cannot be undone: it follows the cancel's commit, never precedes a move that loses.
  const refundAfter = decision.payment === 'refund' && order.paymentState === 'captured';
  const paymentState = refundAfter
    ? order.paymentState
    : await settleCard(provider, order, decision.payment, lostAccept);
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        kitchenState: decision.state,
        paymentState,
        readyAt: decision.readyAt,
        ...(decision.reason === null ? {} : { kitchenReason: decision.reason }),
        ...(action.type === 'accept' ? { acceptedAt: now } : {}),
        updatedAt: now,
      })
      // The payment as read too: a card authorised meanwhile (the order was cash when read) must
      // not be written over with the state decided without it.
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.kitchenState, order.kitchenState),
          eq(orders.paymentState, order.paymentState),
        ),
      )
      .returning();
    if (rows.length === 0) return false;
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId,
        status: decision.state,
        note: decision.reason ?? '',
        actor,
        createdAt: now,
      })
      .returning({ id: orderStatusHistory.id });
    // The diner hears of the move with it: no mail for a move that lost (docs/adr/0041).
    // A cancelled card is refunded right after the commit (or by the sweep): the mail says so.
    const told = refundAfter ? { ...rows[0], paymentState: 'refunded' as const } : rows[0];
    const mail = orderMoveMail(told, decision.state, entry.id, kitchen.restaurant, now);
    if (mail) await tx.insert(outbox).values(mail);
    return true;
  });
  if (!moved) {
    // Another tablet (or the sweep) got there first: say where the order stands now.
    const current = await read();
    const again = current && decide(at(current), action, now);
    fail(409, again && !again.ok ? again.message : 'Cette commande vient de changer : rechargez.');
  }
  if (refundAfter) await refundCancelled(db, provider, order);
  const [answer] = await ordersWhere(db, kitchen, eq(orders.id, orderId));
  return answer;
}

/**
 * Refuses every order still waiting past its deadline (docs/adr/0041), as `system`, on the
 * API's clock: how many. An order accepted meanwhile is left alone.
 */
export async function refuseOverdueOrders(
  db: Database,
  now: Date,
  provider: PaymentProvider,
): Promise<number> {
  const kitchen = await kitchenOf(db);
  const waiting = await db
    .select()
    .from(orders)
    .where(and(cookable, eq(orders.kitchenState, 'received'), lte(orders.createdAt, now)));
  const overdue = waiting.filter((order) =>
    isOverdue(order.kitchenState, windowOf(order, kitchen), now),
  );
  // Cancelled cards whose refund did not go through at the cancel: tried again.
  const unrefunded = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kitchenState, 'cancelled'),
        eq(orders.paymentMethod, 'card'),
        eq(orders.paymentState, 'captured'),
      ),
    );
  for (const order of unrefunded) await refundCancelled(db, provider, order);
  let refused = 0;
  for (const order of overdue) {
    try {
      await moveOrder(db, now, order.id, { type: 'timeout' }, 'system', provider);
      refused += 1;
    } catch (error) {
      // Accepted or refused by a tablet between the read and the move (409), or Stripe
      // unreachable (502): left alone until the next round.
      if (!(error instanceof HTTPException)) throw error;
    }
  }
  return refused;
}
