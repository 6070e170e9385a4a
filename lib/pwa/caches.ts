/**
 * The service worker's cache names, shared by its configuration (lib/pwa/runtime-caching.ts, read
 * at build) and the page (components/pwa/*), which fills and empties some of them itself.
 *
 * The pages' cache is named after the build: a page's HTML names the scripts of the build that
 * rendered it, so a worker must never serve the HTML of another build, whose scripts it has not
 * precached and the server no longer has (a page that would not start). A new worker starts with
 * an empty one; the old one is deleted by the last page of its build (components/pwa/update.ts).
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

/** Paths that need a connection: no copy of them is ever kept. */
export const CONNECTION_ONLY = /^(?:\/fr)?\/(?:checkout|success|auth|profile)(?:\/|$)/;

/**
 * The storefront's own machine endpoints (app/healthz, app/revalidate, also under /fr): for the
 * load balancer and the back office, never a copy.
 */
export const MACHINE_ONLY = /^(?:\/fr)?\/(?:healthz|revalidate)\/?$/;
