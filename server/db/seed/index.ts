/**
 * Writes the demo restaurant into the database. Idempotent: every row has a fixed key and is
 * upserted, so running the seed again gives the same rows (and repairs edited ones). Food facts
 * are checked first: an unknown allergen code stops the seed before it writes anything (and the
 * table's checks refuse one from any other writer).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { categories, items, menus, offers, settings, type StoredOptionGroup } from '../schema';
import { CATEGORIES, ITEMS, type CatalogueItem } from './catalogue';
import { storedFacts } from './food-facts';
import { MENUS } from './menus';
import { OFFERS } from './offers';
import { SETTING_ENTRIES } from './restaurant';

/** `SET col = excluded.col` for every column but the key: an upsert that overwrites. */
function overwrite(table: PgTable, key: string): Record<string, SQL> {
  const columns = Object.entries(getTableColumns(table)).filter(([name]) => name !== key);
  return Object.fromEntries(
    columns.map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

function storedOptions(item: CatalogueItem): StoredOptionGroup[] {
  return item.options.map((group) => ({
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    choices: group.choices.map((c) => ({
      id: c.id,
      name: c.name,
      priceCents: c.priceCents,
      maxQuantity: c.maxQuantity ?? 1,
      taxRate: null,
      ...storedFacts(`Choix ${c.id} (${c.name})`, c),
    })),
  }));
}

/** The demo's item rows, their food facts checked (throws on the first that does not hold). */
function itemRows() {
  return ITEMS.map((item, sort) => ({
    id: item.id,
    slug: item.slug,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    image: item.item_image,
    priceDeliveryCents: item.priceDeliveryCents,
    pricePickupCents: item.pricePickupCents,
    taxRate: item.taxRate,
    score: item.score,
    isAvailable: item.available,
    sort,
    options: storedOptions(item),
    ...storedFacts(`Article ${item.id} (${item.name})`, item),
  }));
}

export async function seedDatabase(db: Database): Promise<void> {
  const rows = itemRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(SETTING_ENTRIES)
      .onConflictDoUpdate({ target: settings.name, set: overwrite(settings, 'name') });
    await tx
      .insert(menus)
      .values(MENUS.map((m, sort) => ({ ...m, isAvailable: true, sort })))
      .onConflictDoUpdate({ target: menus.id, set: overwrite(menus, 'id') });
    await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, sort) => ({
          id: c.id,
          menuId: c.menuId,
          name: c.name,
          description: c.description,
          sort,
        })),
      )
      .onConflictDoUpdate({ target: categories.id, set: overwrite(categories, 'id') });
    await tx
      .insert(items)
      .values(rows)
      .onConflictDoUpdate({ target: items.id, set: overwrite(items, 'id') });
    await tx
      .insert(offers)
      .values([...OFFERS])
      .onConflictDoUpdate({ target: offers.id, set: overwrite(offers, 'id') });
  });
}

/** True when the database holds no settings yet, i.e. was never seeded. */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ name: settings.name }).from(settings).limit(1);
  return rows.length === 0;
}
