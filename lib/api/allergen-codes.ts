/**
 * The 14 allergens of Regulation (EU) 1169/2011 Annex II as the contract's codes, in the Annex's
 * order (docs/contract.md#allergens-and-meat-origin); their French names are allergen-names.ts's.
 * Free of zod, so the diner's first scripts can use them (docs/adr/0010); the schemas are
 * allergens.ts's.
 */
export const ALLERGENS = [
  'gluten',
  'crustaces',
  'oeufs',
  'poisson',
  'arachides',
  'soja',
  'lait',
  'fruits-a-coque',
  'celeri',
  'moutarde',
  'sesame',
  'sulfites',
  'lupin',
  'mollusques',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

const known = new Set<string>(ALLERGENS);

/** True for one of the 14 codes. */
export function isAllergen(code: unknown): code is Allergen {
  return typeof code === 'string' && known.has(code);
}
