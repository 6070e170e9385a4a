/**
 * What the service worker does with each request it does not precache (docs/adr/0023), in
 * workbox's terms: the first rule whose pattern matches wins; a request no rule matches goes to
 * the network as if there were no worker. Read by next.config.ts at build and written into
 * `sw.js`, so every function here is copied as text: it may use nothing but its arguments.
 *
 * - The pages a diner browses (home, menu, content) come from the cache at once and are refreshed
 *   behind (stale-while-revalidate), one entry per path: `/menu?product=12` is the menu's HTML,
 *   whose dialog reads the query, so an item opens offline once the menu has been seen.
 * - The pages that need the server (checkout, success, accounts) are never stored: offline they
 *   get the "connexion nécessaire" page (app/~offline), which comes back by itself.
 * - The settings, menus and offers answers are stale-while-revalidate; every other `/v2` call is
 *   network-only (a coupon checked offline must fail, not answer yesterday's verdict); a POST
 *   matches nothing, so it is never stored.
 * - The build's other files (named after their content) are cache-first once used.
 * - `/builds/latest.json`, `/healthz` and `/revalidate` are never stored.
 *
 * Patterns are literals (a copied function cannot read a constant): tests/unit/pwa-caching.test.ts
 * holds them to `LATEST_BUILD_PATH`, `MACHINE_ONLY` and `CONNECTION_ONLY`.
 */
import type { runtimeCaching as nextPwaDefaults } from '@ducanh2912/next-pwa';
import { CACHES } from './caches';

/** One rule, in the terms of the workbox that next-pwa builds the worker with. */
type RuntimeCaching = (typeof nextPwaDefaults)[number];

const DAY = 24 * 60 * 60;

export function runtimeCaching(buildId: string): RuntimeCaching[] {
  return [
    {
      // Which build the server runs: a copy would hide every deployment.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/builds/latest.json',
      handler: 'NetworkOnly',
      options: {},
    },
    {
      // The balancer's health check and the back office's revalidation: answers of the moment.
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && /^(?:\/fr)?\/(?:healthz|revalidate)\/?$/.test(url.pathname),
      handler: 'NetworkOnly',
      options: {},
    },
    {
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname === '/menus.json' ||
          /^\/v2\/public\/(?:settings|menus|offers)\/?$/.test(url.pathname)),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: CACHES.data,
        expiration: { maxEntries: 8, maxAgeSeconds: 7 * DAY },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/v2/'),
      handler: 'NetworkOnly',
      options: {},
    },
    {
      urlPattern: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        request.mode === 'navigate' &&
        /^(?:\/fr)?\/(?:checkout|success|auth|profile)(?:\/|$)/.test(url.pathname),
      handler: 'NetworkOnly',
      options: {},
    },
    {
      urlPattern: ({ sameOrigin, request }) => sameOrigin && request.mode === 'navigate',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: CACHES.pages(buildId),
        expiration: { maxEntries: 32, maxAgeSeconds: 30 * DAY },
        cacheableResponse: { statuses: [200] },
        // The page's Vary headers name request headers a navigation and the page's own warm-up
        // fetch (components/pwa/offline-cache.ts) send differently; the entries are pages only.
        matchOptions: { ignoreVary: true },
        plugins: [
          {
            cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
              const url = new URL(request.url);
              url.search = '';
              url.hash = '';
              return url.href;
            },
          },
        ],
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHES.static,
        expiration: { maxEntries: 128, maxAgeSeconds: 30 * DAY },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname === '/_next/image' ||
          /\.(?:png|jpe?g|webp|avif|svg|ico)$/.test(url.pathname)),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: CACHES.images,
        expiration: { maxEntries: 96, maxAgeSeconds: 30 * DAY },
        cacheableResponse: { statuses: [200] },
        // The optimiser varies on Accept; a warmed-up copy is fetched with another one.
        matchOptions: { ignoreVary: true },
      },
    },
  ];
}
