import { addCrispy, chooseDelivery, fillPersonal, scheduleLater } from './support/checkout-steps';
import { expect, openInstant, test } from './support/fixtures';

// A weekday lunchtime after today in Grenoble: the menus are open whatever the hour. The API
// checks availability with its own clock, so these orders are scheduled at a slot tomorrow or
// later; ASAP is only offered when the restaurant is really open.
const NOON = openInstant();

test('pickup, cash, scheduled: one order, cart emptied, success page', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page);
  await page.goto('/checkout');
  await page
    .getByTestId('checkout-step-type')
    .getByRole('button', { name: /À emporter/ })
    .click();
  await expect(page.getByTestId('checkout-step-personal')).toBeVisible();
  await expect(page).toHaveURL(/tab=personal/);
  await page.reload();
  await expect(page.getByTestId('checkout-step-personal')).toBeVisible();
  await fillPersonal(page);
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  const place = page.getByTestId('place-order');
  await place.dblclick();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order');
  await expect(page.getByRole('heading', { name: `Merci ! Commande n° ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('success-order')).toContainText('Crispy Classic');
  await expect(page.getByRole('button', { name: 'Panier, vide' })).toBeVisible();
  // The confirmation opens at its top, title in view, wherever "Commander" was scrolled to.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('delivery, cash, scheduled tomorrow or later: the address is copied and the order placed', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page, 3);
  await chooseDelivery(page, '30 rue de stal', /30 Rue de Stalingrad/);
  await page.goto('/checkout');
  await page
    .getByTestId('checkout-step-type')
    .getByRole('button', { name: /Livraison/ })
    .click();
  await fillPersonal(page);
  const delivery = page.getByTestId('checkout-step-delivery');
  await expect(delivery.getByLabel('Adresse', { exact: true })).toHaveValue(/30 Rue de Stalingrad/);
  await expect(delivery.getByLabel('Code postal')).toHaveValue('38000');
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces à la livraison' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  await expect(page.getByTestId('success-order')).toContainText('30 Rue de Stalingrad');
});

test('an order sent while the API is unavailable (503) says ordering is paused and keeps the cart', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page);
  await page.route('**/v2/public/checkout/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, body: '{}', contentType: 'application/json' })
      : route.continue(),
  );
  await page.goto('/checkout');
  await page
    .getByTestId('checkout-step-type')
    .getByRole('button', { name: /À emporter/ })
    .click();
  await fillPersonal(page);
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(
    /^Les commandes sont momentanément suspendues : notre service ne répond pas\. Votre panier est conservé/,
  );
  await expect(page.getByRole('button', { name: /Panier, 2 articles/ })).toBeVisible();
});
