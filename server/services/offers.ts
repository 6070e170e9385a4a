/**
 * Offers in the contract's shape. Coupon codes stay on the server: the public list holds only
 * automatic offers, and a coupon is found by its code (services/catalogue.ts) but never echoes
 * it back.
 */
import type { Offer } from '@/lib/api/schemas';
import { offers } from '../db/schema';
import { toEuros } from '@/lib/domain/money';

type OfferRow = typeof offers.$inferSelect;

export function toWireOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_active: row.isActive,
    active_times: row.activeTimes,
    auto_apply: row.autoApply ? 'Yes' : 'No',
    allow_repeat: row.allowRepeat,
    delivery_pickup: row.deliveryPickup,
    minimum_amount: toEuros(row.minimumAmountCents),
    menus: row.menus,
    categories: row.categories,
    items: row.items,
    type: row.type,
    value: row.valueHundredths / 100,
    once_per_customer: row.oncePerCustomer,
  };
}
