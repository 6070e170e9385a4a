/**
 * The kill switch (docs/product.md#pwa-and-shell): the worker served at /sw.js instead of the
 * build's when the storefront starts with `SW_KILL_SWITCH=1`, for a worker gone wrong in the
 * field. Browsers check /sw.js on each visit (served `no-cache`), install this one at once, and it:
 * empties every cache of the site, unregisters, and reloads the pages the old worker controlled,
 * which then load from the network, uncontrolled. A page that registers it afresh (the site still
 * calls `register()`) has nothing to reload: it is only unregistered again, so nothing loops.
 * Turn the switch off once the fixed build is out; its worker registers as on a first visit.
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
