/** What pages read about the restaurant: settings, menus, offers, popular items. */
import 'server-only';
import { cache } from 'react';
import { publicKitchenResponseSchema } from '@/lib/api/kitchen-switches';
import { lenientMenusSchema } from '@/lib/api/menus-reader';
import {
  offersResponseSchema,
  popularResponseSchema,
  settingsResponseSchema,
  type Item,
  type Menu,
} from '@/lib/api/schemas';
import { DEFAULT_SETTINGS, toRestaurantSettings } from '@/lib/api/settings';
import {
  NO_SWITCHES,
  switchesFromAnswer,
  type KitchenSwitches,
} from '@/lib/domain/kitchen-switches';
import { CACHE_TAGS, fetchApi } from './fetch-api';

export const getSettings = cache(async () => {
  const res = await fetchApi(
    '/v2/public/settings',
    settingsResponseSchema,
    null,
    CACHE_TAGS.settings,
    'Error fetching settings',
  );
  return res ? toRestaurantSettings(res.payload) : DEFAULT_SETTINGS;
});

/** Menus from any back end: food facts it cannot read are dropped, in one log line per reading. */
const menusAnswerSchema = lenientMenusSchema((line) => console.warn('[menus]', line));

/** The menus with the catalogue version they were read at (null: none given, or no answer). */
export const getCatalogue = cache(async (): Promise<{ menus: Menu[]; version: number | null }> => {
  const res = await fetchApi(
    '/v2/public/menus',
    menusAnswerSchema,
    null,
    CACHE_TAGS.menus,
    'Error fetching menus',
  );
  return { menus: res?.payload ?? [], version: res?.version ?? null };
});

export const getMenus = cache(async (): Promise<Menu[]> => (await getCatalogue()).menus);

/**
 * The kitchen's switches as the page is rendered, for the JSON-LD's special hours: regenerated
 * with the settings (the diner's notices read them afresh in the browser); none without an answer.
 */
export const getKitchen = cache(async (): Promise<KitchenSwitches> => {
  const res = await fetchApi(
    '/v2/public/kitchen',
    publicKitchenResponseSchema,
    null,
    CACHE_TAGS.settings,
    'Error fetching kitchen switches',
  );
  return res ? switchesFromAnswer(res) : NO_SWITCHES;
});

export const getOffers = cache(async () => {
  const res = await fetchApi(
    '/v2/public/offers',
    offersResponseSchema,
    null,
    CACHE_TAGS.offers,
    'Error fetching offers',
  );
  return res?.payload ?? [];
});

/** The most ordered items, resolved against the menus (unknown ids are dropped). */
export const getPopularItems = cache(async (limit = 12): Promise<Item[]> => {
  const [res, menus] = await Promise.all([
    fetchApi(
      `/v2/recommendations/popular?limit=${limit}`,
      popularResponseSchema,
      null,
      CACHE_TAGS.popular,
      'Error fetching popular items',
    ),
    getMenus(),
  ]);
  const byId = new Map(allItems(menus).map((item) => [item.item_id, item]));
  return (res?.popular ?? []).flatMap(({ itemId }) => byId.get(itemId) ?? []);
});

/** Every item of every menu, in menu order, without duplicates. */
function allItems(menus: readonly Menu[]): Item[] {
  const seen = new Set<number>();
  return menus.flatMap((menu) =>
    menu.categories.flatMap((category) =>
      category.items.filter((item) => !seen.has(item.item_id) && seen.add(item.item_id)),
    ),
  );
}
