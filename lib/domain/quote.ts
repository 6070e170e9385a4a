/**
 * The quote: when an order is for and what it costs (docs/product.md#totals). The cart shows it,
 * the checkout sends it and the server charges it, so all three call this one function. Priced
 * at the instant it is for; a delivery is priced twice, as its fee depends on the subtotal.
 */
import type { DeliveryZone, Distance, Menu, Offer, DinerSettings } from '@/lib/api/schemas';
import { DEFAULT_TAX, type CartLine, type OrderMode, type TaxConfig } from './cart-types';
import {
  canAdvanceFromType,
  deliveryFeeCents,
  minimumOrderGap,
  minimumOrderRules,
  type AdvanceResult,
  type DeliveryFeeResult,
} from './delivery';
import { priceCart, type CartTotals } from './pricing';
import { findSlot, isWithinHorizon, slotDates, type TimeSlot } from './slots';

/** Today's local date (YYYY-MM-DD) in the restaurant's zone, whatever the machine's zone. */
export function todayIn(now: Date, timeZone: string): string {
  return slotDates(now, timeZone, 1)[0].date;
}

/** The menus the cart's lines come from: the only ones whose slots the order may take. */
export function cartMenus(
  lines: readonly Pick<CartLine, 'menuId'>[],
  menus: readonly Menu[],
): Menu[] {
  const ids = new Set(lines.map((line) => line.menuId));
  return menus.filter((menu) => ids.has(menu.menu_id));
}

/** The diner's choice of time: as soon as possible, or a slot (its `value`) on a local date. */
export interface Schedule {
  scheduled: boolean;
  /** Local YYYY-MM-DD; '' = today. */
  date: string;
  /** The slot's value ("11:30-12:00"); ignored when not scheduled. */
  range: string;
}

export interface TimingSources {
  lines: readonly Pick<CartLine, 'menuId'>[];
  menus: readonly Menu[];
  mode: OrderMode;
  settings: DinerSettings;
  now: Date;
}

export interface OrderTiming {
  /** The chosen slot, or null for "as soon as possible" (or a slot not offered now). */
  slot: TimeSlot | null;
  /** A scheduled choice whose slot is not offered now (beyond the horizon included). */
  slotGone: boolean;
  /** A scheduled choice for a date past the booking horizon (or before today). */
  beyondHorizon: boolean;
  /** The instant the order is priced and checked at. */
  instant: Date;
  /** The local date the order is for (today when none was picked). */
  date: string;
}

export function orderTiming(schedule: Schedule, sources: TimingSources): OrderTiming {
  const { now, settings, mode } = sources;
  const date = schedule.date || todayIn(now, settings.timezone);
  if (!schedule.scheduled) {
    return { slot: null, slotGone: false, beyondHorizon: false, instant: now, date };
  }
  const options = { date, mode, settings: settings.scheduling, now, timeZone: settings.timezone };
  const slot = findSlot(schedule.range, cartMenus(sources.lines, sources.menus), options);
  return {
    slot,
    slotGone: slot === null,
    beyondHorizon: !isWithinHorizon(options),
    instant: slot?.startsAt ?? now,
    date,
  };
}

/** What an order is priced from. `zone` and `distance` are the delivery address's, if known. */
export interface QuoteInput {
  lines: readonly CartLine[];
  mode: OrderMode;
  /** The automatic offers known to the caller; each still has to be active at `instant`. */
  offers: readonly Offer[];
  /** The offer behind the coupon the diner entered, once validated. */
  coupon: Offer | null;
  settings: DinerSettings;
  zone: DeliveryZone | null;
  distance: Distance | null;
  /** When the order is for (`orderTiming`). */
  instant: Date;
}

/** Every figure of an order, all in integer cents. */
export interface Quote {
  totals: CartTotals;
  mode: OrderMode;
  tax: TaxConfig;
  /** The delivery fee, or why none can be quoted yet (no address, too far, delivery off). */
  fee: DeliveryFeeResult;
  /**
   * Whether the diner may go on from the order type
   * (docs/product.md#delivery-fees-and-minimum-order).
   */
  advance: AdvanceResult;
  /** Delivery's minimum order and the flat charge below it, in force for the zone (0 for pickup). */
  minimumCents: number;
  flatChargeCents: number;
  /** What the subtotal lacks to reach the delivery minimum (0 for pickup or once reached). */
  minimumGapCents: number;
  instant: Date;
  timeZone: string;
}

export function quoteCart(input: QuoteInput): Quote {
  const { settings, mode, zone, distance, lines, offers, coupon, instant } = input;
  const delivery = settings.features.delivery;
  const timeZone = settings.timezone;
  const priced = { lines, mode, offers, coupon, tax: DEFAULT_TAX, instant, timeZone };
  const withoutFee = priceCart({ ...priced, deliveryFeeCents: 0 });
  const subtotalCents = withoutFee.subtotal;
  const fee = deliveryFeeCents({ settings: delivery, mode, subtotalCents, zone, distance });
  const totals =
    mode === 'delivery' && fee.ok
      ? priceCart({ ...priced, deliveryFeeCents: fee.feeCents })
      : withoutFee;
  const forDelivery = mode === 'delivery' && delivery.active;
  const rules = forDelivery ? minimumOrderRules(delivery, zone) : null;
  return {
    totals,
    mode,
    tax: DEFAULT_TAX,
    fee,
    advance: canAdvanceFromType({ settings: delivery, mode, subtotalCents, zone }),
    minimumCents: rules?.minimumCents ?? 0,
    flatChargeCents: rules?.flatChargeCents ?? 0,
    minimumGapCents: forDelivery ? minimumOrderGap(delivery, subtotalCents, zone) : 0,
    instant,
    timeZone,
  };
}
