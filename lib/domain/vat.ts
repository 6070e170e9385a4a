/**
 * An order's VAT by rate (docs/adr/0034-allergens-meat-origin-and-vat-by-rate.md): each line's
 * amounts at their rates less its percentage discount, the fixed discount spread over the rates,
 * the delivery fee over the rates in proportion to their amounts before tax; every share in whole
 * cents by largest remainder, so the rates add up to the order. Then per rate, rounded once:
 * VAT = TTC × r / (1 + r) when prices include it (HT × r otherwise), HT + VAT = TTC exactly.
 */
import type { CartLine, OrderMode, TaxConfig } from './cart-types';

/** One rate of an order, in cents; `rate` in hundredths of a percent (550 = 5,5 %). */
export interface VatRate {
  rate: number;
  ht: number;
  vat: number;
  ttc: number;
}

/** The rates that carry an amount, lowest first, and their sums. */
export interface VatBreakdown {
  rates: VatRate[];
  ht: number;
  vat: number;
  ttc: number;
}

export interface VatInput {
  /** Each line with the percentage discount taken off it, in cents (at most its total). */
  lines: readonly { line: CartLine; discountCents: number }[];
  /** The order-wide fixed discount, at most what the lines cost after their own. */
  fixedCents: number;
  deliveryCents: number;
  mode: OrderMode;
  tax: TaxConfig;
}

const PERCENT = 10_000n; // 100 % in hundredths of a percent

/** A percent rate (5.5) in hundredths of a percent (550). */
const hundredths = (rate: number) => Math.round(rate * 100);

/**
 * A line's rates in hundredths of a percent: its item's (else the default), and each option's
 * (its own, else the item's), in the order of its options.
 */
export function lineVatRates(
  line: Pick<CartLine, 'taxRate' | 'options'>,
  defaultRate: number,
): { item: number; options: number[] } {
  const itemRate = line.taxRate ?? defaultRate;
  return {
    item: hundredths(itemRate),
    options: line.options.map((option) => hundredths(option.taxRate ?? itemRate)),
  };
}

/** A line's amounts in cents by rate (hundredths of a percent): the item, then its options. */
export function lineAmountsByRate(
  line: CartLine,
  mode: OrderMode,
  defaultRate: number,
): Map<number, number> {
  const rates = lineVatRates(line, defaultRate);
  const byRate = new Map<number, number>();
  const add = (unitCents: number, rate: number) => {
    byRate.set(rate, (byRate.get(rate) ?? 0) + unitCents * line.quantity);
  };
  add(mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents, rates.item);
  line.options.forEach((option, i) => add(option.priceCents * option.quantity, rates.options[i]));
  return byRate;
}

/**
 * `total` cents in proportion to `weights` (not all 0) by largest remainder: each share its
 * floor, then a cent more to the largest remainders, ties to the first (callers list the
 * highest rate first, so a tied cent is taxed at the higher rate).
 */
function allocate(total: number, weights: readonly bigint[]): number[] {
  if (weights.length === 1) return [total];
  const sum = weights.reduce((a, b) => a + b, 0n);
  const whole = BigInt(total);
  const floors = weights.map((weight) => (whole * weight) / sum);
  const remainders = weights.map((weight, i) => whole * weight - floors[i] * sum);
  const shares = floors.map(Number);
  const left = total - shares.reduce((a, b) => a + b, 0);
  const order = shares.map((_, i) => i);
  order.sort((a, b) =>
    remainders[a] === remainders[b] ? a - b : remainders[a] > remainders[b] ? -1 : 1,
  );
  for (const i of order.slice(0, left)) shares[i] += 1;
  return shares;
}

/** Adds `cents` split over the rates in proportion to `weights` (rate → weight) into `into`. */
function spread(into: Map<number, number>, cents: number, weights: Map<number, bigint>) {
  const rates = [...weights.keys()].sort((a, b) => b - a);
  const shares = allocate(
    cents,
    rates.map((rate) => weights.get(rate)!),
  );
  rates.forEach((rate, i) => into.set(rate, (into.get(rate) ?? 0) + shares[i]));
}

const asWeights = (amounts: Map<number, number>) =>
  new Map([...amounts].map(([rate, cents]) => [rate, BigInt(cents)]));

const sum = (amounts: Map<number, number>) => [...amounts.values()].reduce((a, b) => a + b, 0);

/** What each rate costs after the discounts, in cents. */
function paidByRate(input: VatInput): Map<number, number> {
  const afterLines = new Map<number, number>();
  for (const { line, discountCents } of input.lines) {
    const amounts = lineAmountsByRate(line, input.mode, input.tax.defaultRate);
    const gross = sum(amounts);
    if (gross > 0) spread(afterLines, gross - discountCents, asWeights(amounts));
  }
  const total = sum(afterLines);
  if (total === 0) return afterLines;
  const paid = new Map<number, number>();
  spread(paid, total - input.fixedCents, asWeights(afterLines));
  return paid;
}

/**
 * The delivery fee's share of each rate: in proportion to the rates' amounts before tax (the fee
 * is an accessory of the sale, CGI art. 267 I-2°); all at the default rate when nothing is paid.
 */
function deliveryByRate(paid: Map<number, number>, input: VatInput): Map<number, number> {
  const fee = new Map<number, number>();
  if (input.deliveryCents === 0) return fee;
  if (sum(paid) === 0) return fee.set(hundredths(input.tax.defaultRate), input.deliveryCents);
  // Before tax, rate r's amount is paid × 1 / (1 + r): over a common denominator, its weight is
  // paid × Π (1 + s) for every other rate s. Prices before tax weigh as they are.
  const factor = (rate: number) => (input.tax.inclusive ? PERCENT + BigInt(rate) : 1n);
  const weights = new Map<number, bigint>();
  for (const [rate, cents] of paid) {
    const others = [...paid.keys()].filter((other) => other !== rate).map(factor);
    weights.set(
      rate,
      others.reduce((a, b) => a * b, BigInt(cents)),
    );
  }
  spread(fee, input.deliveryCents, weights);
  return fee;
}

/** round(amount × rate / denominator), half up, exactly. */
function roundedShare(amount: number, rate: bigint, denominator: bigint): number {
  return Number((2n * BigInt(amount) * rate + denominator) / (2n * denominator));
}

/** The VAT of an order by rate, and its sums; nothing when tax is disabled. */
export function vatByRate(input: VatInput): VatBreakdown {
  const breakdown: VatBreakdown = { rates: [], ht: 0, vat: 0, ttc: 0 };
  if (!input.tax.enabled) return breakdown;
  const paid = paidByRate(input);
  const fee = deliveryByRate(paid, input);
  const rates = [...new Set([...paid.keys(), ...fee.keys()])].sort((a, b) => a - b);
  for (const rate of rates) {
    const base = (paid.get(rate) ?? 0) + (fee.get(rate) ?? 0);
    if (base === 0) continue;
    const r = BigInt(rate);
    const { inclusive } = input.tax;
    const vat = roundedShare(base, r, inclusive ? PERCENT + r : PERCENT);
    const entry = inclusive
      ? { rate, ht: base - vat, vat, ttc: base }
      : { rate, ht: base, vat, ttc: base + vat };
    breakdown.rates.push(entry);
    breakdown.ht += entry.ht;
    breakdown.vat += entry.vat;
    breakdown.ttc += entry.ttc;
  }
  return breakdown;
}
