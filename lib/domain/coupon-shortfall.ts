/**
 * Why a validated coupon gives nothing right now, from the same rules pricing uses
 * (docs/product.md#coupons), so the reason shown is the reason it failed.
 */
import type { Offer } from '@/lib/api/schemas';
import type { OrderMode } from './cart-types';
import { isOfferActiveAt, meetsMinimumAmount, offerFitsMode } from './checkout-offers';
import { toCents } from './money';
import type { Quote } from './quote';

export type CouponShortfall =
  | { reason: 'mode'; only: OrderMode }
  | { reason: 'minimum'; minimumCents: number }
  | { reason: 'time' }
  | { reason: 'scope' };

/** Null when the coupon took effect; otherwise the first unmet condition. */
export function couponShortfall(
  offer: Offer,
  quote: Pick<Quote, 'totals' | 'mode' | 'instant' | 'timeZone'>,
): CouponShortfall | null {
  const { totals, mode, instant, timeZone } = quote;
  if (totals.appliedOfferIds.includes(offer.id)) return null;
  if (!offerFitsMode(offer, mode)) {
    return { reason: 'mode', only: offer.delivery_pickup === 'pickup' ? 'pickup' : 'delivery' };
  }
  // Free delivery has nothing to give to a pickup order, whatever its mode setting says.
  if (offer.type === 'free_delivery' && mode === 'pickup')
    return { reason: 'mode', only: 'delivery' };
  if (!meetsMinimumAmount(offer, totals.subtotal)) {
    return { reason: 'minimum', minimumCents: toCents(offer.minimum_amount) };
  }
  if (!isOfferActiveAt(offer, instant, timeZone)) return { reason: 'time' };
  return { reason: 'scope' };
}
