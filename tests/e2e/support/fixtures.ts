import { test as base, expect } from '@playwright/test';
import { menusResponseSchema, type Item } from '@/lib/api/schemas';
import { E2E } from './env';
import { routeStripe } from './fake-stripe-js';

/**
 * A page whose visitor already accepted cookies, so the consent box covers nothing, and whose
 * Stripe.js and Stripe API calls go to the fakes.
 */
export const test = base.extend<{ consented: void; stripeRouted: void }>({
  consented: [
    async ({ page }, use) => {
      await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'));
      await use();
    },
    { auto: true },
  ],
  /** Stripe's hosts answered locally: no test ever reaches the internet. */
  stripeRouted: [
    async ({ context }, use) => {
      await routeStripe(context);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** The seeded menus, straight from the API (what the storefront must show). */
export async function seededItems(): Promise<Item[]> {
  const res = await fetch(`${E2E.apiRoot}/v2/public/menus`);
  const menus = menusResponseSchema.parse(await res.json()).payload;
  const seen = new Map<number, Item>();
  for (const menu of menus)
    for (const c of menu.categories) for (const i of c.items) seen.set(i.item_id, i);
  return [...seen.values()];
}

/** What the page shows for an amount in euros ("12,50 €", with the narrow no-break space). */
export const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value);

/**
 * An instant when the demo menus are open (a weekday, 11:30 UTC = 12:30 or 13:30 in Grenoble),
 * after today: the browser's clock is set to it, and what it schedules from there is still in
 * the future for the API, which checks slots with the real clock.
 */
export function openInstant(from = new Date()): Date {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, 11, 30),
  );
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}
