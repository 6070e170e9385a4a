/**
 * What the demo's recipes contain (fictitious but plausible: a breaded chicken in a sesame
 * brioche bun, sauces with egg, mustard and sulphites, desserts with milk and nuts), and the
 * check the seed makes before it writes: every dish and choice declares its allergens, with
 * known codes only (docs/contract.md#allergens-and-meat-origin).
 */
import { z } from 'zod';
import type { Allergen } from '@/lib/api/allergen-codes';
import { allergenListSchema } from '@/lib/api/allergens';
import { meatOriginListSchema, type MeatOrigin } from '@/lib/api/meat-origin';
import { inAnnexOrder } from '@/lib/domain/allergens';

/** Facts as the seed writes them: allergens required, traces and meats when there are any. */
export interface FoodFacts {
  allergens: readonly Allergen[];
  mayContain?: readonly Allergen[];
  meatOrigins?: readonly MeatOrigin[];
}

/** The union of recipes' allergens, each once, in the Annex's order. */
export const all = (...parts: (readonly Allergen[] | Allergen)[]) => inAnnexOrder(parts.flat());

export const CHICKEN: MeatOrigin = { species: 'poulet', origin: 'France' };
/** The turkey bacon: reared in Spain, slaughtered and cured in France. */
export const TURKEY: MeatOrigin = { species: 'dinde', reared: ['Espagne'], slaughtered: 'France' };

/** Fillets marinated in buttermilk, breaded in wheat flour and egg. */
export const BREADED: readonly Allergen[] = ['gluten', 'oeufs', 'lait'];
/** The toasted brioche bun with sesame seeds. */
export const BRIOCHE: readonly Allergen[] = ['gluten', 'oeufs', 'lait', 'sesame'];
/** The house sauce of the burgers and wraps: mayonnaise with mustard. */
export const HOUSE_SAUCE: readonly Allergen[] = ['oeufs', 'moutarde'];
/** Fries share the fryer with the breaded chicken. */
export const FRYER_TRACES: readonly Allergen[] = ['gluten', 'oeufs'];
/** The wheat tortilla of the wraps is made where sesame and soy are used. */
export const TORTILLA_TRACES: readonly Allergen[] = ['soja', 'sesame'];
/** Caesar dressing: egg, anchovy, parmesan, mustard; croutons of wheat bread. */
export const CAESAR: readonly Allergen[] = ['gluten', 'oeufs', 'poisson', 'lait', 'moutarde'];
/** Biscuits and cakes baked with chocolate that holds soy lecithin, beside nuts and peanuts. */
export const BAKED: readonly Allergen[] = ['gluten', 'oeufs', 'soja', 'lait'];
export const BAKERY_TRACES: readonly Allergen[] = ['arachides', 'fruits-a-coque'];

const factsSchema = z.object({
  allergens: allergenListSchema,
  mayContain: allergenListSchema.default([]),
  meatOrigins: meatOriginListSchema.default([]),
});

/** The facts as stored, checked; throws naming `what` when they do not hold. */
export function storedFacts(what: string, facts: FoodFacts) {
  const parsed = factsSchema.safeParse(facts);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${what} : ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}
