/**
 * What the board may mark sold out (docs/product.md#running-the-day): the dishes and option
 * choices of the public menus, read with a schema of the few fields it needs. Loaded with the
 * first reading, so zod stays out of the board's first scripts (docs/adr/0010).
 */
import { z } from 'zod';
import type { SellableEntry } from './switches';

// What the board reads of the public menus: the names and ids, nothing else.
const kitchenMenusSchema = z.object({
  payload: z.array(
    z.object({
      categories: z.array(
        z.object({
          category_name: z.string(),
          items: z.array(
            z.object({
              item_id: z.number().int().positive(),
              item_name: z.string(),
              options: z.array(
                z.object({
                  name: z.string(),
                  option_options: z.array(
                    z.object({ id: z.number().int().positive(), name: z.string() }),
                  ),
                }),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

/**
 * The dishes then the option choices of the menus, each once: a choice's id is shared by every
 * dish offering it (one switch for all), listed with the groups it belongs to.
 */
export function sellableEntries(json: unknown): SellableEntry[] {
  const items = new Map<number, SellableEntry>();
  const options = new Map<number, { name: string; groups: Set<string> }>();
  for (const menu of kitchenMenusSchema.parse(json).payload) {
    for (const category of menu.categories) {
      for (const item of category.items) {
        if (!items.has(item.item_id)) {
          items.set(item.item_id, {
            kind: 'item',
            id: item.item_id,
            name: item.item_name,
            where: category.category_name,
          });
        }
        for (const group of item.options) {
          for (const choice of group.option_options) {
            const entry = options.get(choice.id) ?? { name: choice.name, groups: new Set() };
            entry.groups.add(group.name);
            options.set(choice.id, entry);
          }
        }
      }
    }
  }
  const byName = (a: SellableEntry, b: SellableEntry) => a.name.localeCompare(b.name, 'fr');
  return [
    ...[...items.values()].sort(byName),
    ...[...options]
      .map(([id, { name, groups }]): SellableEntry => ({
        kind: 'option',
        id,
        name,
        where: [...groups].join(', '),
      }))
      .sort(byName),
  ];
}
