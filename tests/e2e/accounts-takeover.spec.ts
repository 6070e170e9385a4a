/**
 * An account made before its owner (docs/adr/0018, "Confirming sets the password"): a stranger
 * signs up with someone's address; the owner, told at login to confirm it, asks for a code on
 * the verify page and confirms it there, choosing a password. The stranger's opens nothing.
 */
import { codeFor, freshEmail, logIn, signUpByApi } from './support/accounts';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

const STRANGER = 'le-mot-de-passe-de-l-intrus';
const OWNER = 'le-mot-de-passe-du-vrai';

const apiLogin = (email: string, password: string) =>
  fetch(`${E2E.apiRoot}/v2/public/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

test('the owner confirming a stranger’s sign-up chooses the password that opens it', async ({
  page,
}) => {
  const email = freshEmail('devance');
  await signUpByApi(email, STRANGER, 'Intrus');

  // The owner's log-in says to confirm the address first.
  await page.goto('/auth/login');
  await logIn(page, email, OWNER);
  await expect(page.getByText(/confirmez d’abord votre adresse/)).toBeVisible();

  // On the verify page: the address, a new code, then the code and a password of their own.
  await page.goto('/auth/verify');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(page.getByText('Un nouveau code vous a été envoyé.')).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(await codeFor(email, 2));
  await expect(
    page.getByText('Choisissez aussi le mot de passe de votre compte', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER);
  await page.getByLabel('Confirmez le mot de passe').fill(OWNER);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The stranger's password opens nothing; the owner's does.
  expect((await apiLogin(email, STRANGER)).status).toBe(401);
  expect((await apiLogin(email, OWNER)).status).toBe(200);
});
