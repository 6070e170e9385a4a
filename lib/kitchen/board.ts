/**
 * The board's reading of the kitchen's day (docs/product.md#the-kitchen-board): which column an
 * order stands in, which moves it offers (the domain's one table, lib/domain/order-life.ts), and
 * how its payment reads. Pure, so the tests hold it without a page.
 */
import type { StaffOrder } from '@/lib/api/staff';
import { TRANSITIONS, type KitchenActionName } from '@/lib/domain/order-life';
import { localDate } from '@/lib/domain/kitchen-switches';

export const COLUMNS = ['waiting', 'underWay', 'ready', 'done'] as const;
export type Column = (typeof COLUMNS)[number];

const COLUMN_OF: Record<StaffOrder['kitchen_state'], Column> = {
  received: 'waiting',
  accepted: 'underWay',
  delayed: 'underWay',
  ready: 'ready',
  out_for_delivery: 'ready',
  handed_over: 'done',
  refused: 'done',
  cancelled: 'done',
};

const when = (order: StaffOrder) => Date.parse(order.slot ?? order.ready_at ?? order.placed_at);

/**
 * The orders by column: waiting ones oldest first (the first placed is the first refused by
 * itself), the kitchen's by the time they are due, the day's done ones newest first.
 */
export function groupOrders(orders: Iterable<StaffOrder>): Record<Column, StaffOrder[]> {
  const groups: Record<Column, StaffOrder[]> = { waiting: [], underWay: [], ready: [], done: [] };
  for (const order of orders) groups[COLUMN_OF[order.kitchen_state]].push(order);
  groups.waiting.sort((a, b) => Date.parse(a.placed_at) - Date.parse(b.placed_at) || a.id - b.id);
  groups.underWay.sort((a, b) => when(a) - when(b) || a.id - b.id);
  groups.ready.sort((a, b) => when(a) - when(b) || a.id - b.id);
  groups.done.sort((a, b) => b.id - a.id);
  return groups;
}

/** Whether the domain allows this move for this order now. */
export function allows(order: StaffOrder, action: KitchenActionName): boolean {
  const move = TRANSITIONS[action];
  return move.from.includes(order.kitchen_state) && (!move.kind || move.kind === order.mode);
}

export type PaymentLabel =
  'cash' | 'cardWaiting' | 'cardAuthorised' | 'cardCaptured' | 'cardReleased' | 'cardRefunded';

export function paymentLabel({ method, state }: StaffOrder['payment']): PaymentLabel {
  if (method === 'cash') return 'cash';
  const labels = {
    none: 'cardWaiting',
    authorised: 'cardAuthorised',
    captured: 'cardCaptured',
    released: 'cardReleased',
    refunded: 'cardRefunded',
  } as const;
  return labels[state];
}

/** Seconds left before a waiting order is refused by itself (0 once past); null: no deadline. */
export function secondsLeft(order: StaffOrder, now: number): number | null {
  if (order.kitchen_state !== 'received' || !order.accept_before) return null;
  return Math.max(0, Math.ceil((Date.parse(order.accept_before) - now) / 1000));
}

/** The board's two formats in a zone, made once per zone: the board formats every second. */
const formatsByZone = new Map<string, { clock: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function formatsIn(timeZone: string) {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    formats = {
      clock: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone }),
      day: new Intl.DateTimeFormat('fr-FR', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone,
      }),
    };
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

/**
 * An instant as the restaurant's clock reads it (`timeZone`, from the day's answer): « 19:40 »
 * today, with its day another day (« mar. 2 déc. à 12:00 »): today's board also holds orders
 * for later days. The day and the time are joined here: ICU versions join them differently.
 */
export function timeOf(iso: string, now: number, timeZone: string): string {
  const instant = new Date(iso);
  const { clock, day } = formatsIn(timeZone);
  const time = clock.format(instant);
  return localDate(instant, timeZone) === localDate(new Date(now), timeZone)
    ? time
    : `${day.format(instant)} à ${time}`;
}
