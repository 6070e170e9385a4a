/**
 * Which checkout offers apply to an order (docs/product.md#offer-applicability).
 * An offer applies when it is active at the instant (weekday and wall-clock time in the
 * restaurant's zone, the year ignored: offers repeat every week), fits the order mode, the
 * subtotal reaches its minimum amount, and it is automatic or the coupon the diner entered.
 * What an applicable offer gives is computed in `offer-effects.ts`.
 *
 * Rules chosen where the spec is silent:
 * - Time window [start, end) belongs to the listed day; end < start runs past midnight into the
 *   next morning (a Friday 22:00-02:00 offer still applies at 01:00 on Saturday, not on Friday
 *   at 01:00), "24:00" ends at midnight, and start == end is an empty window that never applies,
 *   as opening hours treat it (hours.ts: 00:00-00:00 ranges are ignored,
 *   docs/product.md#opening-hours-and-availability).
 * - DST days use the wall clock: on the spring change a 02:00-03:00 window never happens, on the
 *   autumn change it happens twice.
 * - minimum_amount is reached when the subtotal (items and options, before any discount and
 *   without the delivery fee) is at least that amount.
 * - The same offer listed twice (automatic and as the coupon) counts once.
 */
import type { Offer } from '@/lib/api/schemas';
import { WEEKDAYS } from '@/lib/api/weekdays';
import type { CartLine, OrderMode } from './cart-types';
import { toMinutes, zonedParts, type ZonedParts } from './hours';
import { toCents } from './money';

/** What the applicability rules read of an order. */
export interface OfferOrder {
  mode: OrderMode;
  /** Σ line totals in cents, before discounts. */
  subtotalCents: number;
  /** Id of the coupon the diner entered and the server validated, if any. */
  couponId: number | null;
  instant: Date;
  timeZone: string;
}

type LocalTime = Pick<ZonedParts, 'weekday' | 'minutes'>;

/** Whether a weekly window [start, end) contains a local weekday and time of day. */
function windowContains(times: Offer['active_times'], { weekday, minutes }: LocalTime): boolean {
  const from = toMinutes(times.start);
  const to = toMinutes(times.end);
  if (from === to) return false;
  if (to > from) return times.days.includes(weekday) && minutes >= from && minutes < to;
  // The window crosses midnight: the evening of a listed day, or the morning after one.
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7];
  return (
    (times.days.includes(weekday) && minutes >= from) ||
    (times.days.includes(yesterday) && minutes < to)
  );
}

/** Whether the offer is switched on and its weekly time window contains the instant. */
export function isOfferActiveAt(
  offer: Pick<Offer, 'is_active' | 'active_times'>,
  instant: Date,
  timeZone: string,
): boolean {
  return offer.is_active && windowContains(offer.active_times, zonedParts(instant, timeZone));
}

/** Whether the offer may be used for this order mode (both, pickup only, delivery only). */
export function offerFitsMode(offer: Pick<Offer, 'delivery_pickup'>, mode: OrderMode): boolean {
  return offer.delivery_pickup === 'both' || offer.delivery_pickup === mode;
}

/** Whether the subtotal reaches the offer's minimum amount (euros on the wire, cents here). */
export function meetsMinimumAmount(
  offer: Pick<Offer, 'minimum_amount'>,
  subtotalCents: number,
): boolean {
  return subtotalCents >= toCents(offer.minimum_amount);
}

/** Whether the offer applies by itself ('Yes') or only as the coupon the diner entered ('No'). */
export function isOfferClaimed(
  offer: Pick<Offer, 'id' | 'auto_apply'>,
  couponId: number | null,
): boolean {
  return offer.auto_apply === 'Yes' || offer.id === couponId;
}

// The local time is read lazily and once per order: Intl formatting costs more than the rest.
function eligibleAt(offer: Offer, order: OfferOrder, local: () => LocalTime): boolean {
  return (
    isOfferClaimed(offer, order.couponId) &&
    offerFitsMode(offer, order.mode) &&
    meetsMinimumAmount(offer, order.subtotalCents) &&
    offer.is_active &&
    windowContains(offer.active_times, local())
  );
}

/** The eligible offers, each id once, sorted by id so the result never depends on list order. */
export function eligibleOffers(offers: readonly Offer[], order: OfferOrder): Offer[] {
  let local: LocalTime | undefined;
  const at = () => (local ??= zonedParts(order.instant, order.timeZone));
  const byId = new Map<number, Offer>();
  for (const offer of offers) {
    if (!byId.has(offer.id) && eligibleAt(offer, order, at)) byId.set(offer.id, offer);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

type ScopeOffer = Pick<Offer, 'menus' | 'categories' | 'items'>;
type ScopeLine = Pick<CartLine, 'itemId' | 'categoryId' | 'menuId'>;

/**
 * Whether an offer's scope covers a line: its item list when non-empty, else its category list,
 * else its menu list (the most precise list wins, docs/product.md#offer-applicability); all three
 * empty covers the whole cart.
 */
export function offerCoversLine(offer: ScopeOffer, line: ScopeLine): boolean {
  if (offer.items.length > 0) return offer.items.includes(line.itemId);
  if (offer.categories.length > 0) return offer.categories.includes(line.categoryId);
  if (offer.menus.length > 0) return offer.menus.includes(line.menuId);
  return true;
}
