/**
 * The quote (lib/domain/quote.ts): the order's instant and its two-pass price. Every expected
 * amount is worked out by hand in the comment beside it, from the demo delivery settings:
 * distance-based, 1,50 € + 0,50 €/km, up to 5 km, 15 € minimum with a 2,50 € flat charge below
 * it; prices include 10 % VAT, so the tax of a line is its price × 10/110, rounded to the cent.
 */
import { describe, expect, it } from 'vitest';
import type { DeliveryZone, Distance, Menu, RestaurantSettings } from '@/lib/api/schemas';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';
import type { CartTotals } from '@/lib/domain/pricing';
import {
  cartMenus,
  orderTiming,
  quoteCart,
  todayIn,
  type QuoteInput,
  type Schedule,
} from '@/lib/domain/quote';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import {
  BIENVENUE5,
  FREE_DELIVERY_30,
  line,
  offer,
  PARIS,
  seedOffer,
  weekly,
} from './domain-cart-fixtures';

// Wednesday 2026-06-03: 10:00, 12:30 and 20:00 in Paris (summer time, UTC+2).
const WEDNESDAY_MORNING = new Date('2026-06-03T08:00:00Z');
const WEDNESDAY_LUNCH = new Date('2026-06-03T10:30:00Z');
const WEDNESDAY_EVENING = new Date('2026-06-03T18:00:00Z');

const DELIVERY = RESTAURANT.features.delivery;
const withDelivery = (fields: Partial<typeof DELIVERY>): RestaurantSettings => ({
  ...RESTAURANT,
  features: { ...RESTAURANT.features, delivery: { ...DELIVERY, ...fields } },
});
const SMH: DeliveryZone = DELIVERY.zones[2]; // 3,50 €, 20 € minimum, 3 € flat charge

const at = (km: number): Distance => ({
  distance: km,
  duration: 10,
  unit: 'km',
  delivery_cost: null,
  formatted_address: '',
  address: '',
  address2: '',
  city: 'Grenoble',
  state: '',
  postal_code: '38000',
  country: 'France',
  lat: 45.19,
  lng: 5.72,
});

/** One line of 10 € pickup, 11 € delivery, `quantity` times; no offer, the demo settings. */
const input = (quantity: number, fields: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [line({ quantity })],
  mode: 'pickup',
  offers: [],
  coupon: null,
  settings: RESTAURANT,
  zone: null,
  distance: null,
  instant: WEDNESDAY_EVENING,
  ...fields,
});

/** Totals of an order at the one rate of these lines, 10 % included: HT = total − tax. */
const totals = (fields: Partial<CartTotals>): CartTotals => {
  const { total = 0, tax = 0 } = fields;
  return {
    subtotal: 0,
    discount: 0,
    coupon: 0,
    delivery: 0,
    tax,
    vatRates: total > 0 ? [{ rate: 1000, ht: total - tax, vat: tax, ttc: total }] : [],
    total,
    freeItems: [],
    appliedOfferIds: [],
    ...fields,
  };
};

describe('quoteCart: the two passes', () => {
  it.each([
    [
      // 2 × 10,00 € = 20,00 €; tax 2000 × 10/110 = 181,8 → 1,82 €; no fee for pickup.
      'pickup: no fee, no minimum',
      input(2),
      {
        totals: totals({ subtotal: 2000, tax: 182, total: 2000 }),
        fee: { ok: true, feeCents: 0, flatChargeCents: 0 },
        advance: { ok: true },
        minimumCents: 0,
        flatChargeCents: 0,
        minimumGapCents: 0,
      },
    ],
    [
      // 2 × 11,00 € = 22,00 € ≥ 15 € minimum; fee 1,50 € + 3 km × 0,50 € = 3,00 €;
      // total 22,00 + 3,00 = 25,00 €; tax, the fee's included: 2500 × 10/110 = 227,3 → 2,27 €.
      'delivery at 3 km above the minimum: the distance fee',
      input(2, { mode: 'delivery', distance: at(3) }),
      {
        totals: totals({ subtotal: 2200, delivery: 300, tax: 227, total: 2500 }),
        fee: { ok: true, feeCents: 300, flatChargeCents: 0 },
        advance: { ok: true },
        minimumCents: 1500,
        flatChargeCents: 250,
        minimumGapCents: 0,
      },
    ],
    [
      // 1 × 11,00 € lacks 4,00 € of the 15 € minimum: fee 3,00 € + 2,50 € flat = 5,50 €;
      // total 11,00 + 5,50 = 16,50 €; tax 1650 × 10/110 = 1,50 €.
      'delivery below the minimum: the flat charge joins the fee, taken from the first pass',
      input(1, { mode: 'delivery', distance: at(3) }),
      {
        totals: totals({ subtotal: 1100, delivery: 550, tax: 150, total: 1650 }),
        fee: { ok: true, feeCents: 550, flatChargeCents: 250 },
        advance: { ok: true },
        minimumCents: 1500,
        flatChargeCents: 250,
        minimumGapCents: 400,
      },
    ],
    [
      // No flat charge to make up for the 4,00 € missing: the diner cannot go on; fee 3,00 €,
      // total 11,00 + 3,00 = 14,00 €; tax 1400 × 10/110 = 127,3 → 1,27 €.
      'delivery below the minimum without a flat charge: no advance',
      input(1, { mode: 'delivery', distance: at(3), settings: withDelivery({ flat_charge: 0 }) }),
      {
        totals: totals({ subtotal: 1100, delivery: 300, tax: 127, total: 1400 }),
        fee: { ok: true, feeCents: 300, flatChargeCents: 0 },
        advance: { ok: false, reason: 'below_minimum', missingCents: 400, minimumCents: 1500 },
        minimumCents: 1500,
        flatChargeCents: 0,
        minimumGapCents: 400,
      },
    ],
    [
      // No address yet: no fee, the totals are the first pass's (11,00 €).
      'delivery without an address: no fee quoted yet',
      input(1, { mode: 'delivery' }),
      {
        totals: totals({ subtotal: 1100, tax: 100, total: 1100 }),
        fee: { ok: false, reason: 'no_distance' },
        advance: { ok: true },
        minimumCents: 1500,
        flatChargeCents: 250,
        minimumGapCents: 400,
      },
    ],
    [
      // 6 km is beyond the 5 km radius: no fee, 2 × 11,00 € = 22,00 €.
      'delivery too far: no fee, the reason said',
      input(2, { mode: 'delivery', distance: at(6) }),
      {
        totals: totals({ subtotal: 2200, tax: 200, total: 2200 }),
        fee: { ok: false, reason: 'too_far' },
        advance: { ok: true },
        minimumCents: 1500,
        flatChargeCents: 250,
        minimumGapCents: 0,
      },
    ],
    [
      // Delivery switched off: nothing to quote, no minimum shown, no way on.
      'delivery inactive',
      input(2, { mode: 'delivery', distance: at(3), settings: withDelivery({ active: false }) }),
      {
        totals: totals({ subtotal: 2200, tax: 200, total: 2200 }),
        fee: { ok: false, reason: 'inactive' },
        advance: { ok: false, reason: 'delivery_inactive' },
        minimumCents: 0,
        flatChargeCents: 0,
        minimumGapCents: 0,
      },
    ],
    [
      // Zone Saint-Martin-d'Hères: 2 × 11,00 € = 22,00 € ≥ its 20 € minimum; fee 3,50 €;
      // total 22,00 + 3,50 = 25,50 €; tax 2550 × 10/110 = 231,8 → 2,32 €.
      "zone-based delivery: the zone's fee and minimum",
      input(2, {
        mode: 'delivery',
        zone: SMH,
        settings: withDelivery({ calculation_type: 'zone_based' }),
      }),
      {
        totals: totals({ subtotal: 2200, delivery: 350, tax: 232, total: 2550 }),
        fee: { ok: true, feeCents: 350, flatChargeCents: 0 },
        advance: { ok: true },
        minimumCents: 2000,
        flatChargeCents: 300,
        minimumGapCents: 0,
      },
    ],
  ])('%s', (_rule, quoteInput, expected) => {
    const quote = quoteCart(quoteInput);
    expect(quote).toEqual({
      ...expected,
      mode: quoteInput.mode,
      tax: { enabled: true, inclusive: true, defaultRate: 10 },
      instant: quoteInput.instant,
      timeZone: PARIS,
    });
  });
});

describe('quoteCart: offers at the order instant', () => {
  const lunchOnly = offer({ id: 7, value: 10, active_times: weekly(['wed'], '11:00', '14:30') });
  it.each([
    [
      // 10 % of 2 × 10,00 € = 2,00 € off: total 18,00 €; tax 1800 × 10/110 = 163,6 → 1,64 €.
      'a lunch offer at lunch',
      input(2, { offers: [lunchOnly], instant: WEDNESDAY_LUNCH }),
      { subtotal: 2000, discount: 200, tax: 164, total: 1800, appliedOfferIds: [7] },
    ],
    [
      // The same cart in the evening: 20,00 €, tax 1,82 €.
      'the same offer in the evening',
      input(2, { offers: [lunchOnly] }),
      { subtotal: 2000, discount: 0, tax: 182, total: 2000, appliedOfferIds: [] },
    ],
    [
      // BIENVENUE5: 5,00 € off from 20 €: 20,00 − 5,00 = 15,00 €; tax 1500 × 10/110 = 136,4 → 1,36 €.
      'the coupon BIENVENUE5',
      input(2, { coupon: seedOffer(BIENVENUE5) }),
      { subtotal: 2000, discount: 500, coupon: 500, tax: 136, total: 1500, appliedOfferIds: [4] },
    ],
    [
      // 3 × 11,00 € = 33,00 € ≥ 30 €: free delivery wipes the 3,00 € fee; total 33,00 €,
      // tax 3300 × 10/110 = 3,00 €.
      'free delivery from 30 € in the second pass',
      input(3, { mode: 'delivery', distance: at(3), offers: [seedOffer(FREE_DELIVERY_30)] }),
      { subtotal: 3300, delivery: 0, tax: 300, total: 3300, appliedOfferIds: [1] },
    ],
  ])('%s', (_rule, quoteInput, expected) => {
    expect(quoteCart(quoteInput).totals).toMatchObject(expected);
  });
});

// Menus by hand: the carte delivers 19:00-19:30 and hands over 12:00-12:30 on Wednesdays; the
// other menu delivers 20:00-20:30 only.
const menu = (menu_id: number, time_ranges: Menu['time_ranges'], pickup: Menu['time_ranges']) =>
  ({
    menu_id,
    menu_name: `Carte ${menu_id}`,
    menu_description: '',
    menu_is_open: true,
    menu_is_available: true,
    active_times: {},
    time_ranges,
    pickup_time_ranges: pickup,
    categories: [],
  }) satisfies Menu;
const CARTE = menu(1, { wed: ['19:00-19:30'] }, { wed: ['12:00-12:30'] });
const SOIR = menu(2, { wed: ['20:00-20:30'] }, {});
// No slot dropped and no lead time, so the slots are exactly the ranges above.
const SETTINGS: RestaurantSettings = { ...RESTAURANT, scheduling: DEFAULT_SETTINGS.scheduling };

const sources = (now: Date, mode: 'pickup' | 'delivery' = 'delivery') => ({
  lines: [{ menuId: 1 }],
  menus: [CARTE, SOIR],
  mode,
  settings: SETTINGS,
  now,
});
const asap: Schedule = { scheduled: false, date: '', range: '' };
const slot = (range: string, date = '2026-06-03'): Schedule => ({ scheduled: true, date, range });

describe('orderTiming', () => {
  it.each([
    [
      'as soon as possible: now, today',
      asap,
      WEDNESDAY_MORNING,
      'delivery',
      null,
      false,
      WEDNESDAY_MORNING,
      '2026-06-03',
    ],
    [
      'as soon as possible keeps a date already picked',
      { ...asap, date: '2026-06-05' },
      WEDNESDAY_MORNING,
      'delivery',
      null,
      false,
      WEDNESDAY_MORNING,
      '2026-06-05',
    ],
    // 19:00 in Paris in June is 17:00 UTC.
    [
      'a delivery slot: its start',
      slot('19:00-19:30'),
      WEDNESDAY_MORNING,
      'delivery',
      '19:00-19:30',
      false,
      new Date('2026-06-03T17:00:00Z'),
      '2026-06-03',
    ],
    [
      'a slot without a date: today',
      slot('19:00-19:30', ''),
      WEDNESDAY_MORNING,
      'delivery',
      '19:00-19:30',
      false,
      new Date('2026-06-03T17:00:00Z'),
      '2026-06-03',
    ],
    // 12:00 in Paris is 10:00 UTC.
    [
      'a pickup slot: the pickup ranges',
      slot('12:00-12:30'),
      WEDNESDAY_MORNING,
      'pickup',
      '12:00-12:30',
      false,
      new Date('2026-06-03T10:00:00Z'),
      '2026-06-03',
    ],
    [
      'a pickup range is no delivery slot',
      slot('12:00-12:30'),
      WEDNESDAY_MORNING,
      'delivery',
      null,
      true,
      WEDNESDAY_MORNING,
      '2026-06-03',
    ],
    [
      'a slot of a menu the cart does not hold: gone',
      slot('20:00-20:30'),
      WEDNESDAY_MORNING,
      'delivery',
      null,
      true,
      WEDNESDAY_MORNING,
      '2026-06-03',
    ],
    [
      'a slot already started: gone, priced at now',
      slot('19:00-19:30'),
      new Date('2026-06-03T17:10:00Z'),
      'delivery',
      null,
      true,
      new Date('2026-06-03T17:10:00Z'),
      '2026-06-03',
    ],
  ] as const)('%s', (_rule, schedule, now, mode, value, slotGone, instant, date) => {
    const timing = orderTiming(schedule, sources(now, mode));
    expect(timing.slot?.value ?? null).toBe(value);
    expect(timing).toMatchObject({ slotGone, instant, date });
  });
});

describe('orderTiming: the booking horizon', () => {
  // Wednesday 3 June: the horizon of 7 days runs to Tuesday 9 June included.
  it.each([
    ['as soon as possible is never beyond it', asap, false, false],
    ['today', slot('19:00-19:30', '2026-06-03'), false, false],
    // Tuesday has no range in this menu: gone, but not for the horizon's sake.
    ['the last day of the horizon', slot('19:00-19:30', '2026-06-09'), true, false],
    // Next Wednesday has the 19:00 range, one day too far.
    ['the day after it', slot('19:00-19:30', '2026-06-10'), true, true],
    ['a date in 2099', slot('19:00-19:30', '2099-06-03'), true, true],
    ['yesterday', slot('19:00-19:30', '2026-06-02'), true, true],
  ] as const)('%s', (_rule, schedule, slotGone, beyondHorizon) => {
    expect(orderTiming(schedule, sources(WEDNESDAY_MORNING))).toMatchObject({
      slotGone,
      beyondHorizon,
    });
  });
});

describe('todayIn, cartMenus', () => {
  it.each([
    ['Wednesday morning in Paris', '2026-06-03T08:00:00Z', '2026-06-03'],
    // 22:30 UTC is 00:30 on Thursday in Paris: the restaurant's date, not the machine's.
    ['after midnight in Paris, before it in UTC', '2026-06-03T22:30:00Z', '2026-06-04'],
  ])('%s', (_label, now, date) => {
    expect(todayIn(new Date(now), PARIS)).toBe(date);
  });

  it("keeps the menus of the cart's lines, in the menus' order", () => {
    expect(cartMenus([{ menuId: 2 }, { menuId: 1 }, { menuId: 2 }], [CARTE, SOIR])).toEqual([
      CARTE,
      SOIR,
    ]);
    expect(cartMenus([{ menuId: 2 }], [CARTE, SOIR])).toEqual([SOIR]);
    expect(cartMenus([], [CARTE, SOIR])).toEqual([]);
  });
});
