/**
 * The order's life across two browsers (issue 35): a diner pays by card on a phone, the kitchen's
 * board on a tablet hears the order without a reload, accepts it (the card is then taken) and
 * marks it ready, and the diner's page follows each step without a reload, the mail saying so;
 * a refused card order tells the diner that nothing was taken, and the board that it was released.
 */
import type { Browser, Page } from '@playwright/test';
import { mailsTo, payByCard, pickupUpToPayment } from './support/checkout-steps';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

const CARD = '4242 4242 4242 4242';
/** The staff stream brings a new order to an open board within 2 s, without a reload. */
const ARRIVES_WITHIN = 2_000;

/** The kitchen's tablet, signed in to /cuisine. */
async function tablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  const board = await context.newPage();
  await board.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'));
  await board.goto('/cuisine');
  await board.getByLabel('Adresse e-mail').fill(E2E.staff.email);
  await board.getByLabel('Mot de passe').fill(E2E.staff.password);
  await board.getByRole('button', { name: 'Se connecter' }).click();
  await expect(board.getByText('En direct')).toBeVisible();
  return board;
}

/** A pickup for a later slot paid by card on the diner's phone: its number and e-mail. */
async function cardOrder(page: Page) {
  const email = `cuisine.carte+${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.fr`;
  await pickupUpToPayment(page, { email, quantity: 2 });
  await payByCard(page, CARD);
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  return { id: Number(new URL(page.url()).searchParams.get('order')), email };
}

const ticket = (board: Page, id: number) =>
  board.getByRole('article', { name: `Commande n° ${id}`, exact: true });

test('accepted on the tablet, ready, and the diner’s phone follows; the card is taken then', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const board = await tablet(browser);
  const { id, email } = await cardOrder(page);
  const placed = Date.now();
  await expect(ticket(board, id)).toBeVisible({ timeout: ARRIVES_WITHIN });
  expect(Date.now() - placed).toBeLessThan(ARRIVES_WITHIN);
  await expect(ticket(board, id)).toContainText('Carte autorisée');

  const status = page.getByTestId('order-live').getByRole('status');
  await expect(status).toContainText('Reçue : le restaurant va la confirmer.');
  await ticket(board, id)
    .getByRole('button', { name: /^Accepter pour / })
    .click();
  await expect(ticket(board, id)).toContainText('Carte débitée');
  await expect(page.getByTestId('order-ready-at')).toHaveText(/vers \d{1,2} h( \d{2})?$/, {
    timeout: 10_000,
  });
  await expect
    .poll(async () => (await mailsTo(E2E.apiRoot, email)).map((mail) => mail.text).join('\n'))
    .toContain(`Votre commande n° ${id} est acceptée`);

  await ticket(board, id).getByRole('button', { name: 'Prête' }).click();
  await expect(status).toContainText('Prête : venez la retirer.', { timeout: 10_000 });
  await page.screenshot({ path: '/tmp/diner-ready-from-board.png', fullPage: true });
  await board.screenshot({ path: '/tmp/board-ready.png', fullPage: true });
});

test('refused on the tablet: the diner reads why, and that the card was not charged', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const board = await tablet(browser);
  const { id } = await cardOrder(page);
  await expect(ticket(board, id)).toBeVisible({ timeout: ARRIVES_WITHIN });
  await ticket(board, id).getByRole('button', { name: 'Refuser' }).click();
  const dialog = board.getByRole('dialog', { name: `Refuser la commande n° ${id}` });
  await dialog.getByRole('radio', { name: 'Trop de commandes' }).check();
  await dialog.getByRole('button', { name: 'Refuser la commande' }).click();
  await expect(ticket(board, id)).toContainText('Carte non débitée');

  const status = page.getByTestId('order-live').getByRole('status');
  await expect(status).toContainText('Refusée par le restaurant.', { timeout: 10_000 });
  await expect(status).toContainText('Trop de commandes');
  await expect(status).toContainText('Vous n’avez pas été débité.');
});
