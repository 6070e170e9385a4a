import type { Locator, Page } from '@playwright/test';
import { codeFor, freshEmail, logIn, signUpByApi } from './support/accounts';
import { violations } from './support/axe';
import {
  addCrispy,
  chooseType,
  pickupUpToPayment,
  placeCashPickup,
  scheduleLater,
} from './support/checkout-steps';
import { E2E } from './support/env';
import { expect, openInstant, test } from './support/fixtures';

// A weekday lunchtime after today: the menus are open whatever the hour the suite runs; the order
// is scheduled at a slot the API (on its real clock) still sees in the future.
const NOON = openInstant();

/** A confirmed account made through the API: its session, as the storefront would save it. */
async function verifiedAccount(email: string) {
  await signUpByApi(email, 'un-secret-solide');
  // The account opens once the mailed code is given back.
  const query = new URLSearchParams({ email, otp: await codeFor(email, 1) });
  const verified = await fetch(`${E2E.apiRoot}/v2/public/auth/verify-otp/?${query}`);
  expect(verified.status).toBe(200);
  return (await verified.json()) as { token: string; user: { id: number } };
}

/** The browser starts with this session saved, as after a login. */
async function saveSession(page: Page, session: { token: string; user: { id: number } }) {
  const saved = JSON.stringify({ state: { session, redirect: null }, version: 1 });
  await page.addInitScript((value) => window.localStorage.setItem('comptoir-auth', value), saved);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (30 presses at most). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 30; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a customer signs up, orders, re-orders, changes and resets the password, then leaves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(NOON);
  const email = freshEmail('lea');

  // Sign up: the code goes by mail; verifying lands on the home page, signed in.
  await page.goto('/auth/signup');
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('premier-secret');
  await page.getByLabel('Confirmez le mot de passe').fill('premier-secret');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByLabel('Code à 6 chiffres').fill(await codeFor(email, 1));
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page).toHaveURL(/\/$/);
  // On a phone, who is signed in shows in the header's menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('link', { name: /connecté·e en tant que Léa/ })).toBeVisible();
  await page.getByRole('button', { name: 'Fermer le menu' }).click();

  // Ordering: the personal form is already filled from the account.
  await addCrispy(page, 1);
  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  const personal = page.getByTestId('checkout-step-personal');
  await expect(personal.getByLabel('Prénom', { exact: true })).toHaveValue('Léa');
  await expect(personal.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await personal.getByRole('button', { name: 'Continuer' }).click();
  await scheduleLater(page);
  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order');
  await page.getByRole('link', { name: 'Voir mes commandes' }).click();

  // The order is in the account; ordering it again refills the cart.
  await expect(page).toHaveURL(/\/profile\/ViewOrders/);
  const order = page.getByRole('article').filter({ hasText: `Commande n° ${orderId}` });
  await expect(order).toContainText('Crispy Classic');
  await expect(order).toContainText('À emporter');
  await order.getByRole('button', { name: 'Commander à nouveau' }).click();
  await expect(page.getByText('1 article ajouté au panier.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Panier, 1 article/ })).toBeVisible();

  // Changing the password; the new one logs in.
  await page.goto('/profile/ChangePassword');
  await page.getByLabel('Mot de passe actuel').fill('premier-secret');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('deuxieme-secret');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('deuxieme-secret');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe est changé/)).toBeVisible();
  await logOut(page);
  await page.goto('/auth/login');
  await logIn(page, email, 'premier-secret');
  await expect(page.getByText(/E-mail ou mot de passe incorrect/)).toBeVisible();
  await logIn(page, email, 'deuxieme-secret');
  await expect(page).toHaveURL(/\/$/);
  await logOut(page);

  // Forgot: a code by mail, a new password, back to the log-in.
  await page.goto('/auth/forgot');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(
    page.getByText('Si un compte existe pour cette adresse, un code vous a été envoyé.'),
  ).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(await codeFor(email, 2));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('troisieme-secret');
  await page.getByLabel('Confirmez le mot de passe').fill('troisieme-secret');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Mot de passe modifié, connectez-vous.')).toBeVisible();
  await logIn(page, email, 'troisieme-secret');
  await expect(page).toHaveURL(/\/$/);

  // Deleting the account: signed out, and the password no longer opens anything.
  await page.goto('/profile/ViewSecurity');
  await page.getByRole('button', { name: 'Je veux supprimer mon compte' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('troisieme-secret');
  await page.getByLabel('Confirmez le mot de passe').fill('troisieme-secret');
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/login');
  await logIn(page, email, 'troisieme-secret');
  await expect(page.getByText(/E-mail ou mot de passe incorrect/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a revoked token in storage signs the diner out with a notice, never a broken page', async ({
  page,
}) => {
  const { token, user } = await verifiedAccount(freshEmail('revoked'));
  // Logged out elsewhere: the token this browser keeps is dead.
  const logout = await fetch(`${E2E.apiRoot}/v2/public/auth/logout/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-user-id': String(user.id) },
  });
  expect(logout.status).toBe(200);
  await saveSession(page, { token, user });
  await page.goto('/profile/ViewOrders');
  await expect(page.getByText('Votre session a expiré, reconnectez-vous.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprofile%2FViewOrders/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('axe finds nothing on the sign-in pages and the profile area', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/auth', '/auth/login', '/auth/signup', '/auth/verify', '/auth/forgot']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  // The forgot page's second step.
  await page.getByLabel('Adresse e-mail').fill(freshEmail('nobody'));
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByLabel('Code à 6 chiffres')).toBeVisible();
  expect(await violations(page), '/auth/forgot, step 2').toEqual([]);

  await saveSession(page, await verifiedAccount(freshEmail('axe')));
  for (const path of [
    '/profile',
    '/profile/ViewProfile',
    '/profile/ViewAccount',
    '/profile/ViewOrders',
    '/profile/ChangePassword',
    '/profile/ViewSecurity',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Bonjour Hugo' })).toBeVisible();
    await expect(page.getByText(/Chargement/)).toHaveCount(0);
    expect(await violations(page), path).toEqual([]);
  }
  await page.getByRole('button', { name: 'Je veux supprimer mon compte' }).click();
  expect(await violations(page), '/profile/ViewSecurity, confirming').toEqual([]);
});

test('sign-up works with the keyboard alone', async ({ page }) => {
  const email = freshEmail('clavier');
  await page.goto('/auth/signup');
  await tabTo(page, page.getByLabel('Prénom'));
  await page.keyboard.type('Inès');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Moreau');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0612345678');
  // Past the phone's hint (not focusable) to the email.
  await expect(page.getByLabel('Téléphone')).toHaveValue('0612345678');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('clavier-secret');
  await tabTo(page, page.getByLabel('Confirmez le mot de passe'));
  await page.keyboard.type('clavier-secret');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/verify/);
  await tabTo(page, page.getByLabel('Code à 6 chiffres'));
  await page.keyboard.type(await codeFor(email, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('after a guest order, the account is one password away: the rest comes from the order', async ({
  page,
}) => {
  const email = freshEmail('invite');
  await pickupUpToPayment(page, { email });
  await placeCashPickup(page);
  await page.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/signup\?/);
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Martin');
  await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-secret-solide');
  await page.getByLabel('Confirmez le mot de passe').fill('un-secret-solide');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
});
