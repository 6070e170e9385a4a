/** The allergens' short French names as a list: « Gluten, Œufs, Lait » (docs/product.md#allergen-ui). */
import type { Allergen } from '@/lib/api/allergen-codes';
import { ALLERGEN_NAMES } from '@/lib/api/allergen-names';

export const allergenNames = (codes: readonly Allergen[]): string =>
  codes.map((code) => ALLERGEN_NAMES[code].short).join(', ');
