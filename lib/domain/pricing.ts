/**
 * Cart prices, tax and totals (docs/product.md#money-and-tax): the one computation the storefront
 * shows and the server charges. Integer cents in and out; the tax is the sum of the order's VAT
 * by rate (vat.ts), the delivery fee's included.
 */
import type { Offer } from '@/lib/api/schemas';
import type { CartLine, OrderMode, TaxConfig } from './cart-types';
import { eligibleOffers } from './checkout-offers';
import { offerEffects, type FreeItem, type OfferEffects } from './offer-effects';
import { vatByRate, type VatRate } from './vat';

export interface PriceCartInput {
  lines: readonly CartLine[];
  mode: OrderMode;
  /** Offers known to the caller (automatic ones; coupons among them apply only when entered). */
  offers: readonly Offer[];
  /** The offer behind the coupon the diner entered, once validated. */
  coupon?: Offer | null;
  /** Delivery fee for the located address (delivery.ts), ignored for pickup. */
  deliveryFeeCents: number;
  tax: TaxConfig;
  instant: Date;
  timeZone: string;
}

/** Totals in integer cents, as the Cart and the order payload carry them. */
export interface CartTotals {
  subtotal: number;
  discount: number;
  coupon: number;
  delivery: number;
  tax: number;
  /** The tax by rate, lowest rate first; its VAT adds up to `tax` (docs/adr/0034). */
  vatRates: VatRate[];
  total: number;
  freeItems: FreeItem[];
  appliedOfferIds: number[];
}

/** Price of one unit of a line: the item's pickup or delivery price plus its options. */
export function lineUnitPriceCents(line: CartLine, mode: OrderMode): number {
  const base = mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents;
  return line.options.reduce((sum, option) => sum + option.priceCents * option.quantity, base);
}

/** Price of a whole line: its unit price times its quantity. */
export function lineTotalCents(line: CartLine, mode: OrderMode): number {
  return lineUnitPriceCents(line, mode) * line.quantity;
}

/** Σ percentage discounts + the fixed one, never above the subtotal. */
function discountOf(effects: OfferEffects, subtotal: number): number {
  const percent = effects.percentCents.reduce((sum, cents) => sum + cents, 0);
  return Math.min(subtotal, percent + effects.fixedCents);
}

/** Every figure of the cart: subtotal, offers, coupon, delivery, tax, total and free items. */
export function priceCart(input: PriceCartInput): CartTotals {
  const { mode, coupon = null, instant, timeZone } = input;
  const priced = input.lines.map((line) => ({ line, totalCents: lineTotalCents(line, mode) }));
  const subtotal = priced.reduce((sum, { totalCents }) => sum + totalCents, 0);
  const order = { mode, subtotalCents: subtotal, couponId: coupon?.id ?? null, instant, timeZone };
  const eligible = eligibleOffers(coupon ? [...input.offers, coupon] : input.offers, order);
  const effects = offerEffects(priced, eligible, mode);
  const discount = discountOf(effects, subtotal);
  const withoutCoupon = eligible.filter((offer) => offer.id !== coupon?.id);
  const couponCents =
    withoutCoupon.length === eligible.length
      ? 0
      : discount - discountOf(offerEffects(priced, withoutCoupon, mode), subtotal);
  const delivery =
    mode === 'delivery' && !effects.freeDelivery ? Math.max(0, input.deliveryFeeCents) : 0;
  const vat = vatByRate({
    lines: priced.map(({ line }, i) => ({ line, discountCents: effects.percentCents[i] })),
    fixedCents: effects.fixedCents,
    deliveryCents: delivery,
    mode,
    tax: input.tax,
  });
  const tax = vat.vat;
  return {
    subtotal,
    discount,
    coupon: couponCents,
    delivery,
    tax,
    vatRates: vat.rates,
    total: subtotal + delivery - discount + (input.tax.inclusive ? 0 : tax),
    freeItems: effects.freeItems,
    appliedOfferIds: effects.appliedOfferIds,
  };
}
