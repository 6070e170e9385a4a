/**
 * What the service worker does with each request it does not precache, in workbox's terms: the
 * first matching rule wins, no match goes to the network (docs/adr/0023-offline-shell-and-updates.md).
 * Copied into `sw.js` as text by next.config.ts, so a function may use only its arguments and the
 * patterns are literals (tests/unit/pwa-caching.test.ts holds them to the constants).
 */
import type { runtimeCaching as nextPwaDefaults } from '@ducanh2912/next-pwa';
import { CACHES } from './caches';

/** One rule, in the terms of the workbox that next-pwa builds the worker with. */
type RuntimeCaching = (typeof nextPwaDefaults)[number];

const DAY = 24 * 60 * 60;

/** What workbox hands `cacheDidUpdate`, as far as it is read here. */
interface CacheUpdate {
  oldResponse?: Response | null;
  newResponse: Response;
}

/** The service worker's scope, as far as it is used here (the DOM's typings describe a window). */
interface WorkerScope {
  clients: {
    matchAll(options: { type: 'window' }): Promise<{ postMessage(data: unknown): void }[]>;
  };
}

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
        plugins: [
          {
            // The revalidated catalogue is another version than the copy just served: every page
            // is told, and takes it (components/pwa/catalogue-watch.tsx, docs/adr/0038).
            cacheDidUpdate: async ({ oldResponse, newResponse }: CacheUpdate) => {
              const versionOf = (response?: Response | null) =>
                Number(response?.headers.get('x-catalogue-version') ?? Number.NaN);
              const version = versionOf(newResponse);
              const before = versionOf(oldResponse);
              if (Number.isNaN(version) || Number.isNaN(before) || version === before) return;
              const scope = self as unknown as WorkerScope;
              const pages = await scope.clients.matchAll({ type: 'window' });
              for (const page of pages) page.postMessage({ type: 'comptoir-catalogue', version });
            },
          },
        ],
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
        /^(?:\/fr)?\/(?:checkout|success|auth|profile|cuisine)(?:\/|$)/.test(url.pathname),
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
