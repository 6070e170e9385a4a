/**
 * What the client knows of the restaurant: settings, automatic offers and menus. Not persisted.
 * Pages seed it with what they rendered; otherwise `loadMenus` fetches `/menus.json`, the
 * storefront's regenerated copy (app/menus.json), which still answers while the API is down. Every answer is checked with the contract's schemas; an offers
 * failure logs 'Error fetching offers' and leaves no offers (SPEC.md §8).
 */
import { create } from 'zustand';
import {
  menusResponseSchema,
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

async function getJson<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return schema.parse(await res.json());
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
    menusRequest ??= getJson(MENUS_URL, menusResponseSchema)
      .then(({ payload }) =>
        set({ menus: payload, items: indexItems(payload), menusStatus: 'ready' }),
      )
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
      const { payload } = await getJson('/v2/public/offers', offersResponseSchema);
      set({ offers: payload });
    } catch (error) {
      console.error('Error fetching offers', error);
      set({ offers: [] });
    }
  },
}));
