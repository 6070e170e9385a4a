/**
 * The 14 allergens' French names: the short one a menu uses, and the Annex II wording (for a
 * legend or the allergen page). Apart from the codes, so a first load that needs only the codes
 * does not carry them (issue 38).
 */
import type { Allergen } from '@/lib/api/allergen-codes';

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
