/**
 * The service worker's cache names, shared by its configuration (lib/pwa/runtime-caching.ts) and
 * the page (components/pwa/*). The pages' cache is named after the build: a page's HTML names its
 * build's scripts, so a worker must never serve another build's HTML
 * (docs/adr/0023-offline-shell-and-updates.md).
 */

/** The id of this build (next.config.ts sets it for both the server and the browser). */
export const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';

export const CACHES = {
  /** HTML of the pages that work offline, one entry per path (the query left out). */
  pages: (buildId: string) => `comptoir-pages-${buildId}`,
  /** The settings, menus and offers answers, and `/menus.json`. */
  data: 'comptoir-data',
  /** Scripts, styles and fonts of the build not precached: named after their content. */
  static: 'comptoir-static',
  /** Photos and pictures. */
  images: 'comptoir-images',
} as const;

/** The latest-build file: which build the server runs now (app/builds/latest.json/route.ts). */
export const LATEST_BUILD_PATH = '/builds/latest.json';

/** Paths that need a connection (the kitchen too, docs/adr/0045): no copy of them is ever kept. */
export const CONNECTION_ONLY = /^(?:\/fr)?\/(?:checkout|success|auth|profile|cuisine)(?:\/|$)/;

/**
 * The storefront's own machine endpoints (app/healthz, app/revalidate, also under /fr): for the
 * load balancer and the back office, never a copy.
 */
export const MACHINE_ONLY = /^(?:\/fr)?\/(?:healthz|revalidate)\/?$/;

/**
 * The catalogue version `/menus.json` carries (docs/adr/0038): the worker compares the copy it
 * kept with the one it revalidated by this header, and tells the pages with this message type.
 */
export const CATALOGUE_VERSION_HEADER = 'x-catalogue-version';
export const CATALOGUE_MESSAGE = 'comptoir-catalogue';
