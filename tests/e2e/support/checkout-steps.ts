/** The checkout steps a diner goes through, shared by the checkout specs. */
import type { Page } from '@playwright/test';
import { expect, openInstant } from './fixtures';

export async function addCrispy(page: Page, quantity = 2) {
  await page.goto('/menu?product=1');
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  for (let i = 1; i < quantity; i += 1)
    await dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A new diner's address for each order: a run places some twenty orders from one machine, and
 * the API counts orders per e-mail (docs/contract.md#limits-of-the-anonymous-calls), as it should.
 */
const dinerEmail = () =>
  `camille.martin+${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.fr`;

export async function fillPersonal(page: Page, email = dinerEmail()) {
  const step = page.getByTestId('checkout-step-personal');
  await step.getByLabel('Prénom', { exact: true }).fill('Camille');
  await step.getByLabel('Nom', { exact: true }).fill('Martin');
  await step.getByLabel('E-mail', { exact: true }).fill(email);
  await step.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  await step.getByRole('button', { name: 'Continuer' }).click();
}

/** Schedules the first slot of the first day after today that offers one. */
export async function scheduleLater(page: Page) {
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

/**
 * A pickup of Crispy Classics (one by default) by a diner (a new one by default) up to the
 * payment step, scheduled for a later slot: the diner's clock is a weekday lunchtime after today,
 * so the checkout offers to schedule whatever the hour, at a slot the API (on its real clock)
 * sees in the future.
 */
export async function pickupUpToPayment(
  page: Page,
  { email = dinerEmail(), quantity = 1 }: { email?: string; quantity?: number } = {},
) {
  await page.clock.setFixedTime(openInstant());
  await addCrispy(page, quantity);
  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  await fillPersonal(page, email);
  await scheduleLater(page);
  await expect(page.getByTestId('checkout-step-payment')).toBeVisible();
}

/** Pays cash at pickup from the payment step: the order's number, once on its page. */
export async function placeCashPickup(page: Page): Promise<number> {
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

/** Opens the location modal from the header and picks delivery; the address search is next. */
export async function openDeliverySearch(page: Page) {
  await page.getByRole('button', { name: /Choisir : à emporter ou livraison/ }).click();
  const modal = page.getByRole('dialog', { name: 'À emporter ou en livraison ?' });
  await modal
    .getByRole('button', { name: /^Livraison/ })
    .first()
    .click();
  return modal;
}

/** Picks the address the location modal suggests for `query`: the modal, open if refused. */
export async function pickDeliveryAddress(page: Page, query: string, suggestion: RegExp) {
  await page.goto('/menu');
  const modal = await openDeliverySearch(page);
  await modal.getByRole('combobox', { name: 'Adresse de livraison' }).fill(query);
  await modal.getByRole('option', { name: suggestion }).click();
  return modal;
}

/**
 * Delivery to that address, kept: the modal closes once the API has measured it, and a page
 * left sooner leaves without it.
 */
export async function chooseDelivery(page: Page, query: string, suggestion: RegExp) {
  await expect(await pickDeliveryAddress(page, query, suggestion)).toBeHidden({ timeout: 3_000 });
}

/** Picks the order type on the checkout's first tab. */
export async function chooseType(page: Page, type: 'À emporter' | 'Livraison') {
  await page
    .getByTestId('checkout-step-type')
    .getByRole('button', { name: new RegExp(type) })
    .click();
}

/** The confirmation mails the API wrote for an address (GET /__dev/mail, no SMTP in E2E). */
export async function mailsTo(
  apiRoot: string,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${apiRoot}/__dev/mail?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { payload: { subject: string; text: string }[] }).payload;
}

/** On the payment step: the card (fake Stripe.js's fields), then « Commander ». */
export async function payByCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  const card = page.getByTestId('card-element');
  await card.getByLabel('Numéro de carte').fill(number);
  await card.getByLabel('Date d’expiration').fill('12 / 34');
  await card.getByLabel('Code de sécurité').fill('123');
  await page.getByTestId('place-order').click();
}
