'use client';

import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/api-client';
import type { Item } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';

const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

export interface CartRecommendations {
  /** Orderable catalogue items, in the API's order, none already in the cart. */
  items: Item[];
  /** True when these are the popular items (empty cart). */
  popular: boolean;
}

/**
 * What to suggest beside the cart while `enabled` (the drawer is open). Asked again only when
 * the set of items in the cart changes, not their quantities. A failure suggests nothing and
 * only warns: suggestions are a bonus, never an error for the diner.
 */
export function useCartRecommendations(enabled: boolean, cartItemIds: readonly number[]) {
  const key = enabled ? [...new Set(cartItemIds)].sort((a, b) => a - b).join(',') : null;
  const [answer, setAnswer] = useState<{ key: string; ids: number[] } | null>(null);
  const items = useCatalogueStore((s) => s.items);
  const menus = useCatalogueStore((s) => s.menus);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const ids = idsOf(key);
    const ask =
      ids.length === 0
        ? api.popular(controller.signal)
        : api.recommendations(ids, controller.signal);
    void ask.then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) console.warn('Recommandations indisponibles', result.error);
      setAnswer({ key, ids: result.ok ? result.data : [] });
    });
    return () => controller.abort();
  }, [key]);

  return useMemo((): CartRecommendations => {
    const popular = key === '';
    if (answer === null || answer.key !== key) return { items: [], popular };
    const inCart = new Set(idsOf(answer.key));
    const switchedOff = new Set(menus.filter((m) => !m.menu_is_available).map((m) => m.menu_id));
    const found = answer.ids
      .filter((id) => !inCart.has(id))
      .map((id) => items.get(id))
      .filter((item): item is Item => item !== undefined)
      .filter((item) => item.item_is_available && !switchedOff.has(item.item_menu_id));
    return { items: [...new Map(found.map((item) => [item.item_id, item])).values()], popular };
  }, [answer, key, items, menus]);
}
