/**
 * A stored dish's or choice's food facts in the contract's shape
 * (docs/contract.md#allergens-and-meat-origin): allergens in the Annex's order, each once, null
 * left out (unknown); empty traces and meats left out (absent says the same, in fewer bytes);
 * meat origins that do not hold (a row edited past the table's checks) left out and reported, so
 * one bad row never turns the menus into a 500.
 */
import { meatOriginListSchema } from '@/lib/api/meat-origin';
import type { Item } from '@/lib/api/schemas';
import { inAnnexOrder } from '@/lib/domain/allergens';
import type { StoredFoodFacts } from '../db/schema';

type WireFacts = Pick<Item, 'allergens' | 'may_contain' | 'meat_origins'>;

export function wireFacts(stored: StoredFoodFacts, report: (problem: string) => void): WireFacts {
  const origins = meatOriginListSchema.safeParse(stored.meatOrigins ?? []);
  if (!origins.success) report('origines de viande mal formées ignorées');
  const traces = inAnnexOrder(stored.mayContain ?? []);
  const meats = origins.success ? origins.data : [];
  return {
    ...(stored.allergens == null ? {} : { allergens: inAnnexOrder(stored.allergens) }),
    ...(traces.length > 0 ? { may_contain: traces } : {}),
    ...(meats.length > 0 ? { meat_origins: meats } : {}),
  };
}
