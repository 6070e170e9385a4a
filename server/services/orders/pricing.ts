/**
 * Repricing (docs/contract.md#post-v2publiccheckout, ADR 7): the server prices every order again
 * with lib/domain's quote from its own menus, offers, coupon and settings, at the instant the
 * order is for, and refuses (422, in French) what does not match, in the contract's order. It
 * geocodes the address itself and keeps the gifts it computed, never the client's. Stores nothing.
 */
import type { OrderPayload } from '@/lib/api/checkout';
import { ASAP } from '@/lib/api/checkout';
import type { Item, Menu, Offer, RestaurantSettings } from '@/lib/api/schemas';
import { placeMismatch, type Place } from '@/lib/domain/address-match';
import { lineAllergens, type AllergenInfo } from '@/lib/domain/allergens';
import type { CartLine, CartOption, OrderMode } from '@/lib/domain/cart-types';
import { isOfferActiveAt } from '@/lib/domain/checkout-offers';
import { orderCapBreaches, type CapBreach } from '@/lib/domain/order-caps';
import { selectionErrors, toCartLine, type Selection } from '@/lib/domain/item-options';
import { toCents } from '@/lib/domain/money';
import type { CartTotals } from '@/lib/domain/pricing';
import { clockTime } from '@/lib/domain/availability';
import {
  dayOverride,
  extraMinutesAt,
  hoursWith,
  isOpenWith,
  localDate,
  orderAllowedDuringPause,
  pauseAt,
  slotsOnDate,
  withExtraLead,
  type KitchenSwitches,
} from '@/lib/domain/kitchen-switches';
import { unavailableCartItems } from '@/lib/domain/availability';
import { horizonDates, slotCapacity } from '@/lib/domain/slots';
import {
  cartMenus,
  orderTiming,
  quoteCart,
  type Quote,
  type QuoteInput,
  type TimingSources,
} from '@/lib/domain/quote';
import type { Deps } from '../../context';
import { GeocoderUnavailableError } from '../geocoding';
import { distanceAnswer } from '../locations';
import { couponUsedBy, type CouponUse } from './coupon-use';
import { GROUP_ERRORS, ORDER_MESSAGES, reject } from './messages';

export interface PricedOrder {
  /** The restaurant as the order was priced (its name and address go in the confirmation). */
  restaurant: RestaurantSettings;
  mode: OrderMode;
  lines: CartLine[];
  totals: CartTotals;
  instant: Date;
  /** Orders the chosen slot takes at most; null for ASAP or when the mode has no limit. */
  capacity: number | null;
  couponCode: string | null;
  /** The use of a once-per-customer coupon, which storage checks under its lock; else null. */
  couponUse: CouponUse | null;
  /** The menus' name of an item: the kitchen mail names the gifts with it. */
  itemName: (itemId: number) => string | undefined;
  /** An item's allergens with the options chosen, as the menus have them (stored per line). */
  allergensOf: (itemId: number, chosen: readonly CartOption[]) => AllergenInfo;
  /** A delivery's postal code and town as the geocoder spells them; null for pickup. */
  place: Place | null;
}

function findItem(menus: readonly Menu[], itemId: number): Item | undefined {
  for (const menu of menus) {
    for (const category of menu.categories) {
      const item = category.items.find((candidate) => candidate.item_id === itemId);
      if (item) return item;
    }
  }
  return undefined;
}

function toLines(menus: readonly Menu[], payload: OrderPayload): CartLine[] {
  return payload.items.map((wanted) => {
    const item =
      findItem(menus, wanted.item_id) ?? reject(422, ORDER_MESSAGES.unknownItem(wanted.item_id));
    const selection: Record<number, Record<number, number>> = {};
    for (const option of wanted.options) {
      const group = (selection[option.group_id] ??= {});
      group[option.option_id] = (group[option.option_id] ?? 0) + option.quantity;
    }
    const errors = Object.values(selectionErrors(item, selection as Selection)).flat();
    if (errors.length > 0) {
      const detail = [...new Set(errors.map((e) => GROUP_ERRORS[e.kind]))].join(', ');
      reject(422, ORDER_MESSAGES.badSelection(item.item_name, detail));
    }
    return toCartLine(item, selection, wanted.quantity, wanted.note);
  });
}

const lastDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** The horizon refusal: how many days, and the last one ("dimanche 7 juin"). */
function horizonMessage({ now, settings }: TimingSources): string {
  const days = horizonDates(now, settings.timezone, settings.scheduling);
  const last = lastDayFormat.format(new Date(`${days.at(-1)!.date}T00:00:00Z`));
  return ORDER_MESSAGES.beyondHorizon(days.length, last);
}

/**
 * When the order is for: the chosen slot's start, or now for "asap"
 * (docs/product.md#scheduling-slots), and the slot's capacity. The kitchen's switches (issue 36)
 * apply: the busy delay lengthens the lead time, a closed date or special hours drop slots, a
 * pause refuses what would be cooked before it ends.
 */
function orderSlot(
  payload: OrderPayload,
  sources: TimingSources,
  kitchen: KitchenSwitches,
): Pick<PricedOrder, 'instant' | 'capacity'> & { date: string } {
  const { delivery_date: date, delivery_time_range: range } = payload.customer.date;
  const scheduled = range !== ASAP;
  if (scheduled && date === '') reject(422, ORDER_MESSAGES.noDate);
  const { now, settings } = sources;
  const extra = extraMinutesAt(kitchen.delay, now);
  const delayed = { ...settings, scheduling: withExtraLead(settings.scheduling, extra) };
  const timing = orderTiming({ scheduled, date, range }, { ...sources, settings: delayed });
  if (timing.beyondHorizon) reject(422, horizonMessage(sources));
  // As soon as possible is for today, whatever date the form still holds from an earlier choice.
  const day = scheduled ? timing.date : localDate(now, settings.timezone);
  const override = dayOverride(kitchen, day);
  if (override?.closed) reject(422, ORDER_MESSAGES.closedDay(override.message));
  if (timing.slotGone || (timing.slot && slotsOnDate([timing.slot], kitchen, day).length === 0)) {
    reject(422, ORDER_MESSAGES.closedSlot(date, range));
  }
  if (!timing.slot && override) {
    const open = cartMenus(sources.lines, sources.menus).some((menu) =>
      isOpenWith(menu.active_times, kitchen, now, settings.timezone),
    );
    if (!open) reject(422, ORDER_MESSAGES.asapClosed);
  }
  if (!orderAllowedDuringPause(kitchen.pause, now, timing.slot?.startsAt ?? null)) {
    const until = pauseAt(kitchen.pause, now)?.until ?? null;
    const local = until && clockTime(until, settings.timezone);
    reject(422, ORDER_MESSAGES.paused(local));
  }
  const capacity = timing.slot ? slotCapacity(settings.scheduling, sources.mode) : null;
  return { instant: timing.instant, capacity, date: day };
}

/** The dishes and choices of the order the kitchen marked sold out, named for the refusal. */
function soldOutNames(menus: readonly Menu[], payload: OrderPayload): string[] {
  const names = payload.items.flatMap((wanted) => {
    const item = findItem(menus, wanted.item_id);
    if (!item) return [];
    if (item.item_sold_out) return [item.item_name];
    return wanted.options.flatMap((chosen) => {
      const group = item.options.find((candidate) => candidate.id === chosen.group_id);
      const choice = group?.option_options.find((candidate) => candidate.id === chosen.option_id);
      return choice?.sold_out ? [`${choice.name} (${item.item_name})`] : [];
    });
  });
  return [...new Set(names)];
}

async function resolveAddress(deps: Deps, payload: OrderPayload) {
  const { address, postal_code, city } = payload.customer.location;
  try {
    return (
      (await deps.geocoder.resolve(`${address}, ${postal_code} ${city}`)) ??
      (await deps.geocoder.resolve(address))
    );
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) reject(502, ORDER_MESSAGES.geocoderDown);
    throw error;
  }
}

/**
 * Where a delivery goes, as the server finds it; refused when delivery is off, when the postal
 * code or town typed names another place than the address found (lib/domain/address-match.ts),
 * or when it is too far. The place is the geocoder's spelling, stored with the order.
 */
async function locate(
  deps: Deps,
  payload: OrderPayload,
  settings: RestaurantSettings,
): Promise<Pick<QuoteInput, 'zone' | 'distance'> & { place: Place }> {
  if (!settings.features.delivery.active) reject(422, ORDER_MESSAGES.deliveryInactive);
  const address =
    (await resolveAddress(deps, payload)) ?? reject(422, ORDER_MESSAGES.addressNotFound);
  const typed = payload.customer.location;
  const found = { postal_code: address.postcode, city: address.city };
  const mismatch = placeMismatch(typed, found, address.postcodes);
  if (mismatch) {
    const place = [found.postal_code, found.city].filter(Boolean).join(' ');
    reject(422, ORDER_MESSAGES.placeMismatch(mismatch, place));
  }
  // In a commune with several codes the geocoder cannot tell apart, the diner's one is kept.
  const postcode = address.postcodes?.includes(typed.postal_code.trim())
    ? typed.postal_code.trim()
    : address.postcode;
  const { distance, zone, too_far } = distanceAnswer({ ...address, postcode }, settings);
  if (too_far) reject(422, ORDER_MESSAGES.tooFar);
  return {
    zone,
    distance,
    place: { postal_code: postcode || typed.postal_code, city: found.city || typed.city },
  };
}

/** A delivery the quote cannot make: below the minimum with no flat charge, or no fee for it. */
function refuseUndeliverable({ advance, fee }: Quote) {
  if (!advance.ok) {
    if (advance.reason === 'below_minimum') {
      reject(422, ORDER_MESSAGES.belowMinimum(advance.minimumCents, advance.missingCents));
    }
    reject(422, ORDER_MESSAGES.deliveryInactive);
  }
  if (!fee.ok)
    reject(422, fee.reason === 'too_far' ? ORDER_MESSAGES.tooFar : ORDER_MESSAGES.noZone);
}

/** The refusal of an order past a limit, with the restaurant's phone for a larger one. */
function capMessage(breach: CapBreach, phone: string): string {
  return breach.kind === 'total'
    ? ORDER_MESSAGES.aboveMaxTotal(breach.maxCents, breach.totalCents, phone)
    : ORDER_MESSAGES.aboveMaxItems(breach.max, breach.count, phone);
}

/** The use of a once-per-customer coupon, refused when an earlier order made it. */
async function checkCouponUse(
  deps: Deps,
  payload: OrderPayload,
  coupon: Offer | null,
): Promise<CouponUse | null> {
  if (!coupon?.once_per_customer) return null;
  const use = {
    code: payload.coupon!.toUpperCase(),
    email: payload.customer.email,
    userId: payload.user_id,
    localId: payload.local_id,
  };
  const usedBy = await couponUsedBy(deps.db, use, deps.now());
  if (usedBy !== null) reject(422, ORDER_MESSAGES.couponUsed(usedBy));
  return use;
}

const FIGURES = [
  ['subtotal', 'sous-total'],
  ['discount', 'remise'],
  ['delivery', 'livraison'],
  ['tax', 'TVA'],
  ['total', 'total'],
] as const;

/** Checks and prices an order as the server sees it; throws OrderRejection on any mismatch. */
export async function priceOrder(deps: Deps, payload: OrderPayload): Promise<PricedOrder> {
  const mode: OrderMode = payload.is_pickup ? 'pickup' : 'delivery';
  const catalogue = await deps.catalogue.current();
  const { timeZone } = catalogue;
  const settings = catalogue.restaurant();
  if (payload.payment_method === 'cash' && !settings.payments.cod.active) {
    reject(422, ORDER_MESSAGES.cashOff);
  }
  if (payload.payment_method === 'card' && !deps.payments.active)
    reject(422, ORDER_MESSAGES.cardOff);

  const now = deps.now();
  const menus = catalogue.menus(now);
  const lines = toLines(menus, payload);
  const soldOut = soldOutNames(menus, payload);
  if (soldOut.length > 0) reject(422, ORDER_MESSAGES.soldOut(soldOut));
  const sources = { lines, menus, mode, settings, now };
  const { instant, capacity, date } = orderSlot(payload, sources, catalogue.kitchen);
  const dayMenus = menus.map((menu) => ({
    ...menu,
    active_times: hoursWith(menu.active_times, catalogue.kitchen, date),
  }));
  const unavailable = unavailableCartItems(lines, dayMenus, instant, timeZone);
  if (unavailable.length > 0) reject(422, ORDER_MESSAGES.unavailable(unavailable));

  let coupon: Offer | null = null;
  if (payload.coupon) {
    coupon = catalogue.coupon(payload.coupon) ?? reject(422, ORDER_MESSAGES.invalidCoupon);
    if (!isOfferActiveAt(coupon, instant, timeZone)) reject(422, ORDER_MESSAGES.couponNotNow);
  }
  const offers = catalogue.automaticOffers(instant);
  const { place, ...located } =
    mode === 'delivery'
      ? await locate(deps, payload, settings)
      : { zone: null, distance: null, place: null };
  const quote = quoteCart({ lines, mode, offers, coupon, settings, ...located, instant });
  if (mode === 'delivery') refuseUndeliverable(quote);

  const { totals } = quote;
  const [breach] = orderCapBreaches(lines, totals.total, settings.orders);
  if (breach) reject(422, capMessage(breach, settings.contacts.phone));
  for (const [key, label] of FIGURES) {
    const sent = toCents(payload[key]);
    if (sent !== totals[key]) reject(422, ORDER_MESSAGES.figure(label, sent, totals[key]));
  }
  const couponUse = await checkCouponUse(deps, payload, coupon);
  return {
    restaurant: settings,
    mode,
    lines,
    totals,
    instant,
    capacity,
    couponCode: coupon ? payload.coupon!.toUpperCase() : null,
    couponUse,
    itemName: (itemId) => findItem(menus, itemId)?.item_name,
    allergensOf: (itemId, chosen) =>
      lineAllergens(findItem(menus, itemId) ?? { options: [] }, chosen),
    place,
  };
}
