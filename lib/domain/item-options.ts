/**
 * Choosing an item's options and turning the choice into a cart line
 * (docs/product.md#item-options). Pure: the item dialog checks with it live, and the server can
 * re-check an order's lines with the same rules.
 */
import type { Item, ItemOption } from '@/lib/api/schemas';
import type { CartLine, CartOption } from './cart-types';
import { toCents } from './money';

/** Per group id, the chosen option ids with their quantities (0 or absent = not chosen). */
export type Selection = Readonly<Record<number, Readonly<Record<number, number>>>>;

export type GroupError =
  | { kind: 'belowMin'; min: number; chosen: number }
  | { kind: 'aboveMax'; max: number; chosen: number }
  | { kind: 'aboveMaxQuantity'; optionId: number; maxQuantity: number; quantity: number }
  | { kind: 'invalidQuantity'; optionId: number; quantity: number }
  | { kind: 'unknownOption'; optionId: number };

/** Per group id, what is wrong with it; a group without a problem is absent. */
export type SelectionErrors = Record<number, GroupError[]>;

/** Longest note a line can carry (the cart and the order refuse more). */
export const NOTE_MAX_LENGTH = 200;

/** Chosen entries of a group: option ids with a quantity other than 0. */
function chosenEntries(selection: Selection, groupId: number): [number, number][] {
  return Object.entries(selection[groupId] ?? {})
    .map(([optionId, quantity]): [number, number] => [Number(optionId), quantity])
    .filter(([, quantity]) => quantity !== 0);
}

/** How many distinct options of the group are chosen. */
export function chosenCount(selection: Selection, groupId: number): number {
  return chosenEntries(selection, groupId).length;
}

/** How many of one option are chosen (0 when none). */
export function quantityOf(selection: Selection, groupId: number, optionId: number): number {
  return selection[groupId]?.[optionId] ?? 0;
}

/** A required group of one choice: picking an option replaces the previous one. */
export function isSingleChoice(group: Pick<ItemOption, 'min' | 'max'>): boolean {
  return group.min >= 1 && group.max === 1;
}

/** Whether one more distinct option may be chosen in the group. */
export function canChooseMore(
  group: Pick<ItemOption, 'id' | 'max'>,
  selection: Selection,
): boolean {
  return chosenCount(selection, group.id) < group.max;
}

function optionErrors(group: ItemOption, [optionId, quantity]: [number, number]): GroupError[] {
  const option = group.option_options.find((candidate) => candidate.id === optionId);
  if (!option) return [{ kind: 'unknownOption', optionId }];
  if (!Number.isInteger(quantity) || quantity < 0) {
    return [{ kind: 'invalidQuantity', optionId, quantity }];
  }
  if (quantity > option.max_quantity) {
    return [{ kind: 'aboveMaxQuantity', optionId, maxQuantity: option.max_quantity, quantity }];
  }
  return [];
}

function groupErrors(group: ItemOption, selection: Selection): GroupError[] {
  const entries = chosenEntries(selection, group.id);
  const errors = entries.flatMap((entry) => optionErrors(group, entry));
  const chosen = entries.length;
  if (chosen < group.min) errors.push({ kind: 'belowMin', min: group.min, chosen });
  if (chosen > group.max) errors.push({ kind: 'aboveMax', max: group.max, chosen });
  return errors;
}

/** What is wrong with a selection, group by group (a group the item lacks: unknown options). */
export function selectionErrors(
  item: Pick<Item, 'options'>,
  selection: Selection,
): SelectionErrors {
  const errors: SelectionErrors = {};
  for (const group of item.options) {
    const found = groupErrors(group, selection);
    if (found.length > 0) errors[group.id] = found;
  }
  const known = new Set(item.options.map((group) => group.id));
  const foreign = Object.keys(selection)
    .map(Number)
    .filter((groupId) => !known.has(groupId));
  for (const groupId of foreign) {
    const unknown = chosenEntries(selection, groupId).map(([optionId]): GroupError => ({
      kind: 'unknownOption',
      optionId,
    }));
    if (unknown.length > 0) errors[groupId] = unknown;
  }
  return errors;
}

/** Whether the item can go to the cart: a valid selection and a whole quantity in 1..max. */
export function canAdd(
  item: Pick<Item, 'options'>,
  selection: Selection,
  quantity: number,
  maxQuantity = Number.POSITIVE_INFINITY,
): boolean {
  const validQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;
  return validQuantity && Object.keys(selectionErrors(item, selection)).length === 0;
}

/** The selection with one option set to a quantity (0 drops it), other groups untouched. */
export function withQuantity(
  selection: Selection,
  groupId: number,
  optionId: number,
  quantity: number,
): Selection {
  const group = { ...selection[groupId], [optionId]: quantity };
  if (quantity === 0) delete group[optionId];
  return { ...selection, [groupId]: group };
}

/** The selection with one option as the only choice of its group (a radio). */
export function withOnly(selection: Selection, groupId: number, optionId: number): Selection {
  return { ...selection, [groupId]: { [optionId]: 1 } };
}

/** Nothing chosen, except a required single-choice group that has exactly one option. */
export function defaultSelection(item: Pick<Item, 'options'>): Selection {
  const selection: Record<number, Record<number, number>> = {};
  for (const group of item.options) {
    if (isSingleChoice(group) && group.option_options.length === 1) {
      selection[group.id] = { [group.option_options[0].id]: 1 };
    }
  }
  return selection;
}

/** The chosen options in the item's order of groups and choices (unknown ones are left out). */
function cartOptions(item: Pick<Item, 'options'>, selection: Selection): CartOption[] {
  return item.options.flatMap((group) =>
    group.option_options
      .filter((option) => quantityOf(selection, group.id, option.id) > 0)
      .map((option) => ({
        groupId: group.id,
        optionId: option.id,
        name: option.name,
        priceCents: toCents(option.price),
        quantity: quantityOf(selection, group.id, option.id),
        taxRate: option.tax_rate,
      })),
  );
}

/** Item id, options sorted by group then option id with their quantities, and the note. */
function lineIdOf(itemId: number, options: readonly CartOption[], note: string): string {
  const chosen = [...options]
    .sort((a, b) => a.groupId - b.groupId || a.optionId - b.optionId)
    .map((option) => `${option.groupId}.${option.optionId}x${option.quantity}`);
  // The note comes last, so whatever characters it holds cannot be mistaken for an option.
  return `${itemId};${chosen.join(',')};${note}`;
}

/**
 * The note as a line keeps it: trimmed, at most NOTE_MAX_LENGTH characters (UTF-16 units, as the
 * contract counts them). A cut between the two halves of an emoji drops the half left: the API
 * refuses a lone surrogate.
 */
export function cleanNote(note: string): string {
  const cut = note.trim().slice(0, NOTE_MAX_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/**
 * The cart line for the item with the selection, in cents. It does not check the selection:
 * callers ask `canAdd` first (the dialog also prices a selection still being built).
 */
export function toCartLine(
  item: Item,
  selection: Selection,
  quantity: number,
  note: string,
): CartLine {
  const options = cartOptions(item, selection);
  const cleaned = cleanNote(note);
  return {
    lineId: lineIdOf(item.item_id, options, cleaned),
    itemId: item.item_id,
    menuId: item.item_menu_id,
    categoryId: item.item_category_id,
    name: item.item_name,
    quantity,
    pickupPriceCents: toCents(item.item_price.price_pickup),
    deliveryPriceCents: toCents(item.item_price.price_delivery),
    taxRate: item.item_price.tax_rate,
    options,
    note: cleaned,
  };
}

/** The selection a cart line was built from, to edit it. */
export function selectionFromLine(line: Pick<CartLine, 'options'>): Selection {
  const selection: Record<number, Record<number, number>> = {};
  for (const option of line.options) {
    selection[option.groupId] = {
      ...selection[option.groupId],
      [option.optionId]: option.quantity,
    };
  }
  return selection;
}
