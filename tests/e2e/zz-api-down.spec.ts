import { startApiAgain, stopApi } from './support/api-control';
import { openDeliverySearch } from './support/checkout-steps';
import { expect, openInstant, seededItems, test } from './support/fixtures';

// Runs last (file order, one worker): it stops the API, then starts it again.
test.describe.configure({ mode: 'serial' });

test('pages are still served, with the menu, while the API is stopped', async ({
  page,
  request,
}) => {
  const [item] = await seededItems();
  await stopApi();
  try {
    for (const path of ['/', '/menu', '/contact', '/fr/menu', '/privacy-policy']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/menu');
    await expect(
      page.getByRole('heading', { name: item.item_name, exact: true }).first(),
    ).toBeVisible();
    // Adding to the cart still works, and the address search says it is unavailable.
    await page.clock.setFixedTime(openInstant());
    await page.goto(`/menu?product=${item.item_id}`);
    await page
      .getByRole('dialog', { name: item.item_name })
      .getByRole('button', { name: /^Ajouter/ })
      .click();
    await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
    const modal = await openDeliverySearch(page);
    await modal.getByRole('combobox', { name: 'Adresse de livraison' }).fill('30 rue de stal');
    await expect(modal.getByText(/La recherche d’adresse est indisponible/)).toBeVisible();
    const proxied = await request.get('/v2/public/settings');
    expect(proxied.status()).toBe(502);
    expect((await proxied.json()).data.message).toMatch(/indisponible/);
  } finally {
    await startApiAgain();
  }
});
