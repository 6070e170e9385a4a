import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, openInstant, test } from './support/fixtures';
import {
  addCrispy,
  chooseDelivery,
  pickDeliveryAddress,
  chooseType,
  fillPersonal,
  mailsTo,
  scheduleLater,
} from './support/checkout-steps';

// The checkout's blocking rules (docs/product.md#transitions) and its resilience: a lost answer,
// reloads.
const NOON = openInstant();
const unique = (name: string) => `${name}.${Date.now()}@example.fr`;

test('an address too far: refused in the location modal, then by the server if typed later', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page);
  const modal = await pickDeliveryAddress(page, '1 rue porte des pall', /Porte des Pallaches/);
  await expect(modal.getByRole('alert')).toContainText('L’adresse est trop éloignée du restaurant');
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  await chooseType(page, 'Livraison');
  await expect(page.getByTestId('checkout-alert')).toHaveText(
    'Choisissez votre adresse de livraison.',
  );
  await page.waitForTimeout(800); // longer than the 0.5 s advance
  await expect(page.getByTestId('checkout-step-type')).toBeVisible();

  // A near address is accepted; typing the far one into the delivery form is refused at the end.
  await chooseDelivery(page, '30 rue de stal', /30 Rue de Stalingrad/);
  await page.goto('/checkout');
  await chooseType(page, 'Livraison');
  await fillPersonal(page, unique('loin'));
  const delivery = page.getByTestId('checkout-step-delivery');
  await delivery.getByLabel('Adresse', { exact: true }).fill('1 Rue Porte des Pallaches');
  await delivery.getByLabel('Ville').fill('Voreppe');
  await delivery.getByLabel('Code postal').fill('38340');
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces à la livraison' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(
    'L’adresse est trop éloignée du restaurant pour être livrée.',
  );
  await expect(page.getByRole('button', { name: /Panier, 2 articles/ })).toBeVisible();
});

test('under the minimum order: the small-order charge is shown, priced and accepted', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page, 1); // 7,90 €, under the 15 € minimum
  await chooseDelivery(page, '30 rue de stal', /30 Rue de Stalingrad/);
  await page.getByRole('button', { name: /Panier, 1 article/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(cart).toContainText(
    /Des frais de 2,50\s€ s’ajoutent sous 15,00\s€ : encore [\d,]+\s€ pour les éviter\./,
  );
  await page.goto('/checkout');
  await chooseType(page, 'Livraison');
  await fillPersonal(page, unique('minimum'));
  await scheduleLater(page);
  const total = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('radio', { name: 'Espèces à la livraison' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  await expect(page.getByTestId('success-total')).toHaveText(total!);
});

/** The first offered slot whose label starts with `hour` on the first day with one. */
async function scheduleAtHour(page: Page, hour: RegExp) {
  const step = page.getByTestId('checkout-step-delivery');
  await step.getByRole('radio', { name: 'Programmer' }).check();
  const slot = step.getByLabel('Créneau');
  const labels = await slot
    .locator('option:not([value=""])')
    .evaluateAll((o) => o.map((x) => [(x as HTMLOptionElement).value, x.textContent ?? '']));
  const match = labels.find(([, label]) => hour.test(label));
  expect(match, `un créneau ${hour} parmi ${labels.map((l) => l[1]).join(', ')}`).toBeDefined();
  await slot.selectOption(match![0]);
  await step.getByRole('button', { name: 'Continuer' }).click();
}

test('a lunch formula in a cart scheduled for the evening: the alert names it; lunch goes on', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  // La Carte serves the evening, so evening slots are offered for the cart; the formula is not.
  await addCrispy(page, 1);
  await page.goto('/menu?product=45');
  const dialog = page.getByRole('dialog', { name: 'Formule Crispy Classic' });
  await dialog.getByLabel('Frites moyennes').check();
  await dialog.getByLabel('Coca-Cola 33 cl').check();
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  await fillPersonal(page, unique('formule'));
  await scheduleAtHour(page, /^(19|20):/);
  await expect(page.getByTestId('checkout-alert')).toHaveText(
    'Les articles suivants de votre panier ne sont pas disponibles à l’heure choisie : Formule Crispy Classic. Veuillez choisir un autre horaire ou retirer ces articles.',
  );
  await expect(page.getByTestId('checkout-step-delivery')).toBeVisible();
  await scheduleAtHour(page, /^12:/);
  await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
});

test('the answer to "Commander" is lost: the retry makes no second order', async ({ page }) => {
  const email = unique('reseau');
  await page.clock.setFixedTime(NOON);
  await addCrispy(page);
  // The first order reaches the API, which stores it; its answer never reaches the browser.
  let lost = 0;
  await page.route('**/v2/public/checkout/', async (route) => {
    if (route.request().method() === 'POST' && lost === 0) {
      lost += 1;
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  await fillPersonal(page, email);
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(
    'Une erreur est survenue, veuillez réessayer.',
  );
  expect(await mailsTo(E2E.apiRoot, email)).toHaveLength(1); // the order exists
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order');
  const sent = await mailsTo(E2E.apiRoot, email);
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toContain(`n° ${orderId}`);
});

test('a reload on every tab keeps the tab and what was typed', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await addCrispy(page);
  await chooseDelivery(page, '30 rue de stal', /30 Rue de Stalingrad/);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-step-type')).toBeVisible();
  await page.reload();
  await chooseType(page, 'Livraison');

  const personal = page.getByTestId('checkout-step-personal');
  await expect(personal).toBeVisible();
  await personal.getByLabel('Prénom', { exact: true }).fill('Camille');
  await personal.getByLabel('Nom', { exact: true }).fill('Martin');
  await personal.getByLabel('Nom', { exact: true }).blur();
  await page.reload();
  await expect(personal.getByLabel('Prénom', { exact: true })).toHaveValue('Camille');
  await expect(personal.getByLabel('Nom', { exact: true })).toHaveValue('Martin');
  await fillPersonal(page, unique('recharge'));

  const delivery = page.getByTestId('checkout-step-delivery');
  await expect(delivery).toBeVisible();
  await expect(page).toHaveURL(/tab=delivery/);
  await page.reload();
  await expect(delivery.getByLabel('Adresse', { exact: true })).toHaveValue(/30 Rue de Stalingrad/);
  await scheduleLater(page);

  await expect(page).toHaveURL(/tab=payment/);
  const when = await page.getByTestId('checkout-when').textContent();
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await page.reload();
  await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  await expect(page.getByTestId('checkout-when')).toHaveText(when!);
  await page.getByRole('radio', { name: 'Espèces à la livraison' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  await page.reload();
  await expect(page.getByTestId('success-order')).toContainText('30 Rue de Stalingrad');
});
