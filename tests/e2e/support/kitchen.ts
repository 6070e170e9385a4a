/** The kitchen's sign-in at /cuisine with the E2E staff account (docs/adr/0045). */
import type { Page } from '@playwright/test';
import { E2E } from './env';
import { expect } from './fixtures';

/** Signs the board in and waits for its columns: the staff token this tab now holds. */
export async function signInToKitchen(page: Page): Promise<string> {
  await page.goto('/cuisine');
  await page.getByLabel('Adresse e-mail').fill(E2E.staff.email);
  await page.getByLabel('Mot de passe').fill(E2E.staff.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('region', { name: /^À accepter/ })).toBeVisible();
  return page.evaluate(() => window.sessionStorage.getItem('comptoir-kitchen-session') ?? '');
}
