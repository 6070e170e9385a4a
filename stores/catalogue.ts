/**
 * What the client knows of the restaurant: settings, automatic offers and menus; not persisted.
 * Pages seed it with what they rendered; otherwise a worker fetches `/menus.json`, the storefront's
 * regenerated copy, which still answers while the API is down. Answers are checked with the
 * contract's schemas; a failure logs 'Error fetching menus' and the search offers a retry.
 * The menus carry the catalogue version they were read at: a fresher copy the service worker
 * reports is adopted, an older one never replaces them (docs/adr/0038).
 */
import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import { api } from '@/lib/api-client';
import type { VersionedMenus } from '@/lib/api-client/catalogue';
import type { Item, Menu, Offer, RestaurantSettings } from '@/lib/api/schemas';
import type { MenusReply } from './menus-worker';

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface CatalogueState {
  settings: RestaurantSettings;
  offers: Offer[];
  menus: Menu[];
  menusStatus: Status;
  /** The catalogue version of `menus`; null before any, or from a back end without one. */
  version: number | null;
  /** item id → item, over every menu. */
  items: Map<number, Item>;
  seed: (data: {
    settings?: RestaurantSettings;
    offers?: Offer[];
    menus?: Menu[];
    version?: number | null;
  }) => void;
  /** Fetches the menus once (later calls reuse the answer or the request under way). */
  loadMenus: () => Promise<void>;
  /** Fetches the menus again and takes them if their version is newer; true when it did. */
  refreshMenus: () => Promise<boolean>;
}

/** Whether a copy at `version` is newer than the one held at `held`. */
export const isNewer = (version: number | null, held: number | null) =>
  version !== null && (held === null || version > held);

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
function fetchCheckedMenus(): Promise<VersionedMenus> {
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
      if ('menus' in data) resolve(data);
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
  version: null,
  items: new Map(),
  seed: ({ settings, offers, menus, version = null }) =>
    set((s) => ({
      settings: settings ?? s.settings,
      offers: offers ?? s.offers,
      ...(menus && menus.length > 0
        ? { menus, version, items: indexItems(menus), menusStatus: 'ready' as const }
        : {}),
    })),
  loadMenus: () => {
    if (get().menusStatus === 'ready') return Promise.resolve();
    menusRequest ??= fetchCheckedMenus()
      .then(({ menus, version }) => {
        // A fresher copy taken meanwhile (refreshMenus) stays.
        if (get().menusStatus === 'ready' && !isNewer(version, get().version)) return;
        set({ menus, version, items: indexItems(menus), menusStatus: 'ready' });
      })
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
  refreshMenus: async () => {
    try {
      const { menus, version } = await fetchCheckedMenus();
      if (!isNewer(version, get().version)) return false;
      set({ menus, version, items: indexItems(menus), menusStatus: 'ready' });
      return true;
    } catch (error) {
      console.error('Error fetching menus', error);
      return false;
    }
  },
}));
