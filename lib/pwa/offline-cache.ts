/**
 * What the first visit leaves for offline use (docs/adr/0023-offline-shell-and-updates.md). The page
 * loaded before the service worker controlled it, so once it does this asks again (mostly from the
 * HTTP cache) for its HTML, fonts, photos and menus, which the worker's rules then keep; and for each
 * page reached by a client-side navigation, whose HTML is never fetched otherwise.
 */
import { BUILD_ID, CACHES, CONNECTION_ONLY } from './caches';

/**
 * Asked for on every page: the menus, which the item dialog, the search and the cart read. The
 * page fetches them from a web worker, whose requests its own timeline lists, not the page's.
 */
const ALWAYS = ['/menus.json'];

/** Same-origin files a page loaded that the worker keeps, apart from scripts (precached). */
const KEPT =
  /^\/(?:menus\.json|v2\/public\/(?:settings|menus|offers)\/?|_next\/static\/(?:media|css)\/.+|_next\/image|.+\.(?:png|jpe?g|webp|avif|svg|ico))$/;

/** The same-origin files this page has loaded that the worker would keep. */
export function keptResources(entries: { name: string }[], origin: string): string[] {
  const urls = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, origin);
    if (url.origin === origin && KEPT.test(url.pathname)) urls.add(url.href);
  }
  return [...urls];
}

/** Stores the HTML of `path` (no query: one entry per page) unless already stored. */
async function keepPage(path: string) {
  const cache = await caches.open(CACHES.pages(BUILD_ID));
  if (await cache.match(path, { ignoreVary: true })) return;
  const res = await fetch(path, { credentials: 'same-origin' });
  if (res.ok && res.headers.get('content-type')?.startsWith('text/html'))
    await cache.put(path, res);
}

/** Asks the worker for `url` unless a cache already holds it (the worker's rules keep it). */
async function keepFile(url: string) {
  if (await caches.match(url, { ignoreVary: true })) return;
  await fetch(url, { credentials: 'same-origin' });
}

/**
 * Keeps `path` (a page that works offline) and what the page has loaded, when a worker controls
 * it. A failure only means less offline: a warning.
 */
export async function keepForOffline(path: string): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const loaded = keptResources(performance.getEntriesByType('resource'), location.origin);
  const resources = new Set([
    ...ALWAYS.map((file) => new URL(file, location.origin).href),
    ...loaded,
  ]);
  const results = await Promise.allSettled([
    ...(CONNECTION_ONLY.test(path) ? [] : [keepPage(path)]),
    ...[...resources].map(keepFile),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) console.warn('Hors ligne : une copie n’a pas pu être gardée', failed.reason);
}

/** The pages' cache of this build, emptied when a new worker takes over (components/pwa). */
export async function dropPagesOfThisBuild(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHES.pages(BUILD_ID)).catch((error: unknown) => {
    console.warn('Mise à jour : ancien cache des pages non supprimé', error);
  });
}
