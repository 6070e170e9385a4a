/**
 * The diner's order page live (docs/product.md#the-diners-order-page, issue 35): a diner orders,
 * the kitchen moves the order through the staff API, and the page says so without a reload; the
 * confirmation mail's link opens it in a fresh browser; a wrong key reveals nothing.
 */
import type { Page } from '@playwright/test';
import { apiClockAhead } from './support/api-control';
import { violations } from './support/axe';
import { mailsTo, pickupUpToPayment, placeCashPickup } from './support/checkout-steps';
import { E2E } from './support/env';
import { staffCall } from './support/kitchen';
import { expect, test } from './support/fixtures';
import { staffOrdersResponseSchema } from '@/lib/api/staff';
import { TIMEOUT_REASON } from '@/lib/domain/order-life';

/** A call of the staff API as the kitchen board makes it, signed in as the E2E kitchen. */
/** A cash pickup for a later slot, placed through the checkout: its number and e-mail. */
async function order(page: Page) {
  const email = `suivi+${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.fr`;
  await pickupUpToPayment(page, { email, quantity: 2 });
  return { id: await placeCashPickup(page), email };
}

test('the page follows the kitchen live, and the mail’s link opens it anywhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, email } = await order(page);
  const status = page.getByRole('status').filter({ hasText: /Reçue|Acceptée|Prête/ });
  await expect(status).toContainText('Reçue : le restaurant va la confirmer.');

  await staffCall(`/orders/${id}/accept`, { method: 'POST', body: {} });
  // Accepted for its slot, on another day than the page's: « Prête le … vers 12 h ».
  await expect(page.getByTestId('order-ready-at')).toHaveText(
    /^Prête le [a-z]+ \d{1,2} [a-zéû]+ vers \d{1,2} h( \d{2})?$/,
    { timeout: 10_000 },
  );
  await expect(page.getByTestId('order-timeline')).toContainText('Acceptée');
  await page.screenshot({ path: '/tmp/diner-accepted.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  await staffCall(`/orders/${id}/ready`, { method: 'POST', body: {} });
  await expect(status).toContainText('Prête : venez la retirer.', { timeout: 10_000 });
  await expect(page.getByTestId('order-ready-at')).toBeHidden();

  // The reload and the device's list of orders keep the page.
  await page.reload();
  await expect(status).toContainText('Prête : venez la retirer.');

  // The confirmation, not the kitchen's news (« … est acceptée », « … est prête »).
  const [confirmation] = (await mailsTo(E2E.apiRoot, email)).filter((mail) =>
    mail.subject.startsWith(`Votre commande n° ${id} chez `),
  );
  const link = /Suivre votre commande : (\S+)/.exec(confirmation.text)?.[1];
  expect(link).toMatch(new RegExp(`/success\\?order=${id}&key=[A-Za-z0-9_-]{43}$`));
  const url = new URL(link!);
  const fresh = await browser.newContext({
    baseURL: E2E.siteUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const elsewhere = await fresh.newPage();
  await elsewhere.goto(`${url.pathname}${url.search}`);
  await expect(elsewhere.getByRole('heading', { name: `Commande n° ${id}` })).toBeVisible();
  await expect(elsewhere.getByTestId('order-live').getByRole('status')).toContainText(
    'Prête : venez la retirer.',
  );
  await expect(elsewhere.getByText('Crispy Classic')).toHaveCount(0);
  await elsewhere.screenshot({ path: '/tmp/diner-mail-link.png', fullPage: true });

  await elsewhere.goto(`/success?order=${id}&key=${'A'.repeat(43)}`);
  await expect(elsewhere.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  await expect(elsewhere.getByText('Prête')).toHaveCount(0);
  await elsewhere.screenshot({ path: '/tmp/diner-wrong-key.png', fullPage: true });
  await fresh.close();
});

test('nobody answers in time: the order is refused by itself, and the page says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { id } = await order(page);
  const status = page.getByRole('status').filter({ hasText: /Reçue|Refusée/ });
  await expect(status).toContainText('Reçue');
  // The board's answer gives the order's deadline on the API's clock (placed while the
  // restaurant is closed, it runs from the next opening): the API's clock goes just past it.
  const { orders } = staffOrdersResponseSchema.parse(await staffCall('/orders'));
  const deadline = orders.find((o) => o.id === id)?.accept_before;
  if (!deadline) throw new Error(`commande ${id} absente du tableau ou sans échéance`);
  try {
    await apiClockAhead(Math.max(0, new Date(deadline).getTime() - Date.now()) + 60_000);
    // The API's sweep runs every 30 s.
    await expect(status).toContainText('Refusée par le restaurant.', { timeout: 45_000 });
    await expect(status).toContainText(`Raison : « ${TIMEOUT_REASON} »`);
  } finally {
    await apiClockAhead(0);
  }
});

test('a refusal shows its reason without a reload', async ({ page }) => {
  const { id } = await order(page);
  const status = page.getByRole('status').filter({ hasText: /Reçue|Refusée/ });
  await expect(status).toContainText('Reçue');
  await staffCall(`/orders/${id}/refuse`, { method: 'POST', body: { reason: 'Article épuisé' } });
  await expect(status).toContainText('Refusée par le restaurant.', { timeout: 10_000 });
  await expect(status).toContainText('Raison : « Article épuisé »');
  // « Votre commande … vous attendra au restaurant » is no longer said.
  await expect(page.getByTestId('success-intro')).toBeHidden();
  await page.screenshot({ path: '/tmp/diner-refused.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
});
