/**
 * Micro-benchmark case for "product search on a 2,000-item menu": the demo catalogue repeated
 * with numbered names, indexed once, then one keystroke of a query being typed.
 */
import { buildSearchIndex, searchItems, type Searchable } from '@/lib/domain/search';
import { ITEMS } from '@/server/db/seed/catalogue';

export function searchCase(): { index: () => number; keystroke: () => number } {
  const items: Searchable[] = Array.from({ length: 2000 }, (_, i) => {
    const base = ITEMS[i % ITEMS.length];
    return {
      item_id: i + 1,
      item_name: `${base.name} ${i}`,
      item_description: base.description,
      item_score: (i * 7919) % 1000,
    };
  });
  const index = buildSearchIndex(items);
  // A rare query scans the whole index: the worst keystroke, not the best.
  const queries = ['po', 'pou', 'poul', 'poulet ép', 'raclette fon', 'zzz'];
  let q = 0;
  return {
    index: () => buildSearchIndex(items).entries.length,
    keystroke: () => searchItems(index, queries[q++ % queries.length]).length,
  };
}
