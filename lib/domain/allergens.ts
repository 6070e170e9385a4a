/**
 * What a dish, or a cart line with its chosen options, contains of the 14 allergens (Annex II
 * order, each once), and how it stands against what a diner avoids. A dish or a chosen option
 * without data leaves the answer incomplete: « demandez-nous », never "free of"
 * (docs/product.md#allergens-and-meat-origin).
 */
import { ALLERGENS, type Allergen } from '@/lib/api/allergen-codes';
import { inAnnexOrder } from './allergen-order';
import type { Item, OptionOption } from '@/lib/api/schemas';

export { inAnnexOrder, parseAvoided } from './allergen-order';

/** The allergen facts of a dish or an option choice, as the contract carries them. */
type Facts = Pick<OptionOption, 'allergens' | 'may_contain'>;

export interface AllergenInfo {
  contains: Allergen[];
  /** Declared traces, less what it contains anyway. */
  mayContain: Allergen[];
  /** False when a part carries no allergen data: then `contains` is only what is known. */
  complete: boolean;
}

/** The union of the parts' facts. */
export function allergenInfo(parts: readonly Facts[]): AllergenInfo {
  const contains = new Set<Allergen>();
  const traces = new Set<Allergen>();
  let complete = true;
  for (const part of parts) {
    if (part.allergens === undefined) complete = false;
    for (const code of part.allergens ?? []) contains.add(code);
    for (const code of part.may_contain ?? []) traces.add(code);
  }
  for (const code of contains) traces.delete(code);
  return { contains: inAnnexOrder(contains), mayContain: inAnnexOrder(traces), complete };
}

/** An option chosen on a cart line (a CartOption, or an order's option). */
interface Chosen {
  groupId: number;
  optionId: number;
  quantity: number;
}

/**
 * A cart line's allergens: its dish with every option chosen (quantity above 0). A chosen option
 * the dish no longer offers counts as one without data.
 */
export function lineAllergens(
  item: Facts & Pick<Item, 'options'>,
  chosen: readonly Chosen[],
): AllergenInfo {
  const parts: Facts[] = [item];
  for (const { groupId, optionId, quantity } of chosen) {
    if (quantity <= 0) continue;
    const group = item.options.find((candidate) => candidate.id === groupId);
    parts.push(group?.option_options.find((choice) => choice.id === optionId) ?? {});
  }
  return allergenInfo(parts);
}

/** What choosing an option adds to its dish's allergens; null when the choice has no data. */
export function allergensAddedBy(item: Facts, choice: Facts): Allergen[] | null {
  if (choice.allergens === undefined) return null;
  const already = new Set(item.allergens);
  return ALLERGENS.filter((code) => choice.allergens!.includes(code) && !already.has(code));
}

/**
 * How a dish stands for a diner who avoids some allergens, the first that holds: it contains one;
 * its data is incomplete; it may contain traces of one; none is declared (which is not a promise).
 */
export type Avoidance = 'contains' | 'unknown' | 'may-contain' | 'none-declared';

export function avoidance(info: AllergenInfo, avoided: readonly Allergen[]): Avoidance {
  if (info.contains.some((code) => avoided.includes(code))) return 'contains';
  if (!info.complete) return 'unknown';
  if (info.mayContain.some((code) => avoided.includes(code))) return 'may-contain';
  return 'none-declared';
}
