/**
 * Menus, categories and items in the contract's shape: sorted by their sort order, amounts
 * turned from stored cents into euros, and `menu_is_open` computed for the given instant in the
 * restaurant's zone with lib/domain/hours (the same rule the storefront uses).
 */
import { asc, eq } from 'drizzle-orm';
import type { Item, Menu } from '@/lib/api/schemas';
import { isOpenAt } from '@/lib/domain/hours';
import type { Database } from '../db/client';
import { categories, items, menus } from '../db/schema';

type ItemRow = typeof items.$inferSelect;

import { toEuros } from '@/lib/domain/money';

export function toWireItem(row: ItemRow, menuId: number): Item {
  return {
    item_id: row.id,
    item_name: row.name,
    item_description: row.description,
    item_image: row.image,
    item_menu_id: menuId,
    item_category_id: row.categoryId,
    item_score: row.score,
    item_price: {
      price_delivery: toEuros(row.priceDeliveryCents),
      price_pickup: toEuros(row.pricePickupCents),
      tax_rate: row.taxRate,
    },
    options: row.options.map((group) => ({
      id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      selected: 0,
      option_options: group.choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        price: toEuros(choice.priceCents),
        quantity: 0,
        max_quantity: choice.maxQuantity,
        tax_rate: choice.taxRate,
      })),
    })),
    item_is_available: row.isAvailable,
    quantity: 0,
    note: '',
  };
}

/** Items with their menu, in menu order: category sort, then item sort. */
async function itemRows(db: Database, menuId?: number) {
  return db
    .select({ item: items, menuId: categories.menuId })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(menuId === undefined ? undefined : eq(categories.menuId, menuId))
    .orderBy(asc(categories.sort), asc(categories.id), asc(items.sort), asc(items.id));
}

export async function listMenus(db: Database, now: Date, timeZone: string): Promise<Menu[]> {
  const [menuRows, categoryRows, rows] = await Promise.all([
    db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    itemRows(db),
  ]);
  return menuRows.map((menu) => ({
    menu_id: menu.id,
    menu_name: menu.name,
    menu_description: menu.description,
    menu_is_open: isOpenAt(menu.activeTimes, now, timeZone),
    menu_is_available: menu.isAvailable,
    active_times: menu.activeTimes,
    time_ranges: menu.timeRanges,
    pickup_time_ranges: menu.pickupTimeRanges,
    categories: categoryRows
      .filter((category) => category.menuId === menu.id)
      .map((category) => ({
        category_id: category.id,
        category_name: category.name,
        category_description: category.description,
        items: rows
          .filter((r) => r.item.categoryId === category.id)
          .map((r) => toWireItem(r.item, menu.id)),
      })),
  }));
}

/** The items of one menu, or null when there is no such menu. */
export async function listMenuItems(db: Database, menuId: number): Promise<Item[] | null> {
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId));
  if (!menu) return null;
  const rows = await itemRows(db, menuId);
  return rows.map((r) => toWireItem(r.item, r.menuId));
}
