import type { Page } from '@playwright/test';
import { chooseType, fillPersonal } from './support/checkout-steps';
import { expect, openInstant, test } from './support/fixtures';

// Ordering ahead (docs/product.md#ordering-ahead) on a phone, with the browser's clock fixed and
// the API on the real one. The demo's La Carte opens at 11:00 every day; its pickup slots run
// every 15 minutes from 11:15, the first of the day dropped, with 15 minutes' lead
// (server/db/seed): from early morning the first slot to take away is 11:30 – 11:45.

/**
 * 06:00 UTC (07:00 or 08:00 in Grenoble, before La Carte opens) on the next weekday after today:
 * still to come for the API, which checks slots with the real clock, and within its 7-day
 * horizon, like `openInstant`.
 */
function closedInstant(from = new Date()): Date {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 6, 0),
  );
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** "jeudi 12 juin": how the checkout and /success write the day of an instant in Grenoble. */
const dayName = (instant: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Paris',
  }).format(instant);

const unique = (name: string) => `${name}.${Date.now()}@example.fr`;

/** Opens Crispy Classic, checks what the sheet says, adds it and goes to the checkout's cart. */
async function addCrispyAndCheckout(page: Page, reason: string | null) {
  await page.goto('/menu?product=1');
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  const add = dialog.getByRole('button', { name: /^Ajouter/ });
  await expect(add).toBeEnabled();
  if (reason) await expect(dialog.getByTestId('item-dialog-reason')).toHaveText(reason);
  else await expect(dialog.getByTestId('item-dialog-reason')).toHaveCount(0);
  await add.click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Panier, 1 article/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  if (reason) await expect(cart.getByTestId('cart-timing')).toHaveText(reason);
  await cart.getByRole('link', { name: 'Passer commande' }).click();
  await expect(page).toHaveURL(/\/checkout/);
}

test('closed: the item goes to the cart for the first slot, which checkout preselects and /success names', async ({
  page,
}) => {
  const closed = closedInstant();
  await page.clock.setFixedTime(closed);
  await addCrispyAndCheckout(page, 'Fermé — commandez pour aujourd’hui 11 h 30');
  await chooseType(page, 'À emporter');
  await fillPersonal(page, unique('plus-tard'));

  const step = page.getByTestId('checkout-step-delivery');
  await expect(step.getByTestId('delivery-closed')).toHaveText(
    'Nous sommes fermés pour le moment : choisissez quand retirer votre commande.',
  );
  const chosen = (name: string) => step.getByRole('combobox', { name }).locator('option:checked');
  await expect(chosen('Jour')).toHaveText('Aujourd’hui');
  await expect(chosen('Créneau')).toHaveText('11:30 – 11:45');
  await expect(step.getByRole('radio')).toHaveCount(0);
  await step.getByRole('button', { name: 'Continuer' }).click();

  const slot = `${dayName(closed)}, 11:30 – 11:45`;
  await expect(page.getByTestId('checkout-when')).toHaveText(slot);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const success = page.getByTestId('success-order');
  await expect(success).toContainText(
    'Votre commande est enregistrée : elle vous attendra au restaurant au créneau choisi.',
  );
  await expect(success.getByText(slot)).toBeVisible();
});

test('open: the item goes to the cart for now and checkout still offers « Dès que possible »', async ({
  page,
}) => {
  const open = openInstant();
  await page.clock.setFixedTime(open);
  await addCrispyAndCheckout(page, null);
  await chooseType(page, 'À emporter');
  await fillPersonal(page, unique('tout-de-suite'));

  const step = page.getByTestId('checkout-step-delivery');
  await expect(step.getByRole('radio', { name: 'Dès que possible' })).toBeChecked();
  await expect(step.getByRole('radio', { name: 'Programmer' })).not.toBeChecked();
  await expect(step.getByRole('combobox', { name: 'Créneau' })).toHaveCount(0);
  await expect(step.getByTestId('delivery-closed')).toHaveCount(0);
  await step.getByRole('button', { name: 'Continuer' }).click();
  // The API runs on the real clock, which may be a closed hour: the ASAP order is not placed.
  await expect(page.getByTestId('checkout-when')).toHaveText('Dès que possible');
});
