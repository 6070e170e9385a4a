import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { countLoads, seedStorage, settled } from './support/pwa';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;
/** The test's own "now" for the browser (inactivity is computed from the page's clock). */
const NOW = new Date('2026-12-02T10:00:00Z').getTime();

const keys = (page: Page) =>
  settled(page, () => page.evaluate(() => Object.keys(localStorage).sort()));
const stored = (page: Page, key: string) =>
  settled(page, () => page.evaluate((name) => localStorage.getItem(name), key));
const usage = (page: Page) =>
  settled(page, () => page.evaluate(() => navigator.storage.estimate().then((e) => e.usage)));

test('the locale cookie i18n_redirected=fr is set for a year, on the whole site', async ({
  page,
  context,
}) => {
  await page.goto('/menu');
  const cookie = async () =>
    (await context.cookies()).find((c) => c.name === 'i18n_redirected') ?? null;
  await expect.poll(cookie).not.toBeNull();
  const { value, path, sameSite, expires } = (await cookie())!;
  expect({ value, path, sameSite }).toEqual({ value: 'fr', path: '/', sameSite: 'Lax' });
  expect(expires * 1000).toBeGreaterThan(Date.now() + 364 * DAY);
  expect(expires * 1000).toBeLessThan(Date.now() + 366 * DAY);
});

test('at start, foreign keys containing cache, pwa or workbox go; ours stay', async ({ page }) => {
  const ours = {
    'pwa-installed': 'true',
    'ios-pwa-prompt-shown': 'true',
    'vite-pwa:hide-install': 'true',
  };
  await seedStorage(page, {
    ...ours,
    'workbox-expiration': '1',
    'vite-pwa:sw-cache': '1',
    'api-CACHE-v1': '1',
    'autre-pwa': '1',
    préférences: '1',
  });
  await page.goto('/menu');
  await expect.poll(() => keys(page)).not.toContain('workbox-expiration');
  expect(await keys(page)).toEqual(
    expect.arrayContaining([...Object.keys(ours), 'cookie-consent', 'préférences']),
  );
  for (const key of ['vite-pwa:sw-cache', 'api-CACHE-v1', 'autre-pwa'])
    expect(await keys(page)).not.toContain(key);
  expect(await stored(page, 'comptoir-last-visit')).not.toBeNull();
});

/**
 * A saved cart the reset must clear, told apart by its coupon code: a page that loads a catalogue
 * saves an empty cart of its own (its version, docs/adr/0038), so « no cart saved » is not the test.
 */
const OLD_CART = { state: { lines: [], coupon: null, couponCode: 'ANCIEN' }, version: 1 };
const holdsOldCart = async (page: Page) =>
  (await stored(page, 'comptoir-cart'))?.includes('"ANCIEN"') ?? false;

/** A visit, then the diner comes back `awayMs` later: the last visit is set back by that much. */
async function comeBackAfter(page: Page, awayMs: number) {
  await page.clock.install({ time: NOW });
  const loads = countLoads(page);
  await page.goto('/menu');
  // The clock runs on from NOW (the page loaded a moment after it).
  await expect
    .poll(async () => Number(await stored(page, 'comptoir-last-visit')))
    .toBeGreaterThanOrEqual(NOW);
  await page.evaluate(
    ({ last, cart }) => {
      localStorage.setItem('comptoir-last-visit', String(last));
      localStorage.setItem('comptoir-cart', JSON.stringify(cart));
      sessionStorage.setItem('brouillon', 'oui');
      document.cookie = 'autre=1; Path=/';
    },
    { last: NOW - awayMs, cart: OLD_CART },
  );
  await page.reload();
  return loads;
}

test('back after 49 hours: storage, session and cookies cleared, then one reload', async ({
  page,
  context,
}) => {
  const loads = await comeBackAfter(page, 49 * HOUR);
  // The reset waits for an idle moment, clears the caches, then reloads the heavy menu: a
  // loaded machine can take more than the default 10 s.
  await expect.poll(loads, { timeout: 20_000 }).toBe(3);
  await expect.poll(() => holdsOldCart(page)).toBe(false);
  expect(
    await settled(page, () => page.evaluate(() => sessionStorage.getItem('brouillon'))),
  ).toBeNull();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('autre');
  // The page that came back is a first visit again: the visit recorded, no further reload.
  await expect.poll(() => stored(page, 'comptoir-last-visit')).not.toBeNull();
  await page.clock.runFor(5_000);
  expect(loads()).toBe(3);
});

test('back after 47 hours: nothing is cleared', async ({ page }) => {
  const loads = await comeBackAfter(page, 47 * HOUR);
  await expect.poll(() => stored(page, 'comptoir-last-visit')).not.toBe(String(NOW - 47 * HOUR));
  await page.clock.runFor(5_000);
  expect(loads()).toBe(2);
  expect(await holdsOldCart(page)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('brouillon'))).toBe('oui');
});

/**
 * The storage is filled from a same-origin page without the app (robots.txt): filled from /menu,
 * the page's own check 2 s after it loaded could see the 60 MB (a fast machine fills them first)
 * and its reload merge with the test's own (two loads counted instead of three).
 */
async function fillOffTheApp(page: Page) {
  await page.goto('/robots.txt');
}

test('over 50 MB of storage: caches cleared, the page reloaded once', async ({ page }) => {
  test.slow(); // 60 MB written, then two loads, on a shared machine
  const loads = countLoads(page);
  await fillOffTheApp(page);
  await page.evaluate(async (size) => {
    const cache = await caches.open('remplissage');
    await cache.put('/remplissage', new Response(new Uint8Array(size)));
  }, 60 * MB);
  expect(await usage(page)).toBeGreaterThan(50 * MB);
  await page.goto('/menu');
  await expect.poll(loads, { timeout: 15_000 }).toBe(3);
  expect(await settled(page, () => page.evaluate(() => caches.keys()))).not.toContain(
    'remplissage',
  );
  expect(await usage(page)).toBeLessThan(50 * MB);
});

test('over 50 MB the cleanup cannot clear (IndexedDB): one reload, never a loop', async ({
  page,
}) => {
  test.slow();
  const loads = countLoads(page);
  await fillOffTheApp(page);
  await page.evaluate(
    (size) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('remplissage', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('blocs');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('blocs', 'readwrite');
          // Random bytes: the browser compresses what it stores in IndexedDB.
          const bytes = new Uint8Array(size);
          for (let at = 0; at < size; at += 65_536)
            crypto.getRandomValues(bytes.subarray(at, at + 65_536));
          tx.objectStore('blocs').put(bytes.buffer, 'bloc');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    60 * MB,
  );
  expect(await usage(page)).toBeGreaterThan(50 * MB);
  await page.goto('/menu');
  await expect.poll(loads, { timeout: 15_000 }).toBe(3);
  // Still over 50 MB after the reload: the guard holds for a minute, so no further reload.
  await page.waitForTimeout(5_000);
  expect(loads()).toBe(3);
});
