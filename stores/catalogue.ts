/**
 * What the client knows of the restaurant: settings, automatic offers and menus. Not persisted.
 * Pages seed it with what they rendered; otherwise `loadMenus` fetches `/menus.json`, the
 * storefront's regenerated copy (app/menus.json), which still answers while the API is down.
 * Every answer is checked with the contract's schemas; an offers failure logs 'Error fetching
 * offers' and leaves no offers (SPEC.md §8).
 */
import { z } from 'zod';
import { create } from 'zustand';
import {
  categorySchema,
  envelope,
  itemSchema,
  menuSchema,
  offersResponseSchema,
  type Item,
  type Menu,
  type Offer,
  type RestaurantSettings,
} from '@/lib/api/schemas';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface CatalogueState {
  settings: RestaurantSettings;
  offers: Offer[];
  menus: Menu[];
  menusStatus: Status;
  /** item id → item, over every menu. */
  items: Map<number, Item>;
  seed: (data: { settings?: RestaurantSettings; offers?: Offer[]; menus?: Menu[] }) => void;
  /** Fetches the menus once (later calls reuse the answer or the request under way). */
  loadMenus: () => Promise<void>;
  refreshOffers: () => Promise<void>;
}

const indexItems = (menus: Menu[]) =>
  new Map(
    menus.flatMap((m) => m.categories.flatMap((c) => c.items.map((i) => [i.item_id, i] as const))),
  );

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

/** The menus with each category's items left unchecked, for `parseMenusInSlices`. */
const menusShellSchema = envelope(
  z.array(
    menuSchema.extend({
      categories: z.array(categorySchema.extend({ items: z.array(z.unknown()) })),
    }),
  ),
);
const itemsSchema = z.array(itemSchema);

/** Gives the browser the main thread back (a paint, a tap) before the next slice of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The menus answer checked as `menusResponseSchema` would, one category per task: fifty items
 * with their options checked at once make a long task that a phone feels as a frozen scroll.
 */
export async function parseMenusInSlices(raw: unknown): Promise<Menu[]> {
  const shell = menusShellSchema.parse(raw);
  const menus: Menu[] = [];
  for (const menu of shell.payload) {
    const categories: Menu['categories'] = [];
    for (const category of menu.categories) {
      await nextTask();
      categories.push({ ...category, items: itemsSchema.parse(category.items) });
    }
    menus.push({ ...menu, categories });
  }
  return menus;
}

export const MENUS_URL = '/menus.json';
let menusRequest: Promise<void> | null = null;

export const useCatalogueStore = create<CatalogueState>()((set, get) => ({
  settings: DEFAULT_SETTINGS,
  offers: [],
  menus: [],
  menusStatus: 'idle',
  items: new Map(),
  seed: ({ settings, offers, menus }) =>
    set((s) => ({
      settings: settings ?? s.settings,
      offers: offers ?? s.offers,
      ...(menus && menus.length > 0
        ? { menus, items: indexItems(menus), menusStatus: 'ready' as const }
        : {}),
    })),
  loadMenus: () => {
    if (get().menusStatus === 'ready') return Promise.resolve();
    menusRequest ??= getJson(MENUS_URL)
      .then(parseMenusInSlices)
      .then((menus) => set({ menus, items: indexItems(menus), menusStatus: 'ready' }))
      .catch((error) => {
        console.error('Error fetching menus', error);
        set({ menusStatus: 'error' });
      })
      .finally(() => {
        menusRequest = null;
      });
    set({ menusStatus: 'loading' });
    return menusRequest;
  },
  refreshOffers: async () => {
    try {
      const { payload } = offersResponseSchema.parse(await getJson('/v2/public/offers'));
      set({ offers: payload });
    } catch (error) {
      console.error('Error fetching offers', error);
      set({ offers: [] });
    }
  },
}));
