/**
 * The kitchen board at /cuisine (docs/product.md#the-kitchen-board, docs/adr/0045) on tablets:
 * a diner's orders reach it by the stream without a reload, two boards agree, a second accept
 * is told it came too late, a refusal carries its reason; nobody without a staff session reaches
 * the staff API or more than the sign-in; axe, and screenshots to /tmp/board-*.png.
 */
import type { Browser, Page } from '@playwright/test';
import { codeFor, freshEmail, signUpByApi } from './support/accounts';
import { violations } from './support/axe';
import { pickupUpToPayment } from './support/checkout-steps';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { openKitchenWith, signInToKitchen } from './support/kitchen';
import { wholeStylesheet } from './support/stylesheets';

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
/** The staff stream brings a new order to an open board within 2 s, without a reload. */
const ARRIVES_WITHIN = 2_000;

async function board(browser: Browser, viewport = TABLET) {
  // No service worker: a request it handles would pass by page.route.
  const context = await browser.newContext({ viewport, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'));
  return page;
}

/** A diner's order, placed through the checkout for a later slot, paid in cash: its id. */
async function dinerOrders(page: Page): Promise<number> {
  await pickupUpToPayment(page);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  return Number(new URL(page.url()).searchParams.get('order'));
}

const card = (page: Page, id: number) =>
  page.getByRole('article', { name: `Commande n° ${id}`, exact: true });
const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) });

test('two tablets take a diner’s orders: accept, too late, refuse', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const first = await board(browser);
  const phone = await board(browser, PHONE);
  const second = await board(browser);
  // The second tablet has lost the stream and its timers are held: it reads the day only when
  // the test lets it, so it can still press « Accepter » after the first tablet did.
  await second.route('**/v2/staff/stream*', (route) => route.abort());
  await second.clock.install();
  const session = await signInToKitchen(first, E2E.boardStaff);
  await signInToKitchen(phone, E2E.boardStaff);
  await second.goto('/cuisine');
  await second.getByLabel('Adresse e-mail').fill(E2E.boardStaff.email);
  await second.getByLabel('Mot de passe').fill(E2E.boardStaff.password);
  await second.getByRole('button', { name: 'Se connecter' }).click();
  await second.clock.runFor(100);
  await expect(column(second, 'À accepter')).toBeVisible();
  await expect(second.getByText('Connexion perdue — reconnexion…')).toBeVisible();
  // Installed, Playwright's clock still runs on its own: paused once the board is up, or the
  // tablet's 3-second poll may read the first tablet's accept before « Accepter » is pressed here.
  await second.clock.pauseAt((await second.evaluate(() => Date.now())) + 1_000);
  await expect(first.getByText('En direct')).toBeVisible();

  const accepted = await dinerOrders(page);
  const placedAt = Date.now();
  await expect(card(first, accepted)).toBeVisible({ timeout: ARRIVES_WITHIN });
  expect(Date.now() - placedAt).toBeLessThan(ARRIVES_WITHIN);
  await expect(first).toHaveTitle(/^\(\d+\) Cuisine — Comptoir$/);
  await expect(card(first, accepted)).toContainText('1 × Crispy Classic');
  await expect(card(first, accepted)).toContainText('Espèces');
  await expect(
    card(first, accepted).getByRole('link', { name: /^Appeler Camille Martin/ }),
  ).toHaveAttribute('href', 'tel:+33612345678');

  await second.clock.runFor(3_000);
  await expect(card(second, accepted)).toBeVisible();

  // A scheduled order is accepted for its slot: one button.
  await card(first, accepted)
    .getByRole('button', { name: /^Accepter pour / })
    .click();
  await expect(
    column(first, 'En cours').getByRole('article', { name: `Commande n° ${accepted}` }),
  ).toBeVisible();
  // The phone follows at once, by the stream.
  await expect(
    column(phone, 'En cours').getByRole('article', { name: `Commande n° ${accepted}` }),
  ).toBeVisible({ timeout: ARRIVES_WITHIN });

  // The second tablet had not heard yet: the API says it is too late, the board catches up.
  await card(second, accepted)
    .getByRole('button', { name: /^Accepter pour / })
    .click();
  await expect(second.getByRole('main').getByRole('alert')).toContainText(
    'Cette commande a déjà été acceptée.',
  );
  await expect(
    column(second, 'En cours').getByRole('article', { name: `Commande n° ${accepted}` }),
  ).toBeVisible();

  const refused = await dinerOrders(page);
  await expect(card(first, refused)).toBeVisible({ timeout: ARRIVES_WITHIN });
  expect(await violations(first)).toEqual([]);
  await first.screenshot({ path: '/tmp/board-tablet.png', fullPage: true });

  await card(first, refused).getByRole('button', { name: 'Refuser' }).click();
  const dialog = first.getByRole('dialog', { name: `Refuser la commande n° ${refused}` });
  await dialog.getByRole('radio', { name: 'Article épuisé' }).check();
  expect(await violations(first)).toEqual([]);
  await first.screenshot({ path: '/tmp/board-tablet-refuse.png' });
  await dialog.getByRole('button', { name: 'Refuser la commande' }).click();
  const done = column(first, 'Terminées').getByRole('article', { name: `Commande n° ${refused}` });
  await expect(done).toContainText('Motif : Article épuisé');

  // The other tablet follows at its next reading of the day.
  await second.clock.runFor(3_000);
  await expect(
    column(second, 'Terminées').getByRole('article', { name: `Commande n° ${refused}` }),
  ).toBeVisible();

  await expect(card(phone, refused)).toContainText('Motif : Article épuisé', {
    timeout: ARRIVES_WITHIN,
  });
  expect(await violations(phone)).toEqual([]);
  await phone.screenshot({ path: '/tmp/board-phone.png', fullPage: true });
  // The first tablet's session in a portrait tablet: a sign-in more would eat into the API's
  // ten per e-mail and address in 15 minutes (E2E.boardStaff).
  const portrait = await board(browser, { width: 768, height: 1024 });
  await openKitchenWith(portrait, session);
  await portrait.screenshot({ path: '/tmp/board-portrait.png', fullPage: true });
});

test('without a staff session: the staff API is not there, /cuisine is a sign-in', async ({
  page,
}) => {
  const email = freshEmail('cuisine');
  await signUpByApi(email, 'un-secret-solide');
  const query = new URLSearchParams({ email, otp: await codeFor(email, 1) });
  const verified = await fetch(`${E2E.apiRoot}/v2/public/auth/verify-otp/?${query}`);
  const diner = (await verified.json()) as { token: string; user: { id: number } };
  const noSession: Record<string, string> = {};
  for (const headers of [
    noSession,
    { authorization: `Bearer ${diner.token}`, 'x-user-id': String(diner.user.id) },
  ]) {
    for (const path of ['/v2/staff/orders', '/v2/staff/stream']) {
      const res = await fetch(`${E2E.siteUrl}${path}`, { headers });
      expect(res.status, path).toBe(404);
    }
    const move = await fetch(`${E2E.siteUrl}/v2/staff/orders/1/accept`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(move.status).toBe(404);
  }

  await page.goto('/cuisine');
  await expect(page.getByRole('heading', { name: 'Cuisine — connexion' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^À accepter/ })).toHaveCount(0);
  // None of the diner's frame: no header with its cart, no footer, not even hidden, and none
  // of the diner's layout's scripts or stylesheet (its own root layout, ADR 50).
  await expect(page.locator('body > header')).toHaveCount(0);
  await expect(page.locator('body > footer')).toHaveCount(0);
  await expect(page.locator('script[src*="/app/(shop)/"]')).toHaveCount(0);
  // The stylesheet's files, whole: the page itself carries only the rules it uses (ADR 59).
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')]
      .map((style) => style.getAttribute('data-href'))
      .join(' '),
  );
  expect(hrefs).not.toBe('');
  const styles = await wholeStylesheet(page.request, hrefs);
  expect(styles).toContain('.kitchen-ticket');
  expect(styles).not.toContain('.price-delivery');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Adresse e-mail').fill(E2E.boardStaff.email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'E-mail ou mot de passe incorrect.',
  );
  await page.screenshot({ path: '/tmp/board-signin-phone.png' });

  const sitemap = await (await fetch(`${E2E.siteUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain('/menu');
  expect(sitemap).not.toContain('cuisine');
});
