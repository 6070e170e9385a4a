/**
 * Product search (docs/product.md#product-search): each word of the query must start a word of
 * the item, so typing more narrows the list. The index is sorted by score once, so a keystroke
 * stops at the 10th match.
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
  /** Each item with its words as " word1 word2 …": a word starts wherever " " + term is found. */
  entries: { item: T; text: string }[];
}

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** Lower case, accents and punctuation removed: "Crème brûlée !" → "creme brulee". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œæß]/g, (ligature) => LIGATURES[ligature])
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Indexes items once (best score first, then name), for as many keystrokes as needed. */
export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const unique = [...new Map(items.map((item) => [item.item_id, item])).values()];
  const entries = unique
    .map((item) => ({ item, text: ` ${normalize(`${item.item_name} ${item.item_description}`)}` }))
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
  const terms = normalize(query)
    .split(' ')
    .map((term) => ` ${term}`);
  const results: T[] = [];
  for (const { item, text } of index.entries) {
    if (terms.every((term) => text.includes(term))) {
      results.push(item);
      if (results.length === limit) break;
    }
  }
  return results;
}
