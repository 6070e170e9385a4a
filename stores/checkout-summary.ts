'use client';

import { useMemo } from 'react';
import type { ProgressSources } from '@/lib/checkout/progress';
import type { DeliveryForm } from '@/lib/checkout/forms';
import { orderTiming, type OrderTiming, type Schedule } from '@/lib/domain/quote';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCartStore } from './cart';
import { cartSummaryAt, readCartSummary, type CartSummary } from './cart-summary';
import { useCatalogueStore } from './catalogue';
import { useCheckoutStore } from './checkout';
import { useLocationStore } from './location';

/** The diner's choice of time, as the domain reads it. */
const scheduleOf = (delivery: DeliveryForm): Schedule => ({
  scheduled: delivery.is_scheduled,
  date: delivery.delivery_date,
  range: delivery.delivery_time_range,
});

/** What the tab guard needs, read from the stores right now (outside rendering). */
export function readProgress(): ProgressSources {
  const location = useLocationStore.getState();
  const checkout = useCheckoutStore.getState();
  return {
    chosen: location.chosen,
    mode: location.mode,
    located: location._distance,
    tooFar: location.tooFar,
    advance: readCartSummary().advance,
    personal: checkout.personal,
    delivery: checkout.delivery,
    payment: checkout.payment,
    payments: useCatalogueStore.getState().settings.payments,
  };
}

/** The checkout's timing and figures, right now, for an event handler. */
export function readCheckoutSummary(now: Date = new Date()) {
  const { lines } = useCartStore.getState();
  const { mode } = useLocationStore.getState();
  const { menus, settings } = useCatalogueStore.getState();
  const { delivery } = useCheckoutStore.getState();
  const timing = orderTiming(scheduleOf(delivery), { lines, menus, mode, settings, now });
  return { timing, summary: readCartSummary(timing.instant) };
}

/**
 * The figures of the order at the instant it is for: a scheduled order is priced at the start
 * of its slot, as the server prices it (offers follow the clock). Null while hydrating.
 */
export function useCheckoutSummary(): { timing: OrderTiming; summary: CartSummary } | null {
  const lines = useCartStore((s) => s.lines);
  const coupon = useCartStore((s) => s.coupon);
  const location = useLocationStore();
  const { settings, offers, menus } = useCatalogueStore();
  const delivery = useCheckoutStore((s) => s.delivery);
  const minute = useMinute()?.getTime() ?? null;
  const { mode, zone, _distance: distance, tooFar } = location;
  return useMemo(() => {
    if (minute === null) return null;
    const now = new Date(minute);
    const timing = orderTiming(scheduleOf(delivery), { lines, menus, mode, settings, now });
    const sources = { lines, coupon, mode, zone, distance, tooFar, settings, offers };
    return { timing, summary: cartSummaryAt(sources, timing.instant) };
  }, [lines, coupon, mode, zone, distance, tooFar, settings, offers, menus, delivery, minute]);
}
