/**
 * Delivery fee, radius and minimum order (docs/product.md#delivery-fees-and-minimum-order).
 * Settings and locations carry euros; everything returned is integer cents.
 */
import type { DeliveryZone, RestaurantSettings } from '@/lib/api/schemas';
import type { OrderMode } from './cart-types';
import { toCents } from './money';

export type DeliverySettings = RestaurantSettings['features']['delivery'];
/** The values of a zone that price a delivery (Location.zone). */
export type ZoneValues = Pick<DeliveryZone, 'delivery_fee' | 'flat_charge' | 'minimum_order'>;

/** What the fee needs of a Location.distance. */
export interface DistanceQuote {
  distance: number;
  unit?: DeliverySettings['unit'];
  /** Euros, when the back-end already priced the distance. */
  delivery_cost?: number | null;
}

export interface DeliveryFeeInput {
  settings: DeliverySettings;
  mode: OrderMode;
  subtotalCents: number;
  zone?: ZoneValues | null;
  distance?: DistanceQuote | null;
}

export type DeliveryFeeResult =
  | { ok: true; feeCents: number; flatChargeCents: number }
  | { ok: false; reason: 'inactive' | 'too_far' | 'no_zone' | 'no_distance' };

export type AdvanceResult =
  | { ok: true }
  | { ok: false; reason: 'delivery_inactive' }
  | { ok: false; reason: 'below_minimum'; missingCents: number; minimumCents: number };

const KM_PER_MILE = 1.609344;

const thousandths = (distance: number) => Math.round(Math.max(0, distance) * 1000);

/** Cost of a distance-based delivery: base_fee + cost_per_unit × distance (settings' unit). */
export function distanceCostCents(
  settings: Pick<DeliverySettings, 'base_fee' | 'cost_per_unit'>,
  distance: number,
): number {
  const perUnit = toCents(settings.cost_per_unit);
  return toCents(settings.base_fee) + Math.round((perUnit * thousandths(distance)) / 1000);
}

/** Whether a distance (settings' unit) lies strictly beyond the delivery radius. */
export function isTooFar(
  settings: Pick<DeliverySettings, 'max_distance'>,
  distance: number,
): boolean {
  return thousandths(distance) > thousandths(settings.max_distance);
}

/** A quoted distance in the settings' unit. */
export function distanceInUnit(
  settings: Pick<DeliverySettings, 'unit'>,
  quote: DistanceQuote,
): number {
  if (!quote.unit || quote.unit === settings.unit) return quote.distance;
  return quote.unit === 'miles' ? quote.distance * KM_PER_MILE : quote.distance / KM_PER_MILE;
}

/** The minimum order and flat charge in force: the zone's for zone-based delivery, else the settings'. */
export function minimumOrderRules(
  settings: DeliverySettings,
  zone?: ZoneValues | null,
): { minimumCents: number; flatChargeCents: number } {
  const source = settings.calculation_type === 'zone_based' && zone ? zone : settings;
  return {
    minimumCents: toCents(source.minimum_order),
    flatChargeCents: toCents(source.flat_charge),
  };
}

/** How many cents the subtotal lacks to reach the minimum order in force (0 once reached). */
export function minimumOrderGap(
  settings: DeliverySettings,
  subtotalCents: number,
  zone?: ZoneValues | null,
): number {
  return Math.max(0, minimumOrderRules(settings, zone).minimumCents - subtotalCents);
}

/** Delivery fee of the order: 0 for pickup, zone fee or distance cost plus the flat charge. */
export function deliveryFeeCents(input: DeliveryFeeInput): DeliveryFeeResult {
  const { settings, zone, distance } = input;
  if (input.mode === 'pickup') return { ok: true, feeCents: 0, flatChargeCents: 0 };
  if (!settings.active) return { ok: false, reason: 'inactive' };
  if (distance && isTooFar(settings, distanceInUnit(settings, distance))) {
    return { ok: false, reason: 'too_far' };
  }
  let baseCents: number;
  if (settings.calculation_type === 'zone_based') {
    if (!zone) return { ok: false, reason: 'no_zone' };
    baseCents = toCents(zone.delivery_fee);
  } else {
    if (!distance) return { ok: false, reason: 'no_distance' };
    baseCents =
      distance.delivery_cost != null
        ? toCents(distance.delivery_cost)
        : distanceCostCents(settings, distanceInUnit(settings, distance));
  }
  const gap = minimumOrderGap(settings, input.subtotalCents, zone);
  const flatChargeCents = gap > 0 ? minimumOrderRules(settings, zone).flatChargeCents : 0;
  return { ok: true, feeCents: baseCents + flatChargeCents, flatChargeCents };
}

/**
 * Whether choosing the order type moves on (docs/product.md#delivery-fees-and-minimum-order):
 * delivery below the minimum order with no flat charge to make up for it stays, saying how much
 * is missing.
 */
export function canAdvanceFromType(input: {
  settings: DeliverySettings;
  mode: OrderMode;
  subtotalCents: number;
  zone?: ZoneValues | null;
}): AdvanceResult {
  const { settings, zone } = input;
  if (input.mode === 'pickup') return { ok: true };
  if (!settings.active) return { ok: false, reason: 'delivery_inactive' };
  const { minimumCents, flatChargeCents } = minimumOrderRules(settings, zone);
  const missingCents = minimumOrderGap(settings, input.subtotalCents, zone);
  if (missingCents === 0 || flatChargeCents > 0) return { ok: true };
  return { ok: false, reason: 'below_minimum', missingCents, minimumCents };
}
