/**
 * The shape of a demo catalogue item and the one rule that derives its picture and delivery
 * price: the slug names the picture in the storefront's public/menu-images/, and delivery costs
 * the pickup price plus packaging and courier handling (+0,50 € under 10 €, +1 € from 10 €), as
 * most Grenoble restaurants charge on delivery platforms. Prices are integer cents.
 */
import type { FoodFacts } from './food-facts';
import type { CatalogueOptionGroup } from './options';

export interface CatalogueItem extends FoodFacts {
  id: number;
  slug: string;
  categoryId: number;
  name: string;
  description: string;
  item_image: string;
  pricePickupCents: number;
  priceDeliveryCents: number;
  /** Null: the restaurant's default rate (10 %) applies. */
  taxRate: number | null;
  score: number;
  available: boolean;
  options: readonly CatalogueOptionGroup[];
}

type ItemInput = Omit<
  CatalogueItem,
  'item_image' | 'priceDeliveryCents' | 'taxRate' | 'available' | 'options'
> &
  Partial<Pick<CatalogueItem, 'taxRate' | 'available' | 'options'>>;

export function define(input: ItemInput): CatalogueItem {
  const surcharge = input.pricePickupCents >= 1000 ? 100 : 50;
  return {
    taxRate: null,
    available: true,
    options: [],
    ...input,
    item_image: `/menu-images/${input.slug}.webp`,
    priceDeliveryCents: input.pricePickupCents + surcharge,
  };
}
