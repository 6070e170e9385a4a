/** The allergens' short French names as a list: « Gluten, Œufs, Lait » (docs/product.md#allergen-ui). */
import { ALLERGEN_NAMES, type Allergen } from '@/lib/api/allergen-codes';

export const allergenNames = (codes: readonly Allergen[]): string =>
  codes.map((code) => ALLERGEN_NAMES[code].short).join(', ');
