import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { offerInstall, SAVED_LOCATION, seedStorage } from './support/pwa';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const banner = (page: Page) => page.getByRole('region', { name: "Installer l'application" });

/**
 * Lets the page load and reach its first idle moment with the clock running, until the install
 * banner's code has loaded and watches; then stops the clock, so the test counts every
 * millisecond from there.
 */
async function watchingWithClockStopped(page: Page, url: string) {
  await page.clock.install();
  await page.goto(url);
  await expect(page.getByTestId('install-banner')).toBeAttached();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test('Chromium finds the app installable: no installability errors, the manifest parsed', async ({}, testInfo) => {
  // Chromium answers `in-incognito` in a default context: a real profile (TOOLCHAIN.md).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'comptoir-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use,
    ...testInfo.project.use.launchOptions,
    baseURL: E2E.siteUrl,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/menu');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${E2E.siteUrl}/manifest.webmanifest`);
    const screenshots: { form_factor: string }[] = JSON.parse(manifest.data!).screenshots;
    expect(screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest screenshots are served as the images they claim to be', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  for (const shot of manifest.screenshots as { src: string; type: string }[]) {
    const res = await request.get(shot.src);
    expect(res.status(), shot.src).toBe(200);
    expect(res.headers()['content-type']).toBe(shot.type);
  }
});

test.describe('the install banner', () => {
  test.use({ consented: async ({}, provide) => provide() }); // this test accepts cookies itself
  test.slow(); // axe and a stopped clock's steps, on a shared machine

  test('waits for consent, then shows 1.5 s after it; "Installer maintenant" opens the prompt', async ({
    page,
  }) => {
    await seedStorage(page, { location: SAVED_LOCATION });
    await watchingWithClockStopped(page, '/menu');
    await offerInstall(page);
    await page.clock.runFor(5_000);
    await expect(banner(page)).toBeHidden();
    // The cookie box (1 s after start) is still waiting for an answer.
    await page
      .getByRole('dialog', { name: 'Consentement aux cookies' })
      .getByRole('button', { name: 'Accepter' })
      .click();
    await page.clock.runFor(1_450);
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Plus tard' })).toBeVisible();
    await page.clock.resume(); // axe waits on timers
    expect(await violations(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Installer maintenant' }).click();
    await expect(banner(page)).toBeHidden();
    expect(
      await page.evaluate(
        () => (window as unknown as { __installPrompted?: boolean }).__installPrompted,
      ),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pwa-installed'))).toBe('true');
  });
});

test('"Plus tard" stores vite-pwa:hide-install, and the banner does not come back', async ({
  page,
}) => {
  await seedStorage(page, { location: SAVED_LOCATION });
  await watchingWithClockStopped(page, '/');
  await offerInstall(page);
  await page.clock.runFor(1_500);
  await banner(page).getByRole('button', { name: 'Plus tard' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('vite-pwa:hide-install'))).toBe('true');
  await page.reload();
  await offerInstall(page);
  await page.clock.fastForward(20_000);
  await expect(banner(page)).toBeHidden();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE });
  test.slow();

  test('Safari shows the three steps to the home screen; "J\'ai compris" is remembered', async ({
    page,
  }) => {
    await seedStorage(page, { location: SAVED_LOCATION });
    await page.goto('/menu');
    const region = banner(page);
    await expect(region).toBeVisible();
    const steps = region.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('bouton Partager');
    await expect(steps.nth(1)).toContainText("« Sur l'écran d'accueil »");
    await expect(steps.nth(2)).toContainText('« Ajouter »');
    expect(await violations(page)).toEqual([]);
    await region.getByRole('button', { name: "J'ai compris" }).click();
    await expect(region).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('ios-pwa-prompt-shown'))).toBe('true');
    await page.clock.install();
    await page.reload();
    await page.clock.fastForward(20_000);
    await expect(region).toBeHidden();
  });
});
