'use client';

import { useMemo } from 'react';
import type { DeliveryZone, Distance, Offer, RestaurantSettings } from '@/lib/api/schemas';
import {
  DEFAULT_TAX,
  type CartLine,
  type OrderMode,
  type TaxConfig,
} from '@/lib/domain/cart-types';
import {
  canAdvanceFromType,
  deliveryFeeCents,
  minimumOrderGap,
  minimumOrderRules,
  type AdvanceResult,
  type DeliveryFeeResult,
} from '@/lib/domain/delivery';
import { priceCart, type CartTotals } from '@/lib/domain/pricing';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';

/** What the cart's figures are computed from: the three stores' relevant parts. */
export interface CartSources {
  lines: readonly CartLine[];
  coupon: Offer | null;
  mode: OrderMode;
  zone: DeliveryZone | null;
  distance: Distance | null;
  tooFar: boolean;
  settings: RestaurantSettings;
  offers: readonly Offer[];
}

/** Every figure the cart shows, all from lib/domain. */
export interface CartSummary {
  totals: CartTotals;
  mode: OrderMode;
  tax: TaxConfig;
  /** The delivery fee, or why none can be quoted yet (no address, too far, delivery off). */
  fee: DeliveryFeeResult;
  /** Delivery's minimum order and the flat charge below it, in force for the zone (0 for pickup). */
  minimumCents: number;
  flatChargeCents: number;
  /** What the subtotal lacks to reach the delivery minimum (0 for pickup or once reached). */
  minimumGapCents: number;
  /** Whether the diner may go on from the order type (SPEC.md §4 Checkout flow). */
  advance: AdvanceResult;
  /** Delivery was chosen for an address beyond the delivery radius. */
  tooFar: boolean;
  instant: Date;
  timeZone: string;
}

/**
 * The cart's figures at an instant. The delivery fee depends on the subtotal (flat charge below
 * the minimum) and the total on the fee, so pricing runs once for the subtotal and, for
 * delivery, once more with the fee: the subtotal is priceCart's own, never re-added here.
 */
export function cartSummaryAt(sources: CartSources, instant: Date): CartSummary {
  const { settings, mode, zone, distance, lines, offers, coupon } = sources;
  const delivery = settings.features.delivery;
  const timeZone = settings.timezone;
  const input = { lines, mode, offers, coupon, tax: DEFAULT_TAX, instant, timeZone };
  const withoutFee = priceCart({ ...input, deliveryFeeCents: 0 });
  const subtotalCents = withoutFee.subtotal;
  const fee = deliveryFeeCents({ settings: delivery, mode, subtotalCents, zone, distance });
  const totals =
    mode === 'delivery' && fee.ok
      ? priceCart({ ...input, deliveryFeeCents: fee.feeCents })
      : withoutFee;
  const forDelivery = mode === 'delivery' && delivery.active;
  const rules = forDelivery ? minimumOrderRules(delivery, zone) : null;
  return {
    totals,
    mode,
    tax: DEFAULT_TAX,
    fee,
    minimumCents: rules?.minimumCents ?? 0,
    flatChargeCents: rules?.flatChargeCents ?? 0,
    minimumGapCents: forDelivery ? minimumOrderGap(delivery, subtotalCents, zone) : 0,
    advance: canAdvanceFromType({ settings: delivery, mode, subtotalCents, zone }),
    tooFar: mode === 'delivery' && (sources.tooFar || (!fee.ok && fee.reason === 'too_far')),
    instant,
    timeZone,
  };
}

/** The stores' current sources, for code outside React (an event handler, a checkout step). */
export function readCartSources(): CartSources {
  const cart = useCartStore.getState();
  const location = useLocationStore.getState();
  const catalogue = useCatalogueStore.getState();
  return {
    lines: cart.lines,
    coupon: cart.coupon,
    mode: location.mode,
    zone: location.zone,
    distance: location._distance,
    tooFar: location.tooFar,
    settings: catalogue.settings,
    offers: catalogue.offers,
  };
}

/** The cart's figures right now, outside rendering: `readCartSummary()` in a click handler. */
export function readCartSummary(instant: Date = new Date()): CartSummary {
  return cartSummaryAt(readCartSources(), instant);
}

/**
 * The cart's figures, recomputed when the cart, the location, the catalogue or the minute
 * changes (offers follow the clock). Null while hydrating: the time, like the saved cart, is
 * only known on the client.
 */
export function useCartTotals(): CartSummary | null {
  const lines = useCartStore((s) => s.lines);
  const coupon = useCartStore((s) => s.coupon);
  const mode = useLocationStore((s) => s.mode);
  const zone = useLocationStore((s) => s.zone);
  const distance = useLocationStore((s) => s._distance);
  const tooFar = useLocationStore((s) => s.tooFar);
  const settings = useCatalogueStore((s) => s.settings);
  const offers = useCatalogueStore((s) => s.offers);
  // useMinute gives a new Date at each render: the memo keys on its value.
  const minute = useMinute()?.getTime() ?? null;
  return useMemo(() => {
    if (minute === null) return null;
    const sources = { lines, coupon, mode, zone, distance, tooFar, settings, offers };
    return cartSummaryAt(sources, new Date(minute));
  }, [lines, coupon, mode, zone, distance, tooFar, settings, offers, minute]);
}
