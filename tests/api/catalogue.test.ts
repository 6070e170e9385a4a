/**
 * The catalogue snapshot (server/services/catalogue.ts): read once, reused while nothing changes,
 * and read again after any write to the catalogue tables, whoever makes it (here: plain SQL, as
 * psql or another API process would).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { menusResponseSchema, settingsResponseSchema } from '@/lib/api/schemas';
import { catalogueVersion, categories, items, menus, offers, settings } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { createCatalogueCache } from '@/server/services/catalogue';
import { payloadFor } from './checkout-support';
import { backends, call, insertOrder, postJson, useSuite } from './support';

type Send = (...args: unknown[]) => Promise<unknown>;

/** The prepared statements that read the catalogue's version: alone, or with an order's local_id. */
const VERSION_READS = ['catalogue_version', 'order_arrival'] as const;

/**
 * Counts the statements that read the catalogue's version, by name, each answered through
 * `answer` (which may hold the answer back): on the pool's `query` or the PGlite thread's
 * `prepared`.
 */
function watchVersionReads(
  db: Database,
  answer: (read: () => Promise<unknown>) => Promise<unknown>,
) {
  const client = (db as unknown as { $client: Record<'query' | 'prepared', Send> }).$client;
  const method = client instanceof pg.Pool ? 'query' : 'prepared';
  const send = client[method].bind(client);
  const reads: string[] = [];
  const spy = vi.spyOn(client, method).mockImplementation((...args: unknown[]) => {
    const first = args[0] as string | { name?: string };
    const name = typeof first === 'string' ? first : first?.name;
    if (!VERSION_READS.some((read) => read === name)) return send(...args);
    reads.push(name!);
    return answer(() => send(...args));
  });
  return { reads: () => reads.length, names: () => reads, restore: () => spy.mockRestore() };
}

describe.each(backends)('catalogue snapshot ($name)', (backend) => {
  const suite = useSuite(backend);

  it('is reused while the catalogue does not change', async () => {
    const cache = createCatalogueCache(suite.db);
    const first = await cache.current();
    expect(await cache.current()).toBe(first);
    // Orders are not catalogue: storing one keeps the snapshot.
    await insertOrder(suite.db, [30]);
    expect(await cache.current()).toBe(first);
  });

  it('concurrent requests for a stale snapshot share one reading', async () => {
    const cache = createCatalogueCache(suite.db);
    const [a, b, c] = await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('a new order reads the version once, with its local_id, for its limits and pricing', async () => {
    const order = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 2 }] });
    await createCatalogueCache(suite.db).current(); // nothing left to load but the version
    const watch = watchVersionReads(suite.db, (read) => read());
    try {
      const res = await suite.app.request('/v2/public/checkout/', postJson(order));
      expect(res.status).toBe(200);
      // One statement tells both whether the local_id is taken and the catalogue's version.
      expect(watch.names()).toEqual(['order_arrival']);
    } finally {
      watch.restore();
    }
  });

  it('each request reads the version anew: a write between two orders is seen', async () => {
    const first = await payloadFor(suite, { lines: [{ item_id: 30, quantity: 1 }] });
    const watch = watchVersionReads(suite.db, (read) => read());
    try {
      expect((await suite.app.request('/v2/public/checkout/', postJson(first))).status).toBe(200);
      await suite.db
        .update(items)
        .set({ pricePickupCents: 990, priceDeliveryCents: 990 })
        .where(eq(items.id, 30));
      // The same order at the old price is now refused: the second request saw the write.
      const second = { ...first, local_id: crypto.randomUUID() };
      const res = await suite.app.request('/v2/public/checkout/', postJson(second));
      expect(res.status).toBe(422);
      expect(watch.reads()).toBe(2);
    } finally {
      watch.restore();
    }
  });

  it.each([
    [
      'settings',
      () =>
        suite.db
          .update(settings)
          .set({ value: 'Europe/London' })
          .where(eq(settings.name, 'timezone')),
    ],
    [
      'menus',
      () => suite.db.update(menus).set({ description: 'Nouvelle carte' }).where(eq(menus.id, 1)),
    ],
    [
      'categories',
      () => suite.db.update(categories).set({ description: 'Revue' }).where(eq(categories.id, 1)),
    ],
    ['items', () => suite.db.update(items).set({ score: 999 }).where(eq(items.id, 30))],
    ['offers', () => suite.db.update(offers).set({ description: 'Revue' }).where(eq(offers.id, 1))],
  ])('is read again after a write to %s', async (_table, write) => {
    const cache = createCatalogueCache(suite.db);
    const before = await cache.current();
    await write();
    const after = await cache.current();
    expect(after).not.toBe(before);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('is read on every request when its version row is gone', async () => {
    const cache = createCatalogueCache(suite.db);
    await suite.db.delete(catalogueVersion);
    try {
      const before = await cache.current();
      const after = await cache.current();
      expect(after).not.toBe(before);
    } finally {
      await suite.db.insert(catalogueVersion).values({ id: 1, version: 1_000 });
    }
  });

  it('serves a price change on the very next request', async () => {
    const price = async () => {
      const { body } = await call(suite.app, menusResponseSchema, '/v2/public/menus');
      const item = body.payload.flatMap((m) => m.categories.flatMap((c) => c.items));
      return item.find((i) => i.item_id === 30)?.item_price.price_pickup;
    };
    const was = await price();
    await suite.db.update(items).set({ pricePickupCents: 1234 }).where(eq(items.id, 30));
    expect(await price()).toBe(12.34);
    expect(was).not.toBe(12.34);
  });

  it('gives the menus the version they were read at, higher after a change', async () => {
    const version = async () =>
      (await call(suite.app, menusResponseSchema, '/v2/public/menus')).body.version;
    const before = await version();
    await suite.db.update(items).set({ pricePickupCents: 990 }).where(eq(items.id, 30));
    const after = await version();
    expect(before).toBeTypeOf('number');
    expect(after).toBeGreaterThan(before ?? Infinity);
  });

  it('serves a settings change on the very next request', async () => {
    const zone = async () => {
      const { body } = await call(suite.app, settingsResponseSchema, '/v2/public/settings');
      return body.payload.find((entry) => entry.name === 'timezone')?.value;
    };
    const setZone = (value: string) =>
      suite.db.update(settings).set({ value }).where(eq(settings.name, 'timezone'));
    await setZone('America/Montreal');
    expect(await zone()).toBe('America/Montreal');
    await setZone('Europe/Paris');
    expect(await zone()).toBe('Europe/Paris');
  });
});
