/** A first visit that leaves the site usable offline, and the connection cut and restored. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether the service worker controls `page` and keeps `path` and the menus for offline use. */
function keptForOffline(page: Page, path: string) {
  return page.evaluate(async (path) => {
    if (!navigator.serviceWorker.controller) return false;
    const pages = (await caches.keys()).find((name) => name.startsWith('comptoir-pages-'));
    if (!pages) return false;
    const html = await (await caches.open(pages)).match(path, { ignoreVary: true });
    return Boolean(html && (await caches.match('/menus.json')));
  }, path);
}

/** Opens `path` once online and waits until the worker has kept it (and the menus). */
export async function visitOnce(page: Page, path = '/menu') {
  await page.goto(path);
  await expect
    .poll(() => keptForOffline(page, new URL(path, 'http://x').pathname), { timeout: 30_000 })
    .toBe(true);
}

/** Cuts the connection of the page and of its service worker. */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}
