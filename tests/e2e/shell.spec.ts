/**
 * The app around the pages (docs/adr/0025): the cookie box above a shared item link's sheet, the
 * installed app's back button, status-bar colour and keyboard, and the JSON-LD. Standalone display
 * is emulated through matchMedia (emulateMedia has no display-mode), the keyboard by shrinking
 * `visualViewport.height`.
 */
import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, seededItems, test } from './support/fixtures';

const themeColour = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));

const jsonLd = async (page: Page) => {
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  expect(raw).not.toContain('<');
  return JSON.parse(raw ?? 'null');
};

test('a first visit through a shared item link: the cookie box is above the sheet, answered by keyboard', async ({
  page,
}) => {
  // After the fixture's "already consented": a first visit.
  await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
  const [item] = await seededItems();
  await page.goto(`/menu?product=${item.item_id}`);
  const box = page.getByRole('dialog', { name: 'Consentement aux cookies' });
  await expect(box).toBeVisible();
  const sheet = page.locator('dialog[aria-labelledby="item-dialog-title"]');
  // Both are modals; the box is the top one: what is under its button is the button.
  expect(await sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  expect(await box.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  const accept = box.getByRole('button', { name: 'Accepter' });
  expect(
    await accept.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2) === button;
    }),
  ).toBe(true);
  expect(await violations(page)).toEqual([]);
  // The focus is in the box: its title, then the two policy links, then Accept.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('true');
  // The sheet is the diner's again, with the focus, and the disabled tag manager loaded nothing.
  await expect(page.getByRole('dialog', { name: item.item_name })).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

test.describe('installed as an app (display-mode: standalone)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /\(\s*display-mode\s*:\s*standalone\s*\)/.test(query)
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addListener: () => {},
              removeListener: () => {},
              addEventListener: () => {},
              removeEventListener: () => {},
              dispatchEvent: () => false,
            } as MediaQueryList)
          : original(query);
    });
    await page.clock.install();
  });

  /** From the menu to the home page by its logo, once the shell (loaded when idle) guards it. */
  async function homeFromMenu(page: Page) {
    await page.getByRole('link', { name: 'Poulet Grenette, retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(2_500);
    await expect
      .poll(() => page.evaluate(() => Boolean(history.state?.__comptoirBackGuard)))
      .toBe(true);
    // From here on, time moves only when the test says: the 1 s window is the test's.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }

  test('on the home page a first back press stays and says so; a second within 1 s leaves', async ({
    page,
  }) => {
    await page.goto('/menu');
    await page.clock.runFor(2_500);
    await homeFromMenu(page);
    const toast = page.getByRole('status').filter({ hasText: 'Appuyez encore pour quitter' });

    await page.goBack();
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(600);
    await page.goBack();
    await expect(page).toHaveURL(/\/menu$/);

    // A press more than 1 s after the first is a first press again.
    await page.clock.resume();
    await homeFromMenu(page);
    await page.goBack();
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(toast).toBeHidden();
    await page.goBack();
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the status bar takes the colour of the top of the page: the dark header, the item sheet', async ({
  page,
}) => {
  const [item] = await seededItems();
  await page.goto('/menu');
  await expect.poll(() => themeColour(page)).toBe('#1b1b1b');
  await page.locator(`a[href="/menu?product=${item.item_id}"]`).first().click();
  await expect(page.getByRole('dialog', { name: item.item_name })).toBeVisible();
  // The sheet's picture sits on its cream background.
  await expect.poll(() => themeColour(page)).toBe('#fff4e0');
  await page.keyboard.press('Escape');
  await expect.poll(() => themeColour(page)).toBe('#1b1b1b');
  // The location sheet leaves the header visible under its dark backdrop: darker still.
  await page.getByRole('button', { name: /Choisir : à emporter ou livraison/ }).click();
  await expect.poll(() => themeColour(page)).toBe('#0b0b0b');
});

test('while an on-screen keyboard is open, the item sheet’s add bar steps aside', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const height = Object.getOwnPropertyDescriptor(VisualViewport.prototype, 'height');
    const shrink = window as Window & { keyboardPx?: number };
    Object.defineProperty(VisualViewport.prototype, 'height', {
      configurable: true,
      get(this: VisualViewport) {
        return (height?.get?.call(this) ?? 0) - (shrink.keyboardPx ?? 0);
      },
    });
  });
  const keyboard = (px: number) =>
    page.evaluate((value) => {
      (window as Window & { keyboardPx?: number }).keyboardPx = value;
      window.visualViewport?.dispatchEvent(new Event('resize'));
    }, px);
  const [item] = await seededItems();
  await page.goto(`/menu?product=${item.item_id}`);
  const sheet = page.getByRole('dialog', { name: item.item_name });
  const bar = sheet.locator('[data-keyboard-aside]');
  await expect(bar).toBeVisible();
  await sheet.getByRole('textbox').last().focus();
  // The shell is loaded when the page is idle: until then nothing listens, so the keyboard
  // opens again (from a full height) until it is heard.
  await expect
    .poll(async () => {
      await keyboard(0);
      await keyboard(300);
      return page.evaluate(() => document.documentElement.dataset.keyboard);
    })
    .toBe('open');
  await expect(bar).toBeHidden();
  await keyboard(120);
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.keyboard)).toBeUndefined();
});

test('search engines read a Restaurant on / and the Menu on /menu, from the seeded data', async ({
  page,
}) => {
  const items = await seededItems();
  await page.goto('/');
  const restaurant = await jsonLd(page);
  expect(restaurant).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: 'Poulet Grenette',
    address: { '@type': 'PostalAddress', postalCode: '38000', addressLocality: 'Grenoble' },
    geo: { '@type': 'GeoCoordinates', latitude: 45.1904, longitude: 5.7279 },
    telephone: '+33465711234',
    priceRange: '1,80 € – 34,90 €',
  });
  // The restaurant and its menus name each other (lib/seo/structured-data.ts).
  expect(restaurant.hasMenu).toEqual([
    { '@id': expect.stringMatching(/\/menu#carte-\d+$/), url: expect.stringMatching(/\/menu$/) },
    { '@id': expect.stringMatching(/\/menu#carte-\d+$/), url: expect.stringMatching(/\/menu$/) },
  ]);
  expect(restaurant.openingHoursSpecification).toHaveLength(3);

  await page.goto('/menu');
  const menu = await jsonLd(page);
  const menus = menu['@graph'] as {
    '@type': string;
    '@id': string;
    provider: unknown;
    hasMenuSection: { hasMenuItem: { name: string; offers: { price: string } }[] }[];
  }[];
  expect(menus.map((m) => m['@type'])).toEqual(['Menu', 'Menu']);
  expect(menus.map((m) => m['@id'])).toEqual(
    (restaurant.hasMenu as { '@id': string }[]).map((m) => m['@id']),
  );
  for (const m of menus) expect(m.provider).toEqual({ '@id': restaurant['@id'] });
  const offered = menus.flatMap((m) => m.hasMenuSection.flatMap((s) => s.hasMenuItem));
  expect(offered).toHaveLength(items.length);
  const crispy = offered.find((entry) => entry.name === items[0].item_name);
  expect(crispy?.offers).toMatchObject({
    price: items[0].item_price.price_pickup.toFixed(2),
    priceCurrency: 'EUR',
  });
});
