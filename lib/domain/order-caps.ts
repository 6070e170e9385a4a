/**
 * The limits of one online order (settings `orders`, docs/product.md#order-limits): the largest
 * total and the most items; beyond, the restaurant wants a phone call. The storefront says so in
 * the cart, the server refuses.
 */
import type { OrderLimitsSettings } from '@/lib/api/schemas';
import type { CartLine } from './cart-types';
import { toCents } from './money';

export type CapBreach =
  | { kind: 'total'; maxCents: number; totalCents: number }
  | { kind: 'items'; max: number; count: number };

/** How many items the diner chose: the sum of the lines' quantities. */
export function itemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The limits the order goes beyond, the total first; empty when it is within both. */
export function orderCapBreaches(
  lines: readonly Pick<CartLine, 'quantity'>[],
  totalCents: number,
  limits: OrderLimitsSettings,
): CapBreach[] {
  const breaches: CapBreach[] = [];
  if (limits.max_total !== null) {
    const maxCents = toCents(limits.max_total);
    if (totalCents > maxCents) breaches.push({ kind: 'total', maxCents, totalCents });
  }
  const count = itemCount(lines);
  if (limits.max_items !== null && count > limits.max_items) {
    breaches.push({ kind: 'items', max: limits.max_items, count });
  }
  return breaches;
}
