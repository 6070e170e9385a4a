/**
 * The main-thread check of the menus, where the catalogue store has no worker to do it (stores/
 * catalogue.ts, stores/menus-worker.ts); loaded with that request, so zod and the contract's
 * schemas stay out of a page's first scripts.
 */
import { z } from 'zod';
import type { VersionedMenus } from '@/lib/api-client/catalogue';
import {
  catalogueVersionSchema,
  categorySchema,
  envelope,
  itemSchema,
  menuSchema,
  type Menu,
} from '@/lib/api/schemas';

/** The menus with each category's items left unchecked, for `parseMenusInSlices`. */
const menusShellSchema = envelope(
  z.array(
    menuSchema.extend({
      categories: z.array(categorySchema.extend({ items: z.array(z.unknown()) })),
    }),
  ),
).extend({ version: catalogueVersionSchema.optional() });
const itemsSchema = z.array(itemSchema);

/** Gives the browser the main thread back (a paint, a tap) before the next slice of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The menus answer checked as `menusResponseSchema` would, one category per task: fifty items
 * with their options checked at once make a long task that a phone feels as a frozen scroll.
 */
export async function parseMenusInSlices(raw: unknown): Promise<VersionedMenus> {
  const shell = menusShellSchema.parse(raw);
  const menus: Menu[] = [];
  for (const menu of shell.payload) {
    const categories: Menu['categories'] = [];
    for (const category of menu.categories) {
      await nextTask();
      categories.push({ ...category, items: itemsSchema.parse(category.items) });
    }
    menus.push({ ...menu, categories });
  }
  return { menus, version: shell.version ?? null };
}
