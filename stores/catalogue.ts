/**
 * What the client knows of the restaurant: settings, automatic offers and menus; not persisted.
 * Pages seed it with what they rendered; otherwise a worker fetches `/menus.json`, the storefront's
 * regenerated copy, which still answers while the API is down. Answers are checked with the
 * contract's schemas; a failure logs 'Error fetching menus' and the search offers a retry.
 * The menus carry the catalogue version they were read at, and whether they are known to be the
 * server's as of now (`fresh`); another version the service worker reports is adopted
 * (docs/adr/0038).
 */
import { create } from 'zustand';
import { DEFAULT_SETTINGS } from '@/lib/api/default-settings';
import type { VersionedMenus } from '@/lib/api-client/catalogue';
import type { Item, Menu, Offer, DinerSettings } from '@/lib/api/schemas';
import type { MenusReply } from './menus-worker';

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface CatalogueState {
  settings: DinerSettings;
  offers: Offer[];
  menus: Menu[];
  menusStatus: Status;
  /** The catalogue version of `menus`; null before any, or from a back end without one. */
  version: number | null;
  /**
   * The menus are the server's as of now: rendered by it (the checkout), fetched without a
   * service worker, or fetched again after it announced a new version; not a copy it kept.
   */
  fresh: boolean;
  /** item id → item, over every menu. */
  items: Map<number, Item>;
  seed: (data: {
    settings?: DinerSettings;
    offers?: Offer[];
    menus?: Menu[];
    version?: number | null;
  }) => void;
  /** Fetches the menus once (later calls reuse the answer or the request under way). */
  loadMenus: () => Promise<void>;
  /**
   * Fetches the menus again once the service worker announced another version (its copy is now
   * the network's): takes them when their version is another; true when it did.
   */
  refreshMenus: () => Promise<boolean>;
}

/** Whether the catalogue at `version` is another than the one at `held` (both known). */
export const isAnother = (version: number | null, held: number | null) =>
  version !== null && version !== held;

/** Without a service worker in control, the answer came from the network. */
const fromNetwork = () => typeof navigator === 'undefined' || !navigator.serviceWorker?.controller;

const indexItems = (menus: Menu[]) =>
  new Map(
    menus.flatMap((m) => m.categories.flatMap((c) => c.items.map((i) => [i.item_id, i] as const))),
  );

const MENUS_URL = '/menus.json';
let menusRequest: Promise<void> | null = null;

/**
 * The menus, fetched and checked by a worker (stores/menus-worker.ts) so that zod and the check
 * never hold the main thread; where there is no worker (tests in jsdom), checked here one
 * category per task, with the API client's call (imported then: the pages never need it).
 */
async function fetchCheckedMenus(): Promise<VersionedMenus> {
  if (typeof Worker === 'undefined') {
    const read = () => import('./catalogue-checks').then((m) => m.parseMenusInSlices);
    const { catalogueCalls } = await import('@/lib/api-client/catalogue');
    return catalogueCalls.menus(MENUS_URL, read).then((result) => {
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
  fresh: false,
  items: new Map(),
  seed: ({ settings, offers, menus, version = null }) =>
    set((s) => ({
      settings: settings ?? s.settings,
      offers: offers ?? s.offers,
      ...(menus && menus.length > 0
        ? { menus, version, fresh: true, items: indexItems(menus), menusStatus: 'ready' as const }
        : {}),
    })),
  loadMenus: () => {
    if (get().menusStatus === 'ready') return Promise.resolve();
    menusRequest ??= fetchCheckedMenus()
      .then(({ menus, version }) => {
        // The server's menus taken meanwhile (seed, refreshMenus) stay.
        if (get().fresh && get().menusStatus === 'ready') return;
        const fresh = fromNetwork();
        set({ menus, version, fresh, items: indexItems(menus), menusStatus: 'ready' });
      })
      .catch((error) => {
        console.error('Error fetching menus', error);
        if (get().menusStatus !== 'ready') set({ menusStatus: 'error' });
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
      if (!isAnother(version, get().version)) {
        set({ fresh: true });
        return false;
      }
      set({ menus, version, fresh: true, items: indexItems(menus), menusStatus: 'ready' });
      return true;
    } catch (error) {
      console.error('Error fetching menus', error);
      return false;
    }
  },
}));
