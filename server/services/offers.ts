/**
 * Offers in the contract's shape. Coupon codes stay in the database: the public list holds only
 * automatic offers, and a coupon is found by its code but never echoes it back.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Offer } from '@/lib/api/schemas';
import type { Database } from '../db/client';
import { offers } from '../db/schema';
import { isOfferActiveAt } from '@/lib/domain/checkout-offers';
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
  };
}

/**
 * The automatic offers that apply at this instant (weekday and hours in the restaurant's zone,
 * by the same `lib/domain` rule the cart and the checkout use): a badge never promises an
 * offer the cart would not grant.
 */
export async function listAutomaticOffers(
  db: Database,
  instant: Date,
  timeZone: string,
): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), eq(offers.autoApply, true)))
    .orderBy(asc(offers.id));
  return rows.map(toWireOffer).filter((offer) => isOfferActiveAt(offer, instant, timeZone));
}

/** The active offer behind a coupon code (case-insensitive), or null. */
export async function findCoupon(db: Database, code: string): Promise<Offer | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), sql`upper(${offers.code}) = ${code.toUpperCase()}`));
  return row ? toWireOffer(row) : null;
}
