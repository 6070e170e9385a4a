/**
 * VAT by rate (lib/domain/vat.ts, docs/adr/0034), every figure worked out by hand in cents.
 * Prices include VAT: VAT = round(TTC × r / (1 + r)), half up; HT = TTC − VAT.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX, type CartLine, type TaxConfig } from '@/lib/domain/cart-types';
import {
  lineAmountsByRate,
  lineVatRates,
  vatByRate,
  type VatInput,
  type VatRate,
} from '@/lib/domain/vat';
import { line, option, seedLine } from './domain-cart-fixtures';

const EXCLUSIVE: TaxConfig = { ...DEFAULT_TAX, inclusive: false };
const at = (pickupPriceCents: number, taxRate: number | null, lineId = `${taxRate}`) =>
  line({ lineId, pickupPriceCents, taxRate });
const order = (
  lines: (CartLine | [CartLine, number])[],
  fields: Partial<Omit<VatInput, 'lines'>> = {},
): VatInput => ({
  lines: lines.map((entry) =>
    Array.isArray(entry)
      ? { line: entry[0], discountCents: entry[1] }
      : { line: entry, discountCents: 0 },
  ),
  fixedCents: 0,
  deliveryCents: 0,
  mode: 'pickup',
  tax: DEFAULT_TAX,
  ...fields,
});
const rate = (rate: number, ht: number, vat: number, ttc: number): VatRate => ({
  rate,
  ht,
  vat,
  ttc,
});

describe('lineAmountsByRate', () => {
  const subject = line({
    quantity: 2,
    options: [
      option({ priceCents: 50, quantity: 2 }),
      option({ optionId: 102, priceCents: 200, taxRate: 20 }),
    ],
  });
  it('item and options at their rates (an option without one takes the item’s), × quantity', () => {
    // 10 % (default): (10,00 € + 2 × 0,50 €) × 2 = 22,00 €; 20 %: 2,00 € × 2 = 4,00 €
    expect(lineAmountsByRate(subject, 'pickup', 10)).toEqual(
      new Map([
        [1000, 2200],
        [2000, 400],
      ]),
    );
    // delivery price 11,00 €: (11,00 + 1,00) × 2 = 24,00 €
    expect(lineAmountsByRate(subject, 'delivery', 10).get(1000)).toBe(2400);
    // the item's own rate, 5,5 %, for it and its option without a rate
    expect(lineAmountsByRate({ ...subject, taxRate: 5.5 }, 'pickup', 10).get(550)).toBe(2200);
  });

  it('names the rates a receipt shows: the item’s, then each option’s', () => {
    expect(lineVatRates(subject, 10)).toEqual({ item: 1000, options: [1000, 2000] });
    expect(lineVatRates({ ...subject, taxRate: 5.5 }, 10)).toEqual({
      item: 550,
      options: [550, 2000],
    });
  });
});

describe('vatByRate', () => {
  it.each([
    [
      // 1000 × 10/110 = 90,91 → 91; HT 1000 − 91 = 909
      'one line at 10 %',
      order([line()]),
      [rate(1000, 909, 91, 1000)],
    ],
    [
      // Crispy Classic 790 at 10 %: 790/11 = 71,82 → 72, HT 718.
      // Two Coca-Cola 2 × 250 = 500 at 5,5 %: 500 × 5,5/105,5 = 26,07 → 26, HT 474.
      'the demo: a burger at 10 %, two cans at 5,5 %',
      order([seedLine(1), seedLine(33, 2)]),
      [rate(550, 474, 26, 500), rate(1000, 718, 72, 790)],
    ],
    [
      // 20 % off the 10 € line only: 10 % carries 800 → 72,73 → 73, HT 727;
      // 5,5 % keeps 500 → 26,07 → 26, HT 474.
      'a percentage discount stays on its line’s rate',
      order([[at(1000, 10), 200], at(500, 5.5)]),
      [rate(550, 474, 26, 500), rate(1000, 727, 73, 800)],
    ],
    [
      // Item 900 at 10 %, option 300 at 20 %, 10 % off the line (120): 1080 shared 900:300,
      // 810 and 270 exactly. 20 %: 270 × 20/120 = 45, HT 225. 10 %: 810/11 = 73,64 → 74, HT 736.
      'a line’s discount spread over its item’s and option’s rates',
      order([
        [line({ pickupPriceCents: 900, options: [option({ priceCents: 300, taxRate: 20 })] }), 120],
      ]),
      [rate(1000, 736, 74, 810), rate(2000, 225, 45, 270)],
    ],
    [
      // 3 × 1000, 1 € off: 2900 / 3 = 966,67 each; floors 3 × 966 = 2898, 2 cents left, equal
      // remainders: to the higher rates first (20 %, then 10 %): 967, 967, 966.
      // 20 %: 967 × 20/120 = 161,17 → 161, HT 806. 10 %: 967/11 = 87,91 → 88, HT 879.
      // 5,5 %: 966 × 5,5/105,5 = 50,36 → 50, HT 916. Σ 806 + 879 + 916 + 161 + 88 + 50 = 2900.
      'a fixed discount over three rates: tied cents to the higher rates',
      order([at(1000, 20), at(1000, 10), at(1000, 5.5)], { fixedCents: 100 }),
      [rate(550, 916, 50, 966), rate(1000, 879, 88, 967), rate(2000, 806, 161, 967)],
    ],
    [
      // 700 at 10 % and 300 at 5,5 %, 1 cent off: 999 × 0,7 = 699,3 and 999 × 0,3 = 299,7:
      // the cent left goes to the larger remainder (0,7), 5,5 %: 699 and 300.
      // 10 %: 699/11 = 63,55 → 64, HT 635. 5,5 %: 300 × 5,5/105,5 = 15,64 → 16, HT 284.
      'a fixed discount: the cent left to the largest remainder',
      order([at(700, 10), at(300, 5.5)], { fixedCents: 1 }),
      [rate(550, 284, 16, 300), rate(1000, 635, 64, 699)],
    ],
    [
      // The same mirrored: 999 × 0,3 = 299,7 at 10 % takes the cent: 300 and 699.
      // 10 %: 300/11 = 27,27 → 27, HT 273. 5,5 %: 699 × 5,5/105,5 = 36,44 → 36, HT 663.
      'the largest remainder, whichever rate has it',
      order([at(300, 10), at(700, 5.5)], { fixedCents: 1 }),
      [rate(550, 663, 36, 699), rate(1000, 273, 27, 300)],
    ],
    [
      // One rate: the fee follows it. 800 + 350 = 1150 → 1150/11 = 104,55 → 105, HT 1045.
      'the delivery fee at the rate of a one-rate order',
      order([seedLine(9)], { mode: 'delivery', deliveryCents: 350 }),
      [rate(1000, 1045, 105, 1150)],
    ],
    [
      // HT 1000 at 10 % (1100) and HT 1000 at 5,5 % (1055): equal weights, 350 → 175 + 175.
      // 10 %: 1275/11 = 115,91 → 116, HT 1159. 5,5 %: 1230 × 5,5/105,5 = 64,12 → 64, HT 1166.
      // (Pro rata of the prices with tax, it would have been 178,65 and 171,35.)
      'the delivery fee pro rata of the amounts before tax',
      order([at(1100, 10), at(1055, 5.5)], { deliveryCents: 350 }),
      [rate(550, 1166, 64, 1230), rate(1000, 1159, 116, 1275)],
    ],
    [
      // 351 over equal weights: 175,5 each, the tied cent to 10 %: 176 and 175.
      // 10 %: 1276/11 = 116, HT 1160. 5,5 %: 1230 → 64, HT 1166.
      'a tied delivery cent to the higher rate',
      order([at(1100, 10), at(1055, 5.5)], { deliveryCents: 351 }),
      [rate(550, 1166, 64, 1230), rate(1000, 1160, 116, 1276)],
    ],
    [
      // Nothing paid (100 % off): the fee at the default rate, 250/11 = 22,73 → 23, HT 227.
      'a fee with nothing paid: the default rate',
      order([[line(), 1000]], { deliveryCents: 250 }),
      [rate(1000, 227, 23, 250)],
    ],
    [
      // No line at all, default rate 20 %: 600 × 20/120 = 100, HT 500.
      'a fee alone at a default rate of 20 %',
      order([], { deliveryCents: 600, tax: { ...DEFAULT_TAX, defaultRate: 20 } }),
      [rate(2000, 500, 100, 600)],
    ],
    [
      // A rate whose lines cost nothing after discounts is left out: only 5,5 % (500).
      'a rate left at 0 is not listed',
      order([[at(1000, 10), 1000], at(500, 5.5)]),
      [rate(550, 474, 26, 500)],
    ],
    [
      // A line of quantity 0 weighs nothing.
      'a line of nothing',
      order([line({ quantity: 0 }), at(500, 5.5)]),
      [rate(550, 474, 26, 500)],
    ],
    [
      // 3 × 20/120 = 0,5 → 1 (half up), HT 2.
      'half a cent rounds up',
      order([at(3, 20)]),
      [rate(2000, 2, 1, 3)],
    ],
    ['a rate of 0 %: no VAT', order([at(1000, 0)]), [rate(0, 1000, 0, 1000)]],
    [
      // Prices before tax: fee 300 pro rata 1000:500 = 200 and 100.
      // 10 %: 1200 × 10 % = 120, TTC 1320. 5,5 %: 600 × 5,5 % = 33, TTC 633.
      'prices before tax: VAT added, fee pro rata of the amounts',
      order([at(1000, 10), at(500, 5.5)], { deliveryCents: 300, tax: EXCLUSIVE }),
      [rate(550, 600, 33, 633), rate(1000, 1200, 120, 1320)],
    ],
    ['tax disabled: nothing', order([line()], { tax: { ...DEFAULT_TAX, enabled: false } }), []],
  ] satisfies [string, VatInput, VatRate[]][])('%s', (_case, input, expected) => {
    const breakdown = vatByRate(input);
    expect(breakdown.rates).toEqual(expected);
    const sums = expected.reduce(
      (acc, r) => ({ ht: acc.ht + r.ht, vat: acc.vat + r.vat, ttc: acc.ttc + r.ttc }),
      { ht: 0, vat: 0, ttc: 0 },
    );
    expect(breakdown).toMatchObject(sums);
  });

  it('amounts past exact float arithmetic stay exact', () => {
    // 50 × 21 474 836,47 € at 5,5 % and 50 × the same at 10 %, 1 cent off, fee 1 cent.
    const big = 2_147_483_647;
    const lines = [line({ pickupPriceCents: big, taxRate: 5.5, quantity: 50 }), at(big * 50, 10)];
    const { rates, ttc } = vatByRate(order(lines, { fixedCents: 1, deliveryCents: 1 }));
    expect(ttc).toBe(big * 100);
    for (const r of rates) expect(r.ht + r.vat).toBe(r.ttc);
    // Each rate carries half: 107 374 182 350 cents, less or plus the one cent of each split.
    expect(rates.map((r) => r.ttc).sort()).toEqual([107_374_182_350, 107_374_182_350]);
  });
});
