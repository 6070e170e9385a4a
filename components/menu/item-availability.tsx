'use client';

import { useTranslations } from 'next-intl';
import type { Item } from '@/lib/api/schemas';
import { describeOpening, frenchTime, isItemOrderableAt } from '@/lib/domain/availability';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCatalogueStore } from '@/stores/catalogue';

export interface ItemAvailability {
  orderable: boolean;
  /** Why it cannot be ordered now, in French; null when it can (or before the clock is known). */
  reason: string | null;
}

/**
 * Whether the item can go to the cart now: the kitchen has it and its menu (from the catalogue
 * store) is switched on and open, in the restaurant's zone. An item whose menu the store does
 * not know is judged on its own availability: the order's server check still covers its hours.
 */
export function useItemAvailability(item: Item): ItemAvailability {
  const t = useTranslations('item');
  const tStatus = useTranslations('status');
  const tDays = useTranslations('days');
  const menu = useCatalogueStore((s) => s.menus.find((m) => m.menu_id === item.item_menu_id));
  const timeZone = useCatalogueStore((s) => s.settings.timezone);
  const now = useMinute();

  if (!item.item_is_available) return { orderable: false, reason: t('unavailable') };
  if (!menu) return { orderable: true, reason: null };
  if (!now) return { orderable: false, reason: null };
  if (isItemOrderableAt(item, menu, now, timeZone)) return { orderable: true, reason: null };

  const { next } = describeOpening([menu], now, timeZone);
  if (!menu.menu_is_available || !next) return { orderable: false, reason: t('menuClosed') };
  const day =
    next.daysAhead === 0
      ? tStatus('today')
      : next.daysAhead === 1
        ? tStatus('tomorrow')
        : tDays(next.weekday).toLowerCase();
  return { orderable: false, reason: t('menuOpens', { day, time: frenchTime(next.time) }) };
}
