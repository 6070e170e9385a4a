/**
 * Offline after one visit (docs/adr/0023-offline-shell-and-updates.md): the menu, an item link, the
 * search and the cart work without a connection; the pages that need the server say so in French
 * and come back by themselves.
 */
import { goOffline, goOnline, visitOnce } from './support/offline';
import { expect, openInstant, seededItems, test } from './support/fixtures';

// Installing the worker and keeping the first page take a few seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  // Opening hours: items can be added whatever the real time of day.
  await page.clock.setFixedTime(openInstant());
});

test('after one visit to the menu, offline: the menu, an item link, the search and the cart work', async ({
  page,
  context,
}) => {
  const [item] = (await seededItems()).filter((i) => i.item_name === 'Crispy Classic');
  await visitOnce(page, '/menu');
  await goOffline(context);

  // An item's link, never opened before: the menu's copy, whose dialog reads the query.
  await page.goto(`/menu?product=${item.item_id}`);
  const status = page.getByRole('status').filter({ hasText: 'Hors ligne' });
  await expect(status).toBeVisible();
  const dialog = page.getByRole('dialog', { name: item.item_name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(dialog).toBeHidden();

  // The search, from the stored menus.
  await page.getByRole('button', { name: 'Rechercher un produit' }).click();
  const search = page.getByRole('combobox', { name: 'Rechercher un produit' });
  await search.fill('cris');
  await expect(page.getByRole('option').first()).toContainText('Crispy');
  await search.press('Escape');

  // The cart, which a reload offline keeps.
  await page.reload();
  await page.getByRole('button', { name: /^Panier/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(cart.getByTestId('cart-line')).toContainText(item.item_name);
  expect(page.url()).not.toContain('chrome-error');
});

test('offline, checkout and account pages say a connection is needed, and come back by themselves', async ({
  page,
  context,
}) => {
  await visitOnce(page, '/menu');
  await page.goto('/menu?product=1');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Ajouter/ })
    .click();
  await goOffline(context);

  for (const path of ['/auth/login', '/profile', '/checkout']) {
    // Typed again if the previous page reloaded itself as this navigation started, which
    // cancels it under the offline emulation (components/pwa/connection-needed.tsx).
    await expect(async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Connexion nécessaire' })).toBeVisible();
    // The page settled (hydrated) before the next address is typed.
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();

  // Back online: the checkout loads by itself, with the cart as it was.
  await goOnline(context);
  await expect(page.getByRole('heading', { name: 'Connexion nécessaire' })).toBeHidden();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(page.getByRole('button', { name: /^Panier, 1 article/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);
});

test('a form being filled keeps what was typed when the connection drops and returns', async ({
  page,
  context,
}) => {
  await visitOnce(page, '/menu');
  await page.goto('/auth/login');
  const email = page.getByRole('textbox', { name: /e-mail/i });
  await email.fill('diner@example.com');
  await goOffline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toContainText(
    'connexion nécessaire',
  );
  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);
  await expect(email).toHaveValue('diner@example.com');
});

test('offline, a coupon check fails instead of answering from a copy, and no call is kept', async ({
  page,
  context,
}) => {
  await visitOnce(page, '/menu');
  const check = () =>
    page.evaluate(async () => {
      try {
        return (await fetch('/v2/public/offers/BIENVENUE5')).status;
      } catch {
        return 'failed';
      }
    });
  expect(await check()).toBe(200);
  await goOffline(context);
  expect(await check()).toBe('failed');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
  expect(kept.filter((path) => path.startsWith('/v2/'))).toEqual([]);
  expect(kept).not.toContain('/checkout');
});
