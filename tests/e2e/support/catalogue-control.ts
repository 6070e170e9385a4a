/**
 * A price changed in the E2E run's database, as the restaurant's back office or psql would: the
 * API is stopped (PGlite has one process), the row written (the triggers bump the catalogue
 * version, ADR 11), the API started again; the storefront is made to read the menus again by its
 * on-demand revalidation (app/revalidate), whose secret the suite's storefront holds.
 */
import { PGlite } from '@electric-sql/pglite';
import { readState, startApiAgain, stopApi } from './api-control';
import { E2E } from './env';

/** Adds `cents` to both prices of item `itemId`. */
export async function raisePrice(itemId: number, cents: number): Promise<void> {
  await stopApi();
  const db = new PGlite(readState().dataDir);
  try {
    await db.query(
      `update items set price_pickup_cents = price_pickup_cents + $2,
        price_delivery_cents = price_delivery_cents + $2 where id = $1`,
      [itemId, cents],
    );
  } finally {
    await db.close();
  }
  await startApiAgain();
}

/** Whether the storefront's `path` answers the catalogue at `version` (for the checkout: its seed). */
async function answersVersion(path: string, version: number): Promise<boolean> {
  const text = await (await fetch(`${E2E.siteUrl}${path}`)).text();
  return new RegExp(`\\\\?"version\\\\?":${version}\\b`).test(text);
}

/** Tells the storefront what it read under `tags` changed, as the back office would. */
export async function revalidateTags(tags: string[]): Promise<void> {
  const res = await fetch(`${E2E.siteUrl}/revalidate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E.revalidateSecret}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ tags }),
  });
  if (!res.ok) throw new Error(`revalidate: HTTP ${res.status}`);
}

/**
 * Tells the storefront the menus changed, and waits until `/menus.json` and the checkout (whose
 * regenerated page seeds the menus) say `version`.
 */
export async function revalidateMenus(version: number): Promise<void> {
  await revalidateTags(['menus']);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [menus, checkout] = await Promise.all([
      answersVersion('/menus.json', version),
      answersVersion('/checkout', version),
    ]);
    if (menus && checkout) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the storefront never reached catalogue version ${version}`);
}

/** The catalogue version the API serves now. */
export async function apiVersion(): Promise<number> {
  const body = (await (await fetch(`${E2E.apiRoot}/v2/public/menus`)).json()) as {
    version?: number;
  };
  if (typeof body.version !== 'number') throw new Error('the API gave no catalogue version');
  return body.version;
}
