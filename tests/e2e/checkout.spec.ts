import type { Page } from '@playwright/test';
import { expect, openInstant, test } from './support/fixtures';

// A weekday lunchtime after today in Grenoble: the menus are open whatever the hour. The API
// checks availability with its own clock, so these orders are scheduled at a slot tomorrow or
// later; ASAP is only offered when the restaurant is really open.
const NOON = openInstant();

async function addCrispy(page: Page, quantity = 2) {
  await page.goto('/menu?product=1');
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  for (let i = 1; i < quantity; i += 1)
    await dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(dialog).toBeHidden();
}

async function fillPersonal(page: Page) {
  const step = page.getByTestId('checkout-step-personal');
  await step.getByLabel('Prénom', { exact: true }).fill('Camille');
  await step.getByLabel('Nom', { exact: true }).fill('Martin');
  await step.getByLabel('E-mail', { exact: true }).fill('camille.martin@example.fr');
  await step.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await step.getByRole('button', { name: 'Continuer' }).click();
}

/** Schedules the first slot of the first day after today that offers one. */
async function scheduleLater(page: Page) {
  const step = page.getByTestId('checkout-step-delivery');
  await step.getByRole('radio', { name: 'Programmer' }).check();
  const day = step.getByLabel('Jour');
  const days = await day
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  for (const value of days.slice(1)) {
    await day.selectOption(value);
    const slots = await step.getByLabel('Créneau').locator('option:not([value=""])').count();
    if (slots > 0) {
      await step.getByLabel('Créneau').selectOption({ index: 1 });
      break;
    }
  }
  await step.getByRole('button', { name: 'Continuer' }).click();
}

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
});

test('delivery, cash, scheduled tomorrow or later: the address is copied and the order placed', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page, 3);
  await page.goto('/menu');
  await page.getByRole('button', { name: /Choisir : à emporter ou livraison/ }).click();
  const modal = page.getByRole('dialog', { name: 'À emporter ou en livraison ?' });
  await modal
    .getByRole('button', { name: /^Livraison/ })
    .first()
    .click();
  await modal.getByRole('combobox', { name: 'Adresse de livraison' }).fill('30 rue de stal');
  await modal.getByRole('option', { name: /30 Rue de Stalingrad/ }).click();
  await expect(modal).toBeHidden({ timeout: 3_000 });
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

test('an order refused by the server keeps the cart and says why in French', async ({ page }) => {
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
    /Une erreur est survenue, veuillez réessayer/,
  );
  await expect(page.getByRole('button', { name: /Panier, 2 articles/ })).toBeVisible();
});
