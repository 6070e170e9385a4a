/**
 * The meat species of the contract's `meat_origins` and their French names
 * (docs/contract.md#allergens-and-meat-origin). Free of zod, so the diner's first scripts can
 * name them (docs/adr/0010); the schemas are meat-origin.ts's.
 */
export const MEAT_SPECIES = [
  'boeuf',
  'veau',
  'porc',
  'agneau',
  'mouton',
  'poulet',
  'dinde',
  'canard',
] as const;
export type MeatSpecies = (typeof MEAT_SPECIES)[number];

export const MEAT_SPECIES_NAMES: Record<MeatSpecies, string> = {
  boeuf: 'Bœuf',
  veau: 'Veau',
  porc: 'Porc',
  agneau: 'Agneau',
  mouton: 'Mouton',
  poulet: 'Poulet',
  dinde: 'Dinde',
  canard: 'Canard',
};

/** Bovine meat: the decree's mention names the country of birth as well. */
export const BOVINE: ReadonlySet<MeatSpecies> = new Set(['boeuf', 'veau']);
