/**
 * What the applicable checkout offers give, in integer cents (docs/product.md#offer-effects). The
 * offers passed in are already eligible (checkout-offers.ts); this module reads only their scope,
 * type and value. Ties go to the lowest id, so no result depends on the order of lines or offers.
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
