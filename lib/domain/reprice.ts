/**
 * A cart priced on an older catalogue, priced again on today's (docs/product.md#a-cart-from-an-older-catalogue,
 * docs/adr/0038): each line is found again in today's menus as "Commander à nouveau" finds a past
 * order's (reorder.ts), so a dish gone, run out or whose choices are no longer offered leaves the
 * cart, and the lines whose price moved are named for the notice. Pure: the menus are a parameter.
 */
import type { Menu } from '@/lib/api/schemas';
import type { CartLine } from './cart-types';
import { lineUnitPriceCents } from './pricing';
import { pastLineOf, reorder } from './reorder';

/** A line whose unit price (options included) moved: what it was, what it is, both modes. */
interface RepricedLine {
  name: string;
  before: { pickup: number; delivery: number };
  after: { pickup: number; delivery: number };
}

export interface Repricing {
  /** The cart's lines at today's prices, in their order, those left out removed. */
  lines: CartLine[];
  changed: RepricedLine[];
  /** The names of the lines that left the cart. */
  removed: string[];
}

const unitPrices = (line: CartLine) => ({
  pickup: lineUnitPriceCents(line, 'pickup'),
  delivery: lineUnitPriceCents(line, 'delivery'),
});

/** Whether a repricing changed anything the diner must be told of. */
export const needsNotice = ({ changed, removed }: Pick<Repricing, 'changed' | 'removed'>) =>
  changed.length > 0 || removed.length > 0;

export function reprice(lines: readonly CartLine[], menus: readonly Menu[]): Repricing {
  const result: Repricing = { lines: [], changed: [], removed: [] };
  for (const line of lines) {
    // A dish sold out for now stays, flagged by the cart (issue 36): it comes back.
    const found = reorder([pastLineOf(line)], menus, { keepSoldOut: true }).lines[0];
    if (!found) {
      result.removed.push(line.name);
      continue;
    }
    const before = unitPrices(line);
    const after = unitPrices(found);
    if (before.pickup !== after.pickup || before.delivery !== after.delivery)
      result.changed.push({ name: found.name, before, after });
    result.lines.push(found);
  }
  return result;
}
