/**
 * Cart prices, tax and totals (docs/product.md#money-and-tax): the one computation the storefront
 * shows and the server charges. Integer cents in and out; tax is summed as exact fractions and
 * rounded once per line.
 */
import type { Offer } from '@/lib/api/schemas';
import type { CartLine, OrderMode, TaxConfig } from './cart-types';
import { eligibleOffers } from './checkout-offers';
import { offerEffects, type FreeItem, type OfferEffects, type PricedLine } from './offer-effects';

/** The part of a line actually paid, as an exact fraction num/den of integers (1/1 without discounts). */
export interface PaidShare {
  num: number;
  den: number;
}

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
  total: number;
  freeItems: FreeItem[];
  appliedOfferIds: number[];
}

const WHOLE: PaidShare = { num: 1, den: 1 };
const PERCENT = 10_000; // 100 % in hundredths of a percent

/** Price of one unit of a line: the item's pickup or delivery price plus its options. */
export function lineUnitPriceCents(line: CartLine, mode: OrderMode): number {
  const base = mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents;
  return line.options.reduce((sum, option) => sum + option.priceCents * option.quantity, base);
}

/** Price of a whole line: its unit price times its quantity. */
export function lineTotalCents(line: CartLine, mode: OrderMode): number {
  return lineUnitPriceCents(line, mode) * line.quantity;
}

/** Line amounts in cents grouped by VAT rate in hundredths of a percent (10 % → 1000). */
function amountsByRate(line: CartLine, mode: OrderMode, defaultRate: number): Map<number, number> {
  const itemRate = line.taxRate ?? defaultRate;
  const byRate = new Map<number, number>();
  const add = (unitCents: number, rate: number) => {
    const key = Math.round(rate * 100);
    byRate.set(key, (byRate.get(key) ?? 0) + unitCents * line.quantity);
  };
  add(mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents, itemRate);
  for (const option of line.options) {
    add(option.priceCents * option.quantity, option.taxRate ?? itemRate);
  }
  return byRate;
}

/** Non-negative num/den rounded half away from zero, exactly (BigInt). */
function roundRatio(num: bigint, den: bigint): number {
  return Number((2n * num + den) / (2n * den));
}

/**
 * The same with plain numbers, exact while every product stays a safe integer (any realistic
 * cart: it keeps pricing fast); null when it would not, and BigInt takes over.
 */
function roundRatioSafe(num: number, den: number): number | null {
  const top = 2 * num + den;
  const bottom = 2 * den;
  if (!Number.isSafeInteger(top) || !Number.isSafeInteger(bottom + top)) return null;
  // Exact: with top + bottom below 2^53, the float quotient cannot round across an integer
  // (that would need bottom × (q + 1) > 2^53), so its floor is the integer quotient.
  return Math.floor(top / bottom);
}

/**
 * VAT of one line on the paid share of its price: included (amount × r / (100 + r)) or added
 * (amount × r / 100), exact over every component, rounded once.
 */
export function lineTaxCents(
  line: CartLine,
  mode: OrderMode,
  tax: TaxConfig,
  share: PaidShare = WHOLE,
): number {
  if (!tax.enabled || share.den === 0) return 0;
  const amounts = [...amountsByRate(line, mode, tax.defaultRate)];
  let num = 0;
  let den = 1;
  for (const [rate, cents] of amounts) {
    const rateDen = tax.inclusive ? PERCENT + rate : PERCENT;
    num = num * rateDen + cents * rate * den;
    den *= rateDen;
  }
  return roundRatioSafe(num * share.num, den * share.den) ?? exactLineTax(amounts, tax, share);
}

/** The same fraction in BigInt, for amounts too large for exact float arithmetic. */
function exactLineTax(amounts: [number, number][], tax: TaxConfig, share: PaidShare): number {
  let num = 0n;
  let den = 1n;
  for (const [hundredths, cents] of amounts) {
    const rate = BigInt(hundredths);
    const rateDen = BigInt(tax.inclusive ? PERCENT + hundredths : PERCENT);
    num = num * rateDen + BigInt(cents) * rate * den;
    den *= rateDen;
  }
  return roundRatio(num * BigInt(share.num), den * BigInt(share.den));
}

/** Σ percentage discounts + the fixed one, never above the subtotal. */
function discountOf(effects: OfferEffects, subtotal: number): number {
  const percent = effects.percentCents.reduce((sum, cents) => sum + cents, 0);
  return Math.min(subtotal, percent + effects.fixedCents);
}

/** Tax of every line on what it costs after its percentage and its share of the fixed discount. */
function cartTax(priced: readonly PricedLine[], effects: OfferEffects, input: PriceCartInput) {
  const rest = priced.map(({ totalCents }, i) => totalCents - effects.percentCents[i]);
  const afterPercent = rest.reduce((sum, cents) => sum + cents, 0);
  const afterFixed = afterPercent - effects.fixedCents;
  return priced.reduce((sum, { line, totalCents }, i) => {
    const share = { num: rest[i] * afterFixed, den: totalCents * afterPercent };
    return sum + lineTaxCents(line, input.mode, input.tax, share);
  }, 0);
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
  const tax = cartTax(priced, effects, input);
  return {
    subtotal,
    discount,
    coupon: couponCents,
    delivery,
    tax,
    total: subtotal + delivery - discount + (input.tax.inclusive ? 0 : tax),
    freeItems: effects.freeItems,
    appliedOfferIds: effects.appliedOfferIds,
  };
}
