/**
 * Whether the postal code and town a diner typed are those of the address the geocoder found
 * (docs/product.md#validation): the server refuses an order that is priced for one place and
 * would be delivered to another, the delivery form says so at the field. Compared as people write
 * them: case, accents, « St »/« Ste », hyphens and apostrophes, a leading article, « Cedex » and
 * an arrondissement (« Paris 1er ») do not count.
 */

/** Where an address lies, as the form and the geocoder's answer name it. */
export interface Place {
  postal_code: string;
  city: string;
}

const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte' };
const ARTICLES = new Set(['le', 'la', 'les', 'l']);
// « 1er », « 2e », « 3eme », « 14eme arrondissement », « arrondissement » alone; « cedex 9 ».
const SUFFIX = /(?: (?:\d{1,2}(?:er|e|eme)?|arrondissement|cedex))+$/;

/** A town as words: lower case, no accent, abbreviations spelt out, no article or suffix. */
function townWords(city: string): string {
  const words = city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(SUFFIX, '')
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word);
  if (words.length > 1 && ARTICLES.has(words[0])) words.shift();
  return words.join(' ');
}

const postalDigits = (code: string) => code.replace(/\s+/g, '');

/**
 * The first field the diner typed that names another place than `found`, or null when both
 * agree. What the geocoder left empty cannot be contradicted; `postalCodes` are the codes the
 * address may have when the geocoder cannot tell which (a commune with several).
 */
export function placeMismatch(
  typed: Place,
  found: Place,
  postalCodes: readonly string[] = [],
): keyof Place | null {
  const postal = postalDigits(found.postal_code);
  const accepted = new Set([postal, ...postalCodes.map(postalDigits)]);
  if (postal !== '' && !accepted.has(postalDigits(typed.postal_code))) return 'postal_code';
  const town = townWords(found.city);
  if (town !== '' && townWords(typed.city) !== town) return 'city';
  return null;
}
