/**
 * "Commander à nouveau" (docs/product.md#profile): a past order's lines as cart lines from today's
 * menus at today's prices, and those left out with the reason. Opening hours are not judged here:
 * the checkout checks the chosen time. Pure: the menus are a parameter.
 */
import type { Item, Menu } from '@/lib/api/schemas';
import type { PastOrderLine } from '@/lib/api/auth';
import { MAX_LINE_QUANTITY, type CartLine, type CartOption } from './cart-types';
import { canAdd, toCartLine, type Selection } from './item-options';

export type LeftOutReason = 'gone' | 'unavailable' | 'option' | 'choices';

export interface LeftOut {
  /** The name the line had when ordered. */
  name: string;
  quantity: number;
  reason: LeftOutReason;
  /** With `option`: the names of the choices not offered today. */
  options: string[];
}

export interface Reorder {
  lines: CartLine[];
  leftOut: LeftOut[];
}

export type ReorderLine = Pick<PastOrderLine, 'item_id' | 'name' | 'quantity' | 'note' | 'options'>;

/** A line as the domain keeps it: a cart's, or a stored order's. */
export type KeptLine = Pick<CartLine, 'itemId' | 'name' | 'quantity' | 'note'> & {
  options: readonly Pick<CartOption, 'groupId' | 'optionId' | 'name' | 'quantity'>[];
};

/** A kept line named as a past order names it on the wire (the history, "Commander à nouveau"). */
export function pastLineOf(line: KeptLine): ReorderLine {
  return {
    item_id: line.itemId,
    name: line.name,
    quantity: line.quantity,
    note: line.note,
    options: line.options.map((o) => ({
      group_id: o.groupId,
      option_id: o.optionId,
      name: o.name,
      quantity: o.quantity,
    })),
  };
}

interface Found {
  item: Item;
  orderable: boolean;
}

/** How a reorder treats what the kitchen marked sold out (issue 36). */
interface ReorderRules {
  /** A sold-out dish is kept (the cart flags it until it is back); left out by default. */
  keepSoldOut?: boolean;
}

/** Every copy of the item in today's menus, an orderable one first. */
function findItem(itemId: number, menus: readonly Menu[], rules: ReorderRules): Found | null {
  const onSale = (item: Item) =>
    item.item_is_available || (rules.keepSoldOut === true && item.item_sold_out === true);
  const found = menus.flatMap((menu) =>
    menu.categories.flatMap((category) =>
      category.items
        .filter((item) => item.item_id === itemId)
        .map((item) => ({ item, orderable: menu.menu_is_available && onSale(item) })),
    ),
  );
  return found.find((candidate) => candidate.orderable) ?? found[0] ?? null;
}

/** The past choices as a selection of the item, and the names of those it does not offer today. */
function selectionOf(item: Item, line: ReorderLine): { selection: Selection; missing: string[] } {
  const selection: Record<number, Record<number, number>> = {};
  const missing: string[] = [];
  for (const option of line.options) {
    const group = item.options.find((candidate) => candidate.id === option.group_id);
    const offered = group?.option_options.some((candidate) => candidate.id === option.option_id);
    if (!offered) {
      missing.push(option.name);
      continue;
    }
    selection[option.group_id] = {
      ...selection[option.group_id],
      [option.option_id]: option.quantity,
    };
  }
  return { selection, missing };
}

function reorderLine(
  line: ReorderLine,
  menus: readonly Menu[],
  rules: ReorderRules,
): CartLine | LeftOut {
  const leftOut = (reason: LeftOutReason, options: string[] = []): LeftOut => ({
    name: line.name,
    quantity: line.quantity,
    reason,
    options,
  });
  const found = findItem(line.item_id, menus, rules);
  if (!found) return leftOut('gone');
  if (!found.orderable) return leftOut('unavailable');
  const { selection, missing } = selectionOf(found.item, line);
  if (missing.length > 0) return leftOut('option', missing);
  const quantity = Math.min(line.quantity, MAX_LINE_QUANTITY);
  if (!canAdd(found.item, selection, quantity)) return leftOut('choices');
  return toCartLine(found.item, selection, quantity, line.note);
}

/** The cart lines to add for the past order's lines, and the lines left out, in order. */
export function reorder(
  past: readonly ReorderLine[],
  menus: readonly Menu[],
  rules: ReorderRules = {},
): Reorder {
  const result: Reorder = { lines: [], leftOut: [] };
  for (const line of past) {
    const outcome = reorderLine(line, menus, rules);
    if ('reason' in outcome) result.leftOut.push(outcome);
    else result.lines.push(outcome);
  }
  return result;
}

/** How many articles the lines hold (3 for a line of 2 and a line of 1). */
export function articleCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
