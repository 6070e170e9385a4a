/**
 * The service worker of the build being served, and its kill switch (docs/product.md#pwa-and-shell,
 * docs/adr/0023-offline-shell-and-updates.md). next.config.ts writes the worker beside the build
 * (`<distDir>/pwa`), not in public/, so two builds never overwrite each other's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serviceWorkerPolicy } from '../lib/config/security-headers';
import { JS_TYPE, pathnameOf, type Handler } from './handler';

/**
 * The worker served at /sw.js instead of the build's when the storefront starts with
 * `SW_KILL_SWITCH=1`, for a worker gone wrong in the field. Browsers check /sw.js on each visit
 * (served `no-cache`), install this one at once, and it empties every cache of the site,
 * unregisters, and reloads the pages the old worker controlled, which then load from the network,
 * uncontrolled. A page that registers it afresh (the site still calls `register()`) has nothing to
 * reload: it is only unregistered again, so nothing loops. Turn the switch off once the fixed
 * build is out; its worker registers as on a first visit.
 */
export const KILL_SWITCH_WORKER = `// Comptoir: service worker kill switch.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The pages the old worker controlled: activation made them this worker's.
      const controlled = await self.clients.matchAll({ type: 'window' });
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
      await Promise.all(controlled.map((client) => client.navigate(client.url).catch(() => null)));
    })(),
  );
});
`;

/** The service worker and the scripts it imports, as next-pwa names them. */
const WORKER_FILE = /^\/(?:sw|(?:workbox|fallback|swe-worker|worker)-[\w-]+)\.js$/;

/**
 * The worker and its scripts from `pwaDir`, /sw.js always revalidated (`no-cache`): a worker kept
 * by an HTTP cache would hold back every update and the kill switch. With `killSwitch`, /sw.js is
 * KILL_SWITCH_WORKER. Headers as next.config.ts gives /sw.js (ADR 21).
 */
export function withServiceWorker(
  handler: Handler,
  { pwaDir, killSwitch = false }: { pwaDir: string; killSwitch?: boolean },
): Handler {
  return async (req, res) => {
    const pathname = pathnameOf(req.url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !WORKER_FILE.test(pathname))
      return handler(req, res);
    let body: Buffer;
    try {
      body =
        killSwitch && pathname === '/sw.js'
          ? Buffer.from(KILL_SWITCH_WORKER)
          : await readFile(path.join(pwaDir, pathname.slice(1)));
    } catch {
      return handler(req, res); // not built with a worker (development): Next answers 404
    }
    res.writeHead(200, {
      'Content-Type': JS_TYPE,
      'Content-Length': body.length,
      'Cache-Control': pathname === '/sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable',
      'Content-Security-Policy': serviceWorkerPolicy(),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
