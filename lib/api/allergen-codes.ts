/**
 * The 14 allergens of Regulation (EU) 1169/2011 Annex II as the contract's codes, in the Annex's
 * order, with their French names (docs/contract.md#allergens-and-meat-origin). Free of zod, so
 * the diner's first scripts can name them (docs/adr/0010); the schemas are allergens.ts's.
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

/** The short name a menu uses, and the Annex's full wording (for a legend or the allergen page). */
export const ALLERGEN_NAMES: Record<Allergen, { short: string; full: string }> = {
  gluten: {
    short: 'Gluten',
    full: 'Céréales contenant du gluten (blé, seigle, orge, avoine, épeautre, kamut)',
  },
  crustaces: { short: 'Crustacés', full: 'Crustacés' },
  oeufs: { short: 'Œufs', full: 'Œufs' },
  poisson: { short: 'Poisson', full: 'Poissons' },
  arachides: { short: 'Arachides', full: 'Arachides' },
  soja: { short: 'Soja', full: 'Soja' },
  lait: { short: 'Lait', full: 'Lait (y compris le lactose)' },
  'fruits-a-coque': {
    short: 'Fruits à coque',
    full: 'Fruits à coque (amandes, noisettes, noix, noix de cajou, de pécan, du Brésil, de macadamia, pistaches)',
  },
  celeri: { short: 'Céleri', full: 'Céleri' },
  moutarde: { short: 'Moutarde', full: 'Moutarde' },
  sesame: { short: 'Sésame', full: 'Graines de sésame' },
  sulfites: {
    short: 'Sulfites',
    full: 'Anhydride sulfureux et sulfites (plus de 10 mg/kg ou 10 mg/l)',
  },
  lupin: { short: 'Lupin', full: 'Lupin' },
  mollusques: { short: 'Mollusques', full: 'Mollusques' },
};

const known = new Set<string>(ALLERGENS);

/** True for one of the 14 codes. */
export function isAllergen(code: unknown): code is Allergen {
  return typeof code === 'string' && known.has(code);
}
