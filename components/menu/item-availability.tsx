'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Item } from '@/lib/api/schemas';
import { describeOpening, isItemOrderableAt, isMenuOrderableAt } from '@/lib/domain/availability';
import { menusWithSwitches, slotRules } from '@/lib/domain/kitchen-switches';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCatalogueStore } from '@/stores/catalogue';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { useOrderMode } from '@/stores/use-order-mode';
import { timeWords, useDayWord, useOrderForWords } from './slot-words';

export interface ItemAvailability {
  /** It may go to the cart: for now, or (`later`) for a coming slot. */
  orderable: boolean;
  /**
   * In French: why it cannot be ordered, or, when `later`, the first slot it can be ordered for;
   * null when it can be ordered now (or before the clock is known).
   */
  reason: string | null;
  /** Its menu is closed now but takes orders for the slot `reason` names. */
  later: boolean;
}

const NOW: ItemAvailability = { orderable: true, reason: null, later: false };
const PENDING: ItemAvailability = { orderable: false, reason: null, later: false };
const refused = (reason: string): ItemAvailability => ({ orderable: false, reason, later: false });

// The slot rules load only when a closed menu asks for its first slot: an open menu never needs
// them.
const slotsModule = lazyModule(() => import('@/lib/domain/slots'));

/**
 * Whether the item can go to the cart (docs/product.md#ordering-ahead): the kitchen has it and its
 * menu is on and open now, or has a slot of the diner's mode within the horizon, which the sheet
 * names. An item of a menu the store does not know is judged on its own availability (the server
 * still checks its hours). The minute's clock brings the "now" answer back at opening.
 */
export function useItemAvailability(item: Item): ItemAvailability {
  const t = useTranslations('item');
  const dayWord = useDayWord();
  const orderFor = useOrderForWords();
  const stored = useCatalogueStore((s) => s.menus.find((m) => m.menu_id === item.item_menu_id));
  const settings = useCatalogueStore((s) => s.settings);
  const switches = useKitchenStore((s) => s.switches);
  const mode = useOrderMode();
  const now = useMinute();
  const minute = now?.getTime() ?? null;
  const timeZone = settings.timezone;
  // Its hours as the kitchen's closures and special hours change them (issue 36).
  const menu = useMemo(
    () =>
      stored && minute !== null
        ? menusWithSwitches([stored], switches, new Date(minute), timeZone)[0]
        : stored,
    [stored, switches, minute, timeZone],
  );

  const closed =
    item.item_is_available &&
    menu !== undefined &&
    menu.menu_is_available &&
    minute !== null &&
    !isMenuOrderableAt(menu, new Date(minute), timeZone);
  const slots = slotsModule.useModule(closed);
  // Options change at every click; the first slot only with the minute, the menu or the mode.
  const first = useMemo(() => {
    if (!closed || !menu || minute === null || typeof slots === 'string') return null;
    const rules = slotRules(switches, settings.scheduling, new Date(minute));
    return slots.firstSlot([menu], {
      mode,
      settings: rules.scheduling,
      now: new Date(minute),
      timeZone,
      onDate: rules.onDate,
      accept: (slot) => rules.accept(slot) && isMenuOrderableAt(menu, slot.startsAt, timeZone),
    });
  }, [closed, slots, menu, mode, settings.scheduling, switches, minute, timeZone]);

  if (!item.item_is_available) return refused(t(item.item_sold_out ? 'soldOut' : 'unavailable'));
  if (!menu) return NOW;
  if (!now) return PENDING;
  if (isItemOrderableAt(item, menu, now, timeZone)) return NOW;
  if (!menu.menu_is_available) return refused(t('menuClosed'));
  if (slots === 'loading') return PENDING;
  if (first) return { orderable: true, reason: orderFor(first), later: true };

  const { next } = describeOpening([menu], now, timeZone);
  if (!next) return refused(t('menuClosed'));
  const opens = { day: dayWord(next.daysAhead, next.weekday), time: timeWords(next.time) };
  // Without the slot rules (their chunk failed to load) nothing is said of ordering ahead.
  return refused(
    slots === 'failed' ? t('menuOpens', opens) : t('noOrderAhead', { ...opens, mode }),
  );
}
