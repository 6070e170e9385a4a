'use client';

import { useMemo } from 'react';
import type { DeliveryZone, Distance, Offer, DinerSettings } from '@/lib/api/schemas';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import { orderCapBreaches, type CapBreach } from '@/lib/domain/order-caps';
import { quoteCart, type Quote } from '@/lib/domain/quote';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCartStore } from './cart';
import { useCatalogueStore } from './catalogue';
import { useLocationStore } from './location';

/** What the cart's figures are computed from: the three stores' relevant parts. */
export interface CartSources {
  lines: readonly CartLine[];
  coupon: Offer | null;
  mode: OrderMode;
  zone: DeliveryZone | null;
  distance: Distance | null;
  tooFar: boolean;
  settings: DinerSettings;
  offers: readonly Offer[];
}

/** Every figure the cart shows: the domain's quote, and whether the address is too far. */
export interface CartSummary extends Quote {
  /** Delivery was chosen for an address beyond the delivery radius. */
  tooFar: boolean;
  /** The limits of one order the cart goes beyond (settings `orders`), the total first. */
  overLimits: CapBreach[];
}

/** The cart's figures at an instant (lib/domain/quote.ts). */
export function cartSummaryAt(sources: CartSources, instant: Date): CartSummary {
  const { mode, zone, distance, lines, offers, coupon, settings } = sources;
  const quote = quoteCart({ lines, mode, offers, coupon, settings, zone, distance, instant });
  const { fee } = quote;
  return {
    ...quote,
    tooFar: mode === 'delivery' && (sources.tooFar || (!fee.ok && fee.reason === 'too_far')),
    overLimits: orderCapBreaches(lines, quote.totals.total, settings.orders),
  };
}

/** The stores' current sources, for code outside React (an event handler, a checkout step). */
function readCartSources(): CartSources {
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
