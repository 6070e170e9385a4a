import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@/lib/api/schemas';
import {
  DEFAULT_TAX,
  type CartLine,
  type OrderMode,
  type TaxConfig,
} from '@/lib/domain/cart-types';
import {
  lineTotalCents,
  lineUnitPriceCents,
  priceCart,
  type CartTotals,
  type PriceCartInput,
} from '@/lib/domain/pricing';
import {
  BIENVENUE5,
  DESSERT_OFFERT,
  PARIS,
  SEED_OFFERS,
  line,
  offer,
  option,
  seedLine,
  seedOffer,
  weekly,
} from './domain-cart-fixtures';

const EXCLUSIVE: TaxConfig = { ...DEFAULT_TAX, inclusive: false };
const NO_TAX: TaxConfig = { ...DEFAULT_TAX, enabled: false };
// Tuesday 2026-06-02 12:30 and Wednesday 2026-06-03 20:00 in Paris (summer time).
const TUESDAY_LUNCH = '2026-06-02T10:30:00Z';
const WEDNESDAY_EVENING = '2026-06-03T18:00:00Z';

describe('line prices', () => {
  const burger = seedLine(1, 2, [
    [201, 2],
    [107, 1],
  ]); // Crispy Classic, double cheddar (0,80 €) and miel-moutarde (0,50 €)
  it.each([
    ['unit price: pickup price + Σ option price × quantity', burger, 'pickup', 790 + 160 + 50],
    ['unit price: delivery price + Σ option price × quantity', burger, 'delivery', 840 + 160 + 50],
    ['unit price: no options', seedLine(33), 'pickup', 250],
  ] satisfies [string, CartLine, OrderMode, number][])('%s', (_rule, subject, mode, expected) => {
    expect(lineUnitPriceCents(subject, mode)).toBe(expected);
  });

  it.each([
    ['line total: unit price × quantity (pickup)', burger, 'pickup', 2000],
    ['line total: unit price × quantity (delivery)', burger, 'delivery', 2100],
    ['line total: quantity 0 costs nothing', line({ quantity: 0 }), 'pickup', 0],
  ] satisfies [string, CartLine, OrderMode, number][])('%s', (_rule, subject, mode, expected) => {
    expect(lineTotalCents(subject, mode)).toBe(expected);
  });
});

const cart = (fields: Partial<PriceCartInput>): PriceCartInput => ({
  lines: [],
  mode: 'pickup',
  offers: SEED_OFFERS.filter((o) => o.auto_apply === 'Yes'),
  deliveryFeeCents: 350,
  tax: DEFAULT_TAX,
  instant: new Date(WEDNESDAY_EVENING),
  timeZone: PARIS,
  ...fields,
});
const pct = (id: number, value: number, fields: Partial<Offer> = {}) =>
  offer({ id, type: 'percentage', value, ...fields });
const fixed = (id: number, value: number) => offer({ id, type: 'fixed_amount', value });

describe('priceCart', () => {
  const tendersX5 = seedLine(9, 2, [[101, 1]]);
  it.each([
    [
      'seed Tuesday lunch, pickup: BOGO tenders, -10 % on buckets, tax on what is paid',
      cart({ lines: [tendersX5, seedLine(15)], instant: new Date(TUESDAY_LUNCH) }),
      {
        subtotal: 3490,
        discount: 199,
        coupon: 0,
        delivery: 0,
        tax: 136 + 163,
        total: 3291,
        freeItems: [{ offerId: 2, itemId: 9, quantity: 2, priceCents: 0 }],
        appliedOfferIds: [2, 3],
      },
    ],
    [
      'seed Wednesday delivery from 30 €: free delivery, no BOGO off Tuesday',
      cart({ lines: [seedLine(17), seedLine(33, 2)], mode: 'delivery' }),
      {
        subtotal: 3190,
        discount: 259,
        coupon: 0,
        delivery: 0,
        tax: 212 + 31,
        total: 2931,
        freeItems: [],
        appliedOfferIds: [1, 3],
      },
    ],
    [
      // The fee is taxed with the order (ADR 34): (800 + 350) × 10/110 = 104,55 → 105.
      'seed delivery under 30 €: the delivery fee is due, and taxed',
      cart({ lines: [seedLine(9)], mode: 'delivery' }),
      { subtotal: 800, discount: 0, delivery: 350, tax: 105, total: 1150, appliedOfferIds: [] },
    ],
    [
      'coupon BIENVENUE5: counted inside discount and reported as coupon; tax on the paid share',
      cart({ lines: [seedLine(15), seedLine(25)], coupon: seedOffer(BIENVENUE5) }),
      {
        subtotal: 2280,
        discount: 699,
        coupon: 500,
        delivery: 0,
        tax: 124 + 20,
        total: 1581,
        appliedOfferIds: [3, 4],
      },
    ],
    [
      // Delivery: Crispy Classic 840 at 10 %, two cans 2 × 300 = 600 at 5,5 %, fee 350.
      // The fee pro rata of the amounts before tax: 840/1,1 = 763,64 and 600/1,055 = 568,72,
      // 350 × 763,64/1332,35 = 200,60 and 149,40: floors 200 and 149, the cent left to the
      // larger remainder (0,60): 201 and 149. 10 %: 1041 × 10/110 = 94,64 → 95, HT 946.
      // 5,5 %: 749 × 5,5/105,5 = 39,05 → 39, HT 710. Tax 95 + 39 = 134.
      'two rates and a delivery fee: the VAT of each rate adds up to the tax',
      cart({ lines: [seedLine(1), seedLine(33, 2)], mode: 'delivery', offers: [] }),
      {
        subtotal: 1440,
        delivery: 350,
        tax: 134,
        total: 1790,
        vatRates: [
          { rate: 550, ht: 710, vat: 39, ttc: 749 },
          { rate: 1000, ht: 946, vat: 95, ttc: 1041 },
        ],
      },
    ],
    [
      'coupon BIENVENUE5 under 20 €: no effect',
      cart({ lines: [seedLine(9), seedLine(25)], coupon: seedOffer(BIENVENUE5) }),
      { subtotal: 1040, discount: 0, coupon: 0, total: 1040, appliedOfferIds: [] },
    ],
    [
      "auto_apply 'No' in the offers list without the coupon entered: nothing",
      cart({ lines: [seedLine(15), seedLine(25)], offers: [seedOffer(BIENVENUE5)] }),
      { discount: 0, coupon: 0, appliedOfferIds: [] },
    ],
    [
      'coupon DESSERTOFFERT in the evening: a free cookie, 0 in coupon',
      cart({ lines: [seedLine(17), seedLine(25)], coupon: seedOffer(DESSERT_OFFERT) }),
      {
        subtotal: 2780,
        discount: 249,
        coupon: 0,
        tax: 204 + 26,
        total: 2531,
        freeItems: [{ offerId: 5, itemId: 40, quantity: 1, priceCents: 0 }],
        appliedOfferIds: [3, 5],
      },
    ],
    [
      'coupon DESSERTOFFERT at lunch: outside its hours',
      cart({
        lines: [seedLine(17), seedLine(25)],
        coupon: seedOffer(DESSERT_OFFERT),
        instant: new Date(TUESDAY_LUNCH),
      }),
      { freeItems: [], appliedOfferIds: [3] },
    ],
    [
      'coupon share is its marginal discount: 70 % auto + 50 % coupon capped at 100 %',
      cart({ lines: [line()], offers: [pct(1, 70)], coupon: pct(2, 50, { auto_apply: 'No' }) }),
      { discount: 1000, coupon: 300, total: 0, tax: 0 },
    ],
    [
      'coupon that is also automatic: still reported as its share',
      cart({ lines: [line()], offers: [pct(1, 10)], coupon: pct(1, 10) }),
      { discount: 100, coupon: 100, appliedOfferIds: [1] },
    ],
    [
      'total: tax exclusive is added',
      cart({ lines: [line()], offers: [], tax: EXCLUSIVE }),
      { subtotal: 1000, tax: 100, total: 1100 },
    ],
    [
      'total: tax inclusive is not added',
      cart({ lines: [line()], offers: [] }),
      { subtotal: 1000, tax: 91, total: 1000 },
    ],
    [
      'total: tax disabled',
      cart({ lines: [line()], offers: [], tax: NO_TAX }),
      { tax: 0, total: 1000 },
    ],
    [
      // Nothing paid for the lines: the fee at the default rate, 250 × 10/110 = 22,73 → 23.
      'discount never above the subtotal: 100 % then a fixed amount; delivery still due',
      cart({
        lines: [line()],
        offers: [pct(1, 100), fixed(2, 5)],
        mode: 'delivery',
        deliveryFeeCents: 250,
      }),
      { subtotal: 1100, discount: 1100, delivery: 250, tax: 23, total: 250 },
    ],
    [
      'discount never above the subtotal: a fixed amount larger than the cart',
      cart({ lines: [line()], offers: [fixed(1, 50)] }),
      { discount: 1000, total: 0, tax: 0 },
    ],
    [
      'fixed discount spread pro rata before tax (inclusive, 10 % and 20 % lines)',
      cart({ lines: [line(), line({ lineId: 'l2', taxRate: 20 })], offers: [fixed(1, 10)] }),
      { subtotal: 2000, discount: 1000, tax: 45 + 83, total: 1000 },
    ],
    [
      'fixed discount spread pro rata before tax (exclusive)',
      cart({
        lines: [line(), line({ lineId: 'l2', taxRate: 20 })],
        offers: [fixed(1, 10)],
        tax: EXCLUSIVE,
      }),
      { discount: 1000, tax: 50 + 100, total: 1150 },
    ],
    [
      'pickup: the delivery fee is ignored',
      cart({ lines: [line()], offers: [], deliveryFeeCents: 350 }),
      { delivery: 0, total: 1000 },
    ],
    [
      'a negative delivery fee counts as 0',
      cart({ lines: [line()], offers: [], mode: 'delivery', deliveryFeeCents: -100 }),
      { delivery: 0, total: 1100 },
    ],
    [
      'empty cart: everything 0, no offer applies',
      cart({ lines: [], mode: 'delivery', deliveryFeeCents: 0 }),
      {
        subtotal: 0,
        discount: 0,
        coupon: 0,
        delivery: 0,
        tax: 0,
        total: 0,
        freeItems: [],
        appliedOfferIds: [],
      },
    ],
    [
      'free items cost nothing and carry no tax',
      cart({ lines: [seedLine(8)], offers: [offer({ id: 1, type: 'buy_one_get_one' })] }),
      {
        subtotal: 490,
        tax: 45,
        total: 490,
        freeItems: [{ offerId: 1, itemId: 8, quantity: 1, priceCents: 0 }],
      },
    ],
    [
      'offer minimum checked against the subtotal before discounts',
      cart({
        lines: [line({ pickupPriceCents: 3000 })],
        offers: [pct(1, 50), fixed(2, 5)].map((o) => ({ ...o, minimum_amount: 30 })),
      }),
      { discount: 2000, appliedOfferIds: [1, 2] },
    ],
    [
      'offer hours: a lunch-only offer does not apply in the evening',
      cart({
        lines: [line()],
        offers: [pct(1, 10, { active_times: weekly(['wed'], '11:00', '14:30') })],
      }),
      { discount: 0, appliedOfferIds: [] },
    ],
  ] satisfies [string, PriceCartInput, Partial<CartTotals>][])('%s', (_rule, input, expected) => {
    expect(priceCart(input)).toMatchObject(expected);
  });
});

// ------------------------------------------------------------------ properties

const rate = fc.oneof(
  fc.constantFrom(null, 0, 2.1, 5.5, 10, 20),
  fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
);
const optionArb = fc.record({
  priceCents: fc.integer({ min: 0, max: 500 }),
  quantity: fc.integer({ min: 0, max: 3 }),
  taxRate: rate,
});
const lineArb = fc.record({
  itemId: fc.integer({ min: 1, max: 6 }),
  categoryId: fc.integer({ min: 1, max: 3 }),
  menuId: fc.integer({ min: 1, max: 2 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  pickupPriceCents: fc.integer({ min: 0, max: 5000 }),
  deliveryPriceCents: fc.integer({ min: 0, max: 5000 }),
  taxRate: rate,
  options: fc.array(optionArb, { maxLength: 3 }),
});
const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 });
const offerArb = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  type: fc.constantFrom<Offer['type']>(
    'percentage',
    'fixed_amount',
    'free_delivery',
    'free_item',
    'buy_one_get_one',
  ),
  value: fc.integer({ min: 0, max: 12_000 }).map((h) => h / 100),
  auto_apply: fc.constantFrom<Offer['auto_apply']>('Yes', 'No'),
  allow_repeat: fc.boolean(),
  delivery_pickup: fc.constantFrom<Offer['delivery_pickup']>('both', 'pickup', 'delivery'),
  minimum_amount: fc.integer({ min: 0, max: 60 }),
  items: ids,
  categories: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 1 }),
  menus: fc.array(fc.integer({ min: 1, max: 2 }), { maxLength: 1 }),
});
const inputArb = fc
  .record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    // Offer ids are unique in a restaurant's list.
    offers: fc.uniqueArray(offerArb, { maxLength: 6, selector: (o) => o.id }),
    couponIndex: fc.integer({ min: -1, max: 5 }),
    mode: fc.constantFrom<OrderMode>('pickup', 'delivery'),
    deliveryFeeCents: fc.integer({ min: 0, max: 1000 }),
    tax: fc.record({
      enabled: fc.boolean(),
      inclusive: fc.boolean(),
      defaultRate: rate.map((r) => r ?? 10),
    }),
    instant: fc.date({
      min: new Date('2026-01-01T00:00:00Z'),
      max: new Date('2027-01-01T00:00:00Z'),
      noInvalidDate: true,
    }),
  })
  .map(({ lines, offers, couponIndex, ...rest }): PriceCartInput => {
    const built = offers.map((fields) => offer(fields));
    return {
      ...rest,
      lines: lines.map((fields, i) =>
        line({ ...fields, lineId: `l${i}`, options: fields.options.map((o) => option(o)) }),
      ),
      offers: built,
      coupon: built[couponIndex] ?? null,
      timeZone: PARIS,
    };
  });

const figures = (t: CartTotals) => [t.subtotal, t.discount, t.coupon, t.delivery, t.tax, t.total];

describe('priceCart properties', () => {
  it('property: every figure is a non-negative integer number of cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        for (const cents of figures(priceCart(input))) {
          expect(Number.isInteger(cents) && cents >= 0).toBe(true);
        }
      }),
    );
  });

  it('property: discount never above the subtotal, coupon never above the discount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceCart(input);
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.coupon).toBeLessThanOrEqual(t.discount);
      }),
    );
  });

  it('property: total = subtotal + delivery − discount, plus tax when not inclusive', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceCart(input);
        const added = input.tax.inclusive ? 0 : t.tax;
        expect(t.total).toBe(t.subtotal + t.delivery - t.discount + added);
      }),
    );
  });

  it('property: the rates add up to the tax and the total; HT + VAT = TTC for each', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceCart(input);
        const sum = (key: 'vat' | 'ttc') => t.vatRates.reduce((acc, r) => acc + r[key], 0);
        expect(sum('vat')).toBe(t.tax);
        if (input.tax.enabled) expect(sum('ttc')).toBe(t.total);
        for (const r of t.vatRates) expect(r.ht + r.vat).toBe(r.ttc);
      }),
    );
  });

  it('property: tax included never exceeds the total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceCart({ ...input, tax: { ...input.tax, inclusive: true } });
        expect(t.tax).toBeLessThanOrEqual(t.total);
      }),
    );
  });

  it('property: prices do not depend on the order of the cart lines or offers', () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.lines], { minLength: input.lines.length }),
          ),
        ),
        ([input, shuffled]) => {
          const reordered = { ...input, lines: shuffled, offers: [...input.offers].reverse() };
          expect(priceCart(reordered)).toEqual(priceCart(input));
        },
      ),
    );
  });
});
