import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  isSearchable,
  MAX_RESULTS,
  normalize,
  searchItems,
  type Searchable,
} from '@/lib/domain/search';

const item = (
  item_id: number,
  item_name: string,
  item_description = '',
  item_score = 0,
): Searchable => ({
  item_id,
  item_name,
  item_description,
  item_score,
});

const menu = [
  item(1, 'Poulet épicé', 'Haut de cuisse mariné au piment', 50),
  item(2, 'Tenders x5', 'Filets de poulet croustillants', 90),
  item(3, 'Crème brûlée', 'Vanille de Madagascar', 10),
  item(4, 'Wrap César', 'Poulet grillé, parmesan, sauce César', 70),
  item(5, 'Frites maison', 'Pommes de terre fraîches', 80),
  item(6, 'Coca-Cola 33 cl', 'Canette', 20),
];
const index = buildSearchIndex(menu);
const ids = (query: string) => searchItems(index, query).map((i) => i.item_id);

describe('normalize', () => {
  it.each([
    ['Crème brûlée !', 'creme brulee'],
    ['  ÉPICÉ  ', 'epice'],
    ["L'œuf", 'l oeuf'],
    ['Bœuf, Æsop, Straße', 'boeuf aesop strasse'],
    ['Coca-Cola 33cl', 'coca cola 33cl'],
  ])('%j → %j', (text, out) => expect(normalize(text)).toBe(out));
});

describe('searchItems', () => {
  it.each([
    ['under 2 characters gives nothing', 'p', []],
    ['2 characters once accents are gone', 'ép', [1]],
    ['accents and case ignored', 'EPICE', [1]],
    ['any word of the name', 'poul', [2, 4, 1]],
    ['a word of the description', 'piment', [1]],
    ['every query word must match (narrowing)', 'poul ces', [4]],
    ['prefixes only, not the middle of a word', 'oulet', []],
    ['numbers are words', '33', [6]],
    ['punctuation in the query is ignored', 'coca-cola', [6]],
    ['no match', 'pizza', []],
    ['spaces only', '   ', []],
  ])('%s (%j)', (_rule, query, expected) => expect(ids(query)).toEqual(expected));

  it('orders by item_score, best first, then by name', () => {
    const tied = buildSearchIndex([
      item(1, 'Burger B', '', 5),
      item(2, 'Burger A', '', 5),
      item(3, 'Burger C', '', 9),
    ]);
    expect(searchItems(tied, 'burger').map((i) => i.item_id)).toEqual([3, 2, 1]);
  });

  it('keeps the 10 best and lists an item once', () => {
    const many = Array.from({ length: 30 }, (_, i) => item(i + 1, `Tenders ${i}`, '', i));
    const result = searchItems(buildSearchIndex([...many, ...many]), 'tenders');
    expect(result).toHaveLength(MAX_RESULTS);
    expect(result[0].item_score).toBe(29);
    expect(new Set(result.map((i) => i.item_id)).size).toBe(MAX_RESULTS);
  });

  it('isSearchable follows the 2-character rule after removing accents', () => {
    expect(isSearchable('é')).toBe(false);
    expect(isSearchable('éé')).toBe(true);
    expect(isSearchable(' a ')).toBe(false);
  });
});

describe('search properties', () => {
  const word = fc.stringMatching(/^[a-zéèêàç]{1,8}$/);
  const items = fc.uniqueArray(
    fc.record({
      item_id: fc.integer({ min: 1, max: 10_000 }),
      item_name: fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
      item_description: fc.array(word, { maxLength: 6 }).map((w) => w.join(' ')),
      item_score: fc.integer({ min: 0, max: 100 }),
    }),
    { selector: (i) => i.item_id, maxLength: 60 },
  );

  it('never returns more than 10, and only items that match every query word', () => {
    fc.assert(
      fc.property(items, fc.string({ maxLength: 6 }), (list, query) => {
        const result = searchItems(buildSearchIndex(list), query);
        expect(result.length).toBeLessThanOrEqual(MAX_RESULTS);
        const terms = normalize(query).split(' ').filter(Boolean);
        for (const found of result) {
          const words = normalize(`${found.item_name} ${found.item_description}`).split(' ');
          expect(terms.every((t) => words.some((w) => w.startsWith(t)))).toBe(true);
        }
      }),
    );
  });

  it('finds every item by the start of its first name word when fewer than 10 match', () => {
    fc.assert(
      fc.property(items, (list) => {
        const index = buildSearchIndex(list);
        for (const it of list) {
          const prefix = normalize(it.item_name).slice(0, 3);
          if (prefix.replace(/ /g, '').length < 2) continue;
          const result = searchItems(index, prefix, list.length);
          expect(result.map((r) => r.item_id)).toContain(it.item_id);
        }
      }),
      { numRuns: 50 },
    );
  });
});
