import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { mailsTo, payByCard, pickupUpToPayment } from './support/checkout-steps';

// Card payments against the fake Stripe server: Stripe.js is faked by routing (support/
// fake-stripe-js.ts), the card is authorised or declined by the fake server (captured only when
// the kitchen accepts, docs/adr/0046), and whether the order was paid is read from the
// confirmation mail the API wrote (GET /__dev/mail).
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const AUTHORISED =
  'Paiement : par carte, autorisé : débité quand le restaurant accepte la commande.';

const mails = (email: string) => mailsTo(E2E.apiRoot, email);

/** On /success: the order number, and exactly one confirmation mail for it, saying `payment`. */
async function expectOneConfirmation(page: Page, email: string, payment: string) {
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order');
  const sent = await mails(email);
  expect(sent).toHaveLength(1);
  expect(sent[0].subject).toContain(`n° ${orderId}`);
  expect(sent[0].text).toContain(payment);
  return orderId;
}

/** To the payment tab of a pickup order scheduled later, with a fresh e-mail address. */
const toPayment = (page: Page, email: string) => pickupUpToPayment(page, { email, quantity: 2 });

test('card authorised: the order is placed, the cart emptied, one mail says so', async ({
  page,
}) => {
  const email = `carte.ok.${Date.now()}@example.fr`;
  await toPayment(page, email);
  await payByCard(page, SUCCEEDS);
  const orderId = await expectOneConfirmation(page, email, AUTHORISED);
  await expect(page.getByRole('heading', { name: `Merci ! Commande n° ${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Panier, vide' })).toBeVisible();
});

test('card declined, then retried with another card: one order, authorised once', async ({
  page,
}) => {
  const email = `carte.refus.${Date.now()}@example.fr`;
  await toPayment(page, email);
  await payByCard(page, DECLINED);
  await expect(page.getByTestId('checkout-error')).toContainText(
    'Le paiement a échoué, veuillez réessayer.',
  );
  await expect(page.getByRole('button', { name: /Panier, 2 articles/ })).toBeVisible();
  expect(await mails(email)).toHaveLength(0); // nothing confirmed, nothing paid

  await payByCard(page, SUCCEEDS);
  await expectOneConfirmation(page, email, AUTHORISED);
});

test('card declined, then cash: the same order, to pay at pickup', async ({ page }) => {
  const email = `carte.especes.${Date.now()}@example.fr`;
  await toPayment(page, email);
  await payByCard(page, DECLINED);
  await expect(page.getByTestId('checkout-error')).toContainText('Le paiement a échoué');
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expectOneConfirmation(page, email, 'Paiement : à régler au retrait.');
});

test('an incomplete card is refused before anything is sent', async ({ page }) => {
  const email = `carte.incomplete.${Date.now()}@example.fr`;
  await toPayment(page, email);
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/public/checkout/') && r.method() === 'POST') orders.push(r.url());
  });
  await page.getByTestId('card-element').getByLabel('Numéro de carte').fill('4242');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('card-element').getByRole('alert')).toHaveText(
    'Numéro de carte incomplet.',
  );
  expect(orders).toHaveLength(0);
  await expect(page).toHaveURL(/tab=payment/);
});
