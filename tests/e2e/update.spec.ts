/**
 * A new release under an open tab, and the kill switch
 * (docs/adr/0023-offline-shell-and-updates.md): each replaces the storefront on its port, as a
 * deployment does, then puts the suite's build back. The release is a real second build into its
 * own folder: the same files under a new id would not show that the reload lands on new scripts.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildStorefront, ROOT } from '../../ops/processes';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { visitOnce } from './support/offline';
import { redeployStorefront, restoreStorefront, webEnv } from './support/storefront-control';

const NEXT_RELEASE = `${E2E.distDir}-next`;

/**
 * The src of the script holding the layout's modules (next.config.ts, ADR 55): named after its
 * content, which holds the build's id, so after its build.
 */
const layoutScript = (html: string) => /src="([^"]*\/first-load-[^"]+\.js)"/.exec(html)?.[1];

test('the kill switch lets go of a page the worker controls and empties every cache', async ({
  page,
}) => {
  test.setTimeout(120_000); // two restarts of the storefront
  await visitOnce(page, '/menu');
  try {
    await redeployStorefront(E2E.distDir, { SW_KILL_SWITCH: '1' });
    // Browsers check /sw.js at the next visit; here the page asks at once. The kill worker
    // reloads the page meanwhile, which may end this very call.
    const reloaded = page.waitForEvent('load');
    await page
      .evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      })
      .catch(() => undefined);
    await reloaded;
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 20_000,
      })
      .toBe(false);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    // The page registers /sw.js again: the kill worker, which only unregisters, reloading nothing.
    await page.waitForTimeout(7_000);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await restoreStorefront();
  }
});

test('a release deployed under an open tab offers the update; Actualiser reloads once into it', async ({
  page,
  request,
}) => {
  test.setTimeout(6 * 60_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/ChunkLoadError|Loading chunk|Script introuvable/i.test(message.text()))
      problems.push(message.text());
  });
  await visitOnce(page, '/menu');
  const oldLayout = layoutScript(await (await request.get('/menu')).text());
  expect(oldLayout).toBeTruthy();
  const oldBuild = (await (await request.get('/builds/latest.json')).json()).id;

  try {
    await buildStorefront(webEnv(), NEXT_RELEASE);
    await redeployStorefront(NEXT_RELEASE);
    const newLayout = layoutScript(await (await request.get('/menu')).text());
    expect(newLayout).toBeTruthy();
    expect(newLayout).not.toBe(oldLayout);
    expect(await (await request.get(oldLayout!)).status()).toBe(404);

    // Nothing reloads by itself; the tab learns of the release when it comes back to the front.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const banner = page.getByRole('region', { name: 'Mise à jour disponible' });
    await expect(banner).toContainText('Une nouvelle version est prête');
    expect(loads).toBe(0);

    await banner.getByRole('button', { name: 'Actualiser' }).click();
    // The page now runs the new release's scripts (asked while it reloads: nothing yet).
    const layoutLoaded = () =>
      page
        .evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .find((path) => path.includes('/first-load-')),
        )
        .catch(() => undefined);
    await expect.poll(layoutLoaded, { timeout: 20_000 }).toBe(newLayout);
    await expect(banner).toBeHidden();
    const latest = (await (await request.get('/builds/latest.json')).json()).id;
    expect(latest).not.toBe(oldBuild);
    // The new worker controls the page, and its scripts load: an item opens.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
      .toBe('activated');
    await page.locator('[data-testid="item-card"] a').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
    expect(problems).toEqual([]);
  } finally {
    await restoreStorefront();
    rmSync(path.join(ROOT, NEXT_RELEASE), { recursive: true, force: true });
  }
});
