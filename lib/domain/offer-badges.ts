/**
 * Offer badges on the menu (docs/product.md#offer-badges), from the public offers list.
 * The domain names the badge kind and its value; the UI words it in French from messages.
 */
import type { Offer, OfferType } from '@/lib/api/schemas';

/** What the badge logic needs of an offer and of an item. */
export type BadgeOffer = Pick<Offer, 'is_active' | 'type' | 'value' | 'items' | 'categories'>;
export interface BadgeItem {
  item_id: number;
  item_category_id: number;
}

/**
 * Item badge priority (docs/product.md#offer-badges): BOGO, percentage, fixed amount, free item,
 * anything else.
 */
const PRIORITY: readonly OfferType[] = [
  'buy_one_get_one',
  'percentage',
  'fixed_amount',
  'free_item',
];
const rank = (type: string) => {
  const index = PRIORITY.indexOf(type as OfferType);
  return index === -1 ? PRIORITY.length : index;
};

export type BadgeKind = 'bogo' | 'percentage' | 'fixed_amount' | 'free_item' | 'offer';
const KIND: Record<string, BadgeKind> = {
  buy_one_get_one: 'bogo',
  percentage: 'percentage',
  fixed_amount: 'fixed_amount',
  free_item: 'free_item',
};

export interface Badge {
  kind: BadgeKind;
  /** Percent for `percentage`, euros for `fixed_amount`, else 0. */
  value: number;
}

/** Whether an offer covers an item: never when inactive; its item list, else its category list. */
export function offerAppliesToItem(offer: BadgeOffer, item: BadgeItem): boolean {
  if (!offer.is_active) return false;
  if (offer.items.length > 0) return offer.items.includes(item.item_id);
  if (offer.categories.length > 0) return offer.categories.includes(item.item_category_id);
  return false;
}

/** The offer an item shows, by type priority (the first listed wins a tie), or null. */
export function itemOffer<T extends BadgeOffer>(offers: readonly T[], item: BadgeItem): T | null {
  let best: T | null = null;
  for (const offer of offers) {
    if (offerAppliesToItem(offer, item) && (best === null || rank(offer.type) < rank(best.type))) {
      best = offer;
    }
  }
  return best;
}

/** The badge of an item ('BOGO', '{value}% OFF', '{value} OFF', 'FREE ITEM', 'OFFER'), or null. */
export function itemBadge(offers: readonly BadgeOffer[], item: BadgeItem): Badge | null {
  const offer = itemOffer(offers, item);
  return offer ? toBadge(offer) : null;
}

function toBadge(offer: BadgeOffer): Badge {
  const kind = KIND[offer.type] ?? 'offer';
  return { kind, value: kind === 'percentage' || kind === 'fixed_amount' ? offer.value : 0 };
}

/** Whether an active offer covers one of the items, or the category itself when it lists no items. */
function coversCategory(offer: BadgeOffer, categoryId: number, items: readonly BadgeItem[]) {
  if (!offer.is_active) return false;
  if (offer.items.length === 0) return offer.categories.includes(categoryId);
  return items.some((item) => offer.items.includes(item.item_id));
}

/** How many of the category's items an active offer covers. */
export function categoryOfferCount(
  offers: readonly BadgeOffer[],
  items: readonly BadgeItem[],
): number {
  return items.filter((item) => offers.some((offer) => offerAppliesToItem(offer, item))).length;
}

/** The category badge: BOGO, % OFF, $ OFF, FREE, else OFFERS; null without offers. */
export function categoryBadge(
  offers: readonly BadgeOffer[],
  categoryId: number,
  items: readonly BadgeItem[],
): BadgeKind | null {
  const covering = offers.filter((offer) => coversCategory(offer, categoryId, items));
  if (covering.length === 0) return null;
  const best = covering.reduce((a, b) => (rank(b.type) < rank(a.type) ? b : a));
  return KIND[best.type] ?? 'offer';
}
