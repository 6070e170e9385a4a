'use client';

/**
 * When a closed restaurant can take this cart (docs/product.md#ordering-ahead): the first slot of
 * the diner's mode at which every line can be served, else the other mode's, else the lines in the
 * way, else nothing for now. "Closed" is the checkout's word: no menu of the cart is orderable now.
 * Full slots are not known here (the checkout asks the server): the slot named may be full.
 */
import { useMemo } from 'react';
import type { Menu, DinerSettings } from '@/lib/api/schemas';
import { describeOpening, unavailableCartItems, type NextOpening } from '@/lib/domain/availability';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import {
  menusWithSwitches,
  orderAllowedDuringPause,
  slotRules,
  type KitchenSwitches,
} from '@/lib/domain/kitchen-switches';
import { cartMenus } from '@/lib/domain/quote';
import { firstSlot, isAsapAvailable, type DatedSlot } from '@/lib/domain/slots';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { useLocationStore } from '@/stores/location';

export type CartTiming =
  /** Every line can be ordered for the first slot. */
  | { kind: 'later'; first: DatedSlot }
  /** Not in the diner's mode, but in the other one from its first slot. */
  | { kind: 'otherMode'; other: OrderMode; first: DatedSlot }
  /** The rest of the cart can, without these lines. */
  | { kind: 'without'; names: string[]; first: DatedSlot }
  /** Nothing for now: when a menu of the cart opens, and what will still be missing then. */
  | { kind: 'never'; next: NextOpening | null; unavailable: string[] };

interface CartTimingSources {
  lines: readonly CartLine[];
  menus: readonly Menu[];
  mode: OrderMode;
  settings: DinerSettings;
  now: Date;
  switches: KitchenSwitches;
}

/**
 * When a closed (or paused) restaurant can take this cart; null when it is open (or empty). The
 * kitchen's switches change the hours, the lead times and the slots (issue 36).
 */
function cartTiming(sources: CartTimingSources): CartTiming | null {
  const { lines, mode, settings, now, switches } = sources;
  const timeZone = settings.timezone;
  const menus = menusWithSwitches(sources.menus, switches, now, timeZone);
  const own = cartMenus(lines, menus);
  const open =
    isAsapAvailable(own, now, timeZone) && orderAllowedDuringPause(switches.pause, now, null);
  if (lines.length === 0 || open) return null;

  const rules = slotRules(switches, settings.scheduling, now);
  const search = (subset: readonly CartLine[], slotMode: OrderMode) =>
    firstSlot(cartMenus(subset, menus), {
      mode: slotMode,
      settings: rules.scheduling,
      now,
      timeZone,
      onDate: rules.onDate,
      accept: (slot) =>
        rules.accept(slot) &&
        unavailableCartItems(subset, menus, slot.startsAt, timeZone).length === 0,
    });
  const later = search(lines, mode);
  if (later) return { kind: 'later', first: later };

  const other = mode === 'pickup' ? 'delivery' : 'pickup';
  const otherOpen = other === 'pickup' || settings.features.delivery.active;
  const otherFirst = otherOpen ? search(lines, other) : null;
  if (otherFirst) return { kind: 'otherMode', other, first: otherFirst };

  const blocked = lines.filter((line) => !search([line], mode));
  const rest = lines.filter((line) => !blocked.includes(line));
  const restFirst = blocked.length > 0 && rest.length > 0 ? search(rest, mode) : null;
  const names = (subset: readonly CartLine[]) => [...new Set(subset.map((line) => line.name))];
  if (restFirst) {
    return { kind: 'without', names: names(blocked), first: restFirst };
  }

  const { next } = describeOpening(own, now, timeZone);
  const unavailable = next ? unavailableCartItems(lines, menus, next.at, timeZone) : names(lines);
  return { kind: 'never', next, unavailable };
}

/**
 * The cart's timing for the stores' cart, menus, settings and mode, recomputed with the minute:
 * the restaurant opening brings "as soon as possible" back by itself. Null until the clock and
 * the menus are known (the drawer loads them).
 */
export function useCartTiming(): CartTiming | null {
  const lines = useCartStore((s) => s.lines);
  const menus = useCatalogueStore((s) => s.menus);
  const ready = useCatalogueStore((s) => s.menusStatus === 'ready');
  const settings = useCatalogueStore((s) => s.settings);
  const mode = useLocationStore((s) => s.mode);
  const switches = useKitchenStore((s) => s.switches);
  const minute = useMinute()?.getTime() ?? null;
  return useMemo(() => {
    if (minute === null || !ready) return null;
    return cartTiming({ lines, menus, mode, settings, switches, now: new Date(minute) });
  }, [lines, menus, ready, mode, settings, switches, minute]);
}
