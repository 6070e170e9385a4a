/**
 * The cart as the domain sees it: what the storefront stores, what the order payload carries
 * and what the server recomputes. Money is integer cents everywhere in here.
 */

export type OrderMode = 'pickup' | 'delivery';

/** One chosen option of a line (an `option_options` entry with quantity > 0). */
export interface CartOption {
  groupId: number;
  optionId: number;
  name: string;
  /** Price of one unit of this option, in cents. */
  priceCents: number;
  quantity: number;
  /** Percent, null = the item's rate (then the default rate). */
  taxRate: number | null;
}

/** One line of the cart: an item with its options, note and quantity. */
export interface CartLine {
  /** Stable id of the line in the cart (the same item with other options is another line). */
  lineId: string;
  itemId: number;
  menuId: number;
  categoryId: number;
  name: string;
  quantity: number;
  /** Unit prices of the item alone, in cents. */
  pickupPriceCents: number;
  deliveryPriceCents: number;
  /** Percent, null = the default rate. */
  taxRate: number | null;
  options: CartOption[];
  note: string;
}

/** Tax configuration of the restaurant (docs/product.md#tax: enabled, inclusive, default 10 %). */
export interface TaxConfig {
  enabled: boolean;
  inclusive: boolean;
  defaultRate: number;
}

/** Most units of one line a diner can order (the server refuses more). */
export const MAX_LINE_QUANTITY = 50;

export const DEFAULT_TAX: TaxConfig = { enabled: true, inclusive: true, defaultRate: 10 };
