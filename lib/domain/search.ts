/**
 * Product search (SPEC.md §5): at least 2 characters once accents are removed, case-insensitive,
 * matching words of the name or description, the 10 best by `item_score`.
 *
 * Rule chosen where the spec is silent: each word of the query must be the start of some word of
 * the item ("poul epic" finds "Poulet épicé"), so typing more narrows the list instead of widening
 * it. The index is sorted by score once, so a keystroke stops at the 10th match.
 */

export const MIN_QUERY_LENGTH = 2;
export const MAX_RESULTS = 10;

/** What search needs of an item. */
export interface Searchable {
  item_id: number;
  item_name: string;
  item_description: string;
  item_score: number;
}

export interface SearchIndex<T extends Searchable> {
  entries: { item: T; words: string[] }[];
}

/** Lower case, accents and punctuation removed: "Crème brûlée !" → "creme brulee". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** Indexes items once (best score first, then name), for as many keystrokes as needed. */
export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const unique = [...new Map(items.map((item) => [item.item_id, item])).values()];
  const entries = unique
    .map((item) => ({
      item,
      words: normalize(`${item.item_name} ${item.item_description}`).split(' ').filter(Boolean),
    }))
    .sort(
      (a, b) =>
        b.item.item_score - a.item.item_score ||
        a.item.item_name.localeCompare(b.item.item_name, 'fr'),
    );
  return { entries };
}

/** Whether a query is long enough to search (2 characters once accents are removed). */
export function isSearchable(query: string): boolean {
  return normalize(query).replace(/ /g, '').length >= MIN_QUERY_LENGTH;
}

/** The best items (by score) whose words start with every word of the query. */
export function searchItems<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = MAX_RESULTS,
): T[] {
  if (!isSearchable(query)) return [];
  const terms = normalize(query).split(' ');
  const results: T[] = [];
  for (const { item, words } of index.entries) {
    if (terms.every((term) => words.some((word) => word.startsWith(term)))) {
      results.push(item);
      if (results.length === limit) break;
    }
  }
  return results;
}
