/** The kitchen's sign-in at /cuisine with the E2E staff account (docs/adr/0045). */
import type { Page } from '@playwright/test';
import { KITCHEN_SESSION_KEY } from '@/lib/kitchen/session';
import { E2E } from './env';
import { expect } from './fixtures';

/** Signs the board in and waits for its columns: the staff token this tab now holds. */
export async function signInToKitchen(page: Page, account = E2E.staff): Promise<string> {
  await page.goto('/cuisine');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('region', { name: /^À accepter/ })).toBeVisible();
  return page.evaluate((key) => window.sessionStorage.getItem(key) ?? '', KITCHEN_SESSION_KEY);
}

/** Opens the board with a session signed in elsewhere, as a reload of that tab would. */
export async function openKitchenWith(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => sessionStorage.setItem(key, value),
    [KITCHEN_SESSION_KEY, token],
  );
  await page.goto('/cuisine');
  await expect(page.getByRole('region', { name: /^À accepter/ })).toBeVisible();
}

let signedIn: Promise<string> | undefined;

/**
 * The E2E kitchen's staff token for calls made as the board makes them, signed in once per test
 * worker: the API allows 30 staff sign-ins per address in 15 minutes, which a suite signing in
 * for each call would pass. Sessions last 30 days, past any move of the API's clock.
 */
function staffToken(): Promise<string> {
  signedIn ??= (async () => {
    const login = await fetch(`${E2E.apiRoot}/v2/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E.staff),
    });
    if (login.status !== 200) {
      signedIn = undefined;
      throw new Error(`connexion de la cuisine : HTTP ${login.status} ${await login.text()}`);
    }
    return ((await login.json()) as { token: string }).token;
  })();
  return signedIn;
}

/**
 * A staff call as the board makes it, through the storefront's proxy (its origin, a Bearer
 * session: the E2E kitchen's unless `token` is given): the JSON answered, once checked to be a
 * 200 (the body in the failure's message).
 */
export async function staffCall<T = Record<string, unknown>>(
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${E2E.siteUrl}/v2/staff${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token ?? (await staffToken())}`,
      'content-type': 'application/json',
      origin: E2E.siteUrl,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}
