/** What the account specs share: fresh addresses, the mailed code, a log-in through the form. */
import type { Page } from '@playwright/test';
import { mailsTo } from './checkout-steps';
import { E2E } from './env';
import { expect } from './fixtures';

/** An address no other test uses, so the mailbox holds only this test's mail. */
export const freshEmail = (what: string) =>
  `${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.fr`;

/** The newest 6-digit code mailed to `email` once `count` mails are there (the dev mailbox). */
export async function codeFor(email: string, count: number): Promise<string> {
  let mails: { text: string }[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(E2E.apiRoot, email)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(mails[0].text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeTruthy();
  return code!;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A sign-up sent straight to the API (Hugo Petit unless `first_name` says otherwise). */
export async function signUpByApi(email: string, password: string, first_name = 'Hugo') {
  const signup = await fetch(`${E2E.apiRoot}/v2/public/auth/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name, last_name: 'Petit', phone: '0611223344', email, password }),
  });
  expect(signup.status).toBe(200);
}
