/**
 * When the order is for: "as soon as possible" (now) or the start of the chosen slot, the
 * instant the server prices and checks a scheduled order at (server/services/orders.ts). Only
 * the menus of the cart's lines give slots, as on the server.
 */
import type { Menu, RestaurantSettings } from '@/lib/api/schemas';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import { findSlot, slotDates, type TimeSlot } from '@/lib/domain/slots';
import type { DeliveryForm } from './forms';

export interface TimingSources {
  lines: readonly Pick<CartLine, 'menuId'>[];
  menus: readonly Menu[];
  mode: OrderMode;
  settings: RestaurantSettings;
  now: Date;
}

export interface CheckoutTiming {
  /** The chosen slot, or null for "as soon as possible" (or a slot no longer offered). */
  slot: TimeSlot | null;
  /** A scheduled choice whose slot is no longer offered. */
  slotGone: boolean;
  instant: Date;
  /** The local date the slot is on (today when none was picked). */
  date: string;
}

export const SCHEDULE_DAYS = 7;

export function todayIn(now: Date, timeZone: string): string {
  return slotDates(now, timeZone, 1)[0].date;
}

export function cartMenus(lines: TimingSources['lines'], menus: readonly Menu[]): Menu[] {
  const ids = new Set(lines.map((line) => line.menuId));
  return menus.filter((menu) => ids.has(menu.menu_id));
}

export function checkoutTiming(
  delivery: Pick<DeliveryForm, 'is_scheduled' | 'delivery_date' | 'delivery_time_range'>,
  sources: TimingSources,
): CheckoutTiming {
  const { now, settings, mode } = sources;
  const date = delivery.delivery_date || todayIn(now, settings.timezone);
  if (!delivery.is_scheduled) return { slot: null, slotGone: false, instant: now, date };
  const slot = findSlot(delivery.delivery_time_range, cartMenus(sources.lines, sources.menus), {
    date,
    mode,
    settings: settings.scheduling,
    now,
    timeZone: settings.timezone,
  });
  return { slot, slotGone: slot === null, instant: slot?.startsAt ?? now, date };
}
