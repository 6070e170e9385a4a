import type { Page } from '@playwright/test';
import { startApiAgain, stopApi } from './support/api-control';
import { openDeliverySearch } from './support/checkout-steps';
import { expect, openInstant, seededItems, test } from './support/fixtures';
import { staffCall } from './support/kitchen';

// Runs last (file order, one worker): it exhausts a limit of the run's one client address, then
// stops the API and starts it again, which also clears the limiter's counters (held in memory)
// for the specs of the next project.
test.describe.configure({ mode: 'serial' });

/** The diner's clock at an open hour, then the item into the cart from its shared link. */
async function addAtLunch(page: Page, item: { item_id: number; item_name: string }) {
  await page.clock.setFixedTime(openInstant());
  await page.goto(`/menu?product=${item.item_id}`);
  await page
    .getByRole('dialog', { name: item.item_name })
    .getByRole('button', { name: /^Ajouter/ })
    .click();
}

test('a script past the coupon limit gets a French 429, and a diner behind it keeps the cart', async ({
  page,
  request,
}) => {
  // Guessing codes from this machine (the whole run is one address) until the API says stop:
  // 60 lookups an hour per address (docs/contract.md#limits-of-the-anonymous-calls).
  let refused = null;
  for (let i = 0; i < 80 && refused === null; i += 1) {
    const res = await request.get(`/v2/public/offers/DEVINE${i}`);
    if (res.status() === 429) refused = res;
    else expect(res.status()).toBe(404);
  }
  expect(refused, 'no 429 within 80 lookups').not.toBeNull();
  expect(Number(refused!.headers()['retry-after'])).toBeGreaterThan(0);
  const message = (await refused!.json()).data.message as string;
  expect(message).toMatch(
    /^Trop de codes promo essayés depuis votre connexion\. Veuillez réessayer dans \d+ minutes?\.$/,
  );

  // A diner on the same connection: the cart shows the same French words and loses nothing.
  const [item] = await seededItems();
  await addAtLunch(page, item);
  await page.getByRole('button', { name: /^Panier/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await cart.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE5');
  await cart.getByRole('button', { name: 'Appliquer' }).click();
  await expect(cart.getByText(/^Trop de codes promo essayés depuis votre connexion/)).toBeVisible();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByText(/Code BIENVENUE5 appliqué/)).toHaveCount(0);
});

test('pages are still served, with the menu, while the API is stopped', async ({
  page,
  request,
}) => {
  test.slow(); // the API stopped and started again, and the checkout's 15 s recheck
  // The lunch hour from the first page on: a visit at the real time, then one at the next open
  // weekday's lunch (three days later on a Friday) would be a return after more than 48 hours,
  // whose storage reset reloads the page under the test's next navigation (net::ERR_ABORTED).
  await page.clock.setFixedTime(openInstant());
  const [item] = await seededItems();
  // A switch changed through the proxy renders the menus' pages afresh on their next request
  // (ADR 47): once while the API answers, then again just before it stops, when the instance
  // has only its last good answers to render them from (ADR 2).
  await staffCall('/switches/delay', { method: 'POST', body: { minutes: 10 } });
  for (const path of ['/', '/menu']) expect((await page.goto(path))?.status(), path).toBe(200);
  await staffCall('/switches/delay', { method: 'DELETE' });
  await stopApi();
  try {
    for (const path of ['/', '/menu', '/contact', '/fr/menu', '/privacy-policy']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The home's restaurant names its menus (no menus: a bare link to /menu).
    await page.goto('/');
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('"hasMenu":[{"@id":')]),
    );
    await page.goto('/menu');
    await expect(
      page.getByRole('heading', { name: item.item_name, exact: true }).first(),
    ).toBeVisible();
    // Adding to the cart still works, and the address search says it is unavailable.
    await addAtLunch(page, item);
    await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
    const modal = await openDeliverySearch(page);
    await modal.getByRole('combobox', { name: 'Adresse de livraison' }).fill('30 rue de stal');
    await expect(modal.getByText(/La recherche d’adresse est indisponible/)).toBeVisible();
    const proxied = await request.get('/v2/public/settings');
    expect(proxied.status()).toBe(502);
    expect((await proxied.json()).data.message).toMatch(/indisponible/);
    // The checkout says ordering is paused before the diner fills anything in.
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await expect(page.getByText('Commandes momentanément suspendues')).toBeVisible();
    await expect(page.getByText(/Votre panier et vos informations sont conservés/)).toBeVisible();
  } finally {
    await startApiAgain();
  }
  // It asks again every 15 s, and says when ordering is open again.
  await expect(page.getByText('Les commandes sont de nouveau ouvertes.')).toBeVisible({
    timeout: 25_000,
  });
  await expect(page.getByText('Commandes momentanément suspendues')).toHaveCount(0);
});
