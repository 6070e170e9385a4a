/**
 * Text helpers of the address search: a diner types without accents, capitals or punctuation
 * ("8 rue felix-poulat"), so both the query and the addresses are compared in one plain form.
 */

const PARTICLES = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'et', 'à', 'au', 'aux', 'en']);

/** Lower case, no accents, every run of punctuation or space turned into one space. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const plain = normalize(text);
  return plain === '' ? [] : plain.split(' ');
}

const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('fr-FR') + word.slice(1);

/** "saint-égrève" → "Saint-Égrève"; "l’eygala" → "l’Eygala" (the elided article stays small). */
function capitalizeWord(word: string): string {
  const elided = /^([dl][’'])(.+)$/u.exec(word);
  if (elided) return elided[1] + capitalizeWord(elided[2]);
  return word.split('-').map(capitalize).join('-');
}

/**
 * Street names as a diner expects to read them. Some source names are all lower case
 * ("rue des moutonnees"): those get French title case, articles and prepositions kept small.
 * Others are kept as the source spells them, only their first letter raised ("rue Mendès France").
 */
export function displayStreet(street: string): string {
  const trimmed = street.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toLocaleLowerCase('fr-FR')) return capitalize(trimmed);
  return trimmed
    .split(' ')
    .map((word, i) => (i > 0 && PARTICLES.has(word) ? word : capitalizeWord(word)))
    .join(' ');
}
