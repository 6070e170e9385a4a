/**
 * Which checkout offers apply to an order (docs/product.md#offer-applicability): active at the
 * instant by the restaurant's wall clock, fitting the mode and the minimum amount, automatic or
 * the coupon entered. What an applicable offer gives is `offer-effects.ts`' job.
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
