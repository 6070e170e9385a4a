/**
 * What the client knows of the restaurant: settings, automatic offers and menus; not persisted.
 * Pages seed it with what they rendered; otherwise a worker fetches `/menus.json`, the storefront's
 * regenerated copy, which still answers while the API is down. Answers are checked with the
 * contract's schemas; a failure logs 'Error fetching menus' and the search offers a retry.
 */
import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import { api } from '@/lib/api-client';
import type { Item, Menu, Offer, RestaurantSettings } from '@/lib/api/schemas';
import type { MenusReply } from './menus-worker';

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
}

const indexItems = (menus: Menu[]) =>
  new Map(
    menus.flatMap((m) => m.categories.flatMap((c) => c.items.map((i) => [i.item_id, i] as const))),
  );

const MENUS_URL = '/menus.json';
let menusRequest: Promise<void> | null = null;

/**
 * The menus, fetched and checked by a worker (stores/menus-worker.ts) so that zod and the check
 * never hold the main thread; where there is no worker (tests in jsdom), checked here one
 * category per task.
 */
function fetchCheckedMenus(): Promise<Menu[]> {
  if (typeof Worker === 'undefined') {
    const read = () => import('./catalogue-checks').then((m) => m.parseMenusInSlices);
    return api.menus(MENUS_URL, read).then((result) => {
      if (result.ok) return result.data;
      throw new Error(`menus: ${result.error.kind} ${result.error.status ?? ''}`);
    });
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./menus-worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<MenusReply>) => {
      worker.terminate();
      if ('menus' in data) resolve(data.menus);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'menus worker failed'));
    };
    worker.postMessage(new URL(MENUS_URL, window.location.href).href);
  });
}

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
    menusRequest ??= fetchCheckedMenus()
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
}));
