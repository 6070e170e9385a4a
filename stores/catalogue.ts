/**
 * What the client knows of the restaurant: settings, automatic offers and menus. Not persisted.
 * Pages seed it with what they rendered; otherwise `loadMenus` fetches `/menus.json`, the
 * storefront's regenerated copy (app/menus.json), which still answers while the API is down.
 * Every answer is checked with the contract's schemas; an offers failure logs 'Error fetching
 * offers' and leaves no offers (SPEC.md §8).
 */
import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import type { Item, Menu, Offer, RestaurantSettings } from '@/lib/api/schemas';

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
    // The checks (and zod) load with the first request for the menus, not with the page.
    menusRequest ??= Promise.all([getJson(MENUS_URL), import('./catalogue-checks')])
      .then(([raw, { parseMenusInSlices }]) => parseMenusInSlices(raw))
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
      const [raw, { offersResponseSchema }] = await Promise.all([
        getJson('/v2/public/offers'),
        import('@/lib/api/schemas'),
      ]);
      const { payload } = offersResponseSchema.parse(raw);
      set({ offers: payload });
    } catch (error) {
      console.error('Error fetching offers', error);
      set({ offers: [] });
    }
  },
}));
