import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@/lib/api/schemas';
import type { Database } from '@/server/db/client';
import { categories, items, menus, offers, settings } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { CATEGORIES, ITEMS } from '@/server/db/seed/catalogue';
import { backends, useSuite } from './support';

async function snapshot(db: Database) {
  return {
    settings: await db.select().from(settings).orderBy(asc(settings.name)),
    menus: await db.select().from(menus).orderBy(asc(menus.id)),
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    items: await db.select().from(items).orderBy(asc(items.id)),
    offers: await db.select().from(offers).orderBy(asc(offers.id)),
  };
}

describe('demo catalogue', () => {
  it('has stable kebab-case slugs naming the item pictures', () => {
    expect(new Set(ITEMS.map((i) => i.slug)).size).toBe(ITEMS.length);
    for (const item of ITEMS) {
      expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(item.item_image).toBe(`/menu-images/${item.slug}.webp`);
      expect(item.pricePickupCents).toBeLessThanOrEqual(item.priceDeliveryCents);
      expect(CATEGORIES.some((c) => c.id === item.categoryId)).toBe(true);
    }
  });

  it('keeps option ids unique per item and limits consistent', () => {
    for (const item of ITEMS) {
      const ids = item.options.flatMap((g) => g.choices.map((c) => c.id));
      expect(new Set(ids).size).toBe(ids.length);
      for (const group of item.options)
        expect(group.min).toBeLessThanOrEqual(Math.min(group.max, group.choices.length));
    }
  });
});

describe.each(backends)('seed ($name)', (backend) => {
  const suite = useSuite(backend);

  it('installs two menus, 6+ categories, 40+ items and 5 offers', async () => {
    const rows = await snapshot(suite.db);
    expect(rows.menus.map((m) => m.name)).toEqual(['La Carte', 'Formules du midi']);
    expect(rows.categories.length).toBeGreaterThanOrEqual(6);
    expect(rows.items.length).toBeGreaterThanOrEqual(40);
    expect(rows.items.filter((i) => !i.isAvailable).length).toBeGreaterThanOrEqual(1);
    expect(rows.offers).toHaveLength(5);
    for (const menu of rows.menus)
      expect(Object.keys(menu.activeTimes).sort()).toEqual([...WEEKDAYS].sort());
    expect(rows.menus[0].activeTimes.mon?.label).toBe('Lundi');
    expect(rows.menus[0].activeTimes.sat?.times).toContainEqual(['18:00', '24:00']);
    expect(rows.menus[1].activeTimes.sun?.is_open).toBe(false);
  });

  it('gives the same rows when run again, and repairs edited ones', async () => {
    const before = await snapshot(suite.db);
    await suite.db.update(items).set({ name: 'Modifié', priceDeliveryCents: 1 });
    await seedDatabase(suite.db);
    await seedDatabase(suite.db);
    expect(await snapshot(suite.db)).toEqual(before);
  });

  it('applies migrations only once', async () => {
    await suite.handle.migrate();
    expect(await suite.db.select().from(menus)).toHaveLength(2);
  });
});
