/**
 * What the applicable checkout offers give (docs/product.md#offer-effects), in integer cents. The
 * offers passed in are already eligible for the order (checkout-offers.ts); this module only reads
 * their scope, type and value.
 *
 * Rules chosen where the spec is silent:
 * - percentage: the percentages of every offer covering a line add up, capped at 100 %, and apply
 *   to the whole line (item and options, every unit); rounded once per line, half up.
 * - fixed_amount: each applicable offer is worth its value capped at what its covered lines still
 *   cost after percentages; the best one applies, once (a tie goes to the lowest id). An offer
 *   with no covered line gives nothing.
 * - free_delivery: zeroes the whole delivery amount (fee and flat charge) in delivery mode, once,
 *   when it covers at least one line; only the lowest id is reported.
 * - free_item: its `items` list names the gift, not the scope (the demo's "cookie or brownie"):
 *   the first listed item is given, quantity 1, once per offer; the offer's scope is its
 *   categories, else its menus, else the whole cart. An empty items list gives nothing.
 * - buy_one_get_one: each covered line adds a free copy of its item alone (options are not
 *   copied), quantity 1, or the line quantity when `allow_repeat`. A line is doubled by one offer
 *   only: the most generous (allow_repeat first), then the lowest id. Copies of the same item by
 *   the same offer are merged.
 * - allow_repeat matters only for buy_one_get_one: the spec fixes how often the other types
 *   apply (percentage on every unit, the rest once).
 * - An offer is reported as applied when it took effect; a result never depends on the order of
 *   the lines or of the offers.
 */
import type { Offer } from '@/lib/api/schemas';
import type { CartLine } from './cart-types';
import { offerCoversLine } from './checkout-offers';
import { toCents } from './money';

/** A free item of the order; the caller resolves its name from the menu. */
export interface FreeItem {
  offerId: number;
  itemId: number;
  quantity: number;
  priceCents: 0;
}

/** A cart line with its total in cents for the order mode, before discounts. */
export interface PricedLine {
  line: CartLine;
  totalCents: number;
}

export interface OfferEffects {
  /** Percentage discount of each line, in the order of the lines, each ≤ its line total. */
  percentCents: number[];
  /** The best fixed_amount discount, once. */
  fixedCents: number;
  freeDelivery: boolean;
  freeItems: FreeItem[];
  /** Ids of the offers that took effect, ascending. */
  appliedOfferIds: number[];
}

const FULL = 10_000; // 100 % in hundredths of a percent

/** What the eligible offers give to these lines (percentages, best fixed, gifts, free delivery). */
export function offerEffects(
  lines: readonly PricedLine[],
  eligible: readonly Offer[],
  mode: 'pickup' | 'delivery',
): OfferEffects {
  const offers = [...eligible].sort((a, b) => a.id - b.id);
  const applied = new Set<number>();
  const ofType = (type: Offer['type']) => offers.filter((offer) => offer.type === type);
  const percentCents = percentageDiscounts(lines, ofType('percentage'), applied);
  const fixedCents = bestFixedDiscount(lines, percentCents, ofType('fixed_amount'), applied);
  const freeDelivery =
    mode === 'delivery' && firstCovering(lines, ofType('free_delivery'), applied) !== null;
  const freeItems = [
    ...giftItems(lines, ofType('free_item'), applied),
    ...bogoCopies(lines, ofType('buy_one_get_one'), applied),
  ].sort((a, b) => a.offerId - b.offerId || a.itemId - b.itemId);
  const appliedOfferIds = [...applied].sort((a, b) => a - b);
  return { percentCents, fixedCents, freeDelivery, freeItems, appliedOfferIds };
}

const coversAny = (offer: Parameters<typeof offerCoversLine>[0], lines: readonly PricedLine[]) =>
  lines.some(({ line }) => offerCoversLine(offer, line));

function percentageDiscounts(
  lines: readonly PricedLine[],
  offers: readonly Offer[],
  applied: Set<number>,
): number[] {
  return lines.map(({ line, totalCents }) => {
    let hundredths = 0;
    for (const offer of offers) {
      if (!offerCoversLine(offer, line)) continue;
      hundredths += Math.round(offer.value * 100);
      applied.add(offer.id);
    }
    // Non-negative integers: Math.round of the exact quotient rounds half away from zero.
    return Math.round((totalCents * Math.min(hundredths, FULL)) / FULL);
  });
}

function bestFixedDiscount(
  lines: readonly PricedLine[],
  percentCents: readonly number[],
  offers: readonly Offer[],
  applied: Set<number>,
): number {
  let best: { id: number; cents: number } | null = null;
  for (const offer of offers) {
    if (!coversAny(offer, lines)) continue;
    const room = lines.reduce(
      (sum, { line, totalCents }, i) =>
        offerCoversLine(offer, line) ? sum + totalCents - percentCents[i] : sum,
      0,
    );
    const cents = Math.min(toCents(offer.value), room);
    if (best === null || cents > best.cents) best = { id: offer.id, cents };
  }
  if (best === null) return 0;
  applied.add(best.id);
  return best.cents;
}

function firstCovering(
  lines: readonly PricedLine[],
  offers: readonly Offer[],
  applied: Set<number>,
): Offer | null {
  const offer = offers.find((candidate) => coversAny(candidate, lines)) ?? null;
  if (offer) applied.add(offer.id);
  return offer;
}

function giftItems(
  lines: readonly PricedLine[],
  offers: readonly Offer[],
  applied: Set<number>,
): FreeItem[] {
  const gifts: FreeItem[] = [];
  for (const offer of offers) {
    // The items list is the gift, so the scope falls back to categories, then menus.
    if (offer.items.length === 0 || !coversAny({ ...offer, items: [] }, lines)) continue;
    gifts.push({ offerId: offer.id, itemId: offer.items[0], quantity: 1, priceCents: 0 });
    applied.add(offer.id);
  }
  return gifts;
}

function bogoCopies(
  lines: readonly PricedLine[],
  offers: readonly Offer[],
  applied: Set<number>,
): FreeItem[] {
  // Most generous first (allow_repeat), then lowest id: the first covering offer wins a line.
  const ranked = [...offers].sort((a, b) => Number(b.allow_repeat) - Number(a.allow_repeat));
  const copies = new Map<string, FreeItem>();
  for (const { line } of lines) {
    const offer = ranked.find((candidate) => offerCoversLine(candidate, line));
    const quantity = offer?.allow_repeat ? line.quantity : 1;
    if (!offer || line.quantity <= 0) continue;
    const key = `${offer.id}:${line.itemId}`;
    const copy = copies.get(key) ?? { offerId: offer.id, itemId: line.itemId, quantity: 0 };
    copies.set(key, { ...copy, quantity: copy.quantity + quantity, priceCents: 0 });
    applied.add(offer.id);
  }
  return [...copies.values()];
}
