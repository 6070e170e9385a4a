import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@/lib/api/schemas';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import {
  eligibleOffers,
  isOfferActiveAt,
  isOfferClaimed,
  meetsMinimumAmount,
  offerCoversLine,
  offerFitsMode,
  type OfferOrder,
} from '@/lib/domain/checkout-offers';
import { offerEffects, type OfferEffects } from '@/lib/domain/offer-effects';
import { lineTotalCents } from '@/lib/domain/pricing';
import {
  BIENVENUE5,
  BUCKETS_10_PERCENT,
  DESSERT_OFFERT,
  FREE_DELIVERY_30,
  PARIS,
  SEED_OFFERS,
  TUESDAY_TENDERS_BOGO,
  line,
  offer,
  option,
  seedLine,
  seedOffer,
  weekly,
} from './domain-cart-fixtures';

const ALL_WEEK = offer().active_times.days;
const dessert = seedOffer(DESSERT_OFFERT);
const tuesdayTenders = seedOffer(TUESDAY_TENDERS_BOGO);
const fridayNight = offer({ active_times: weekly(['fri'], '22:00', '02:00') });
const sundayTwoAm = offer({ active_times: weekly(['sun'], '02:00', '03:00') });
const saturdayLate = offer({ active_times: weekly(['sat'], '22:00', '03:00') });
const sundayAllDay = offer({ active_times: weekly(['sun'], '00:00', '24:00') });

describe('isOfferActiveAt', () => {
  it.each([
    ['is_active false never applies', offer({ is_active: false }), '2026-06-01T10:00:00Z', false],
    // Seed "Dessert offert", every day 18:00-24:00 (summer time, UTC+2)
    ['window start is inclusive: 18:00', dessert, '2026-06-01T16:00:00Z', true],
    ['before the window: 17:59', dessert, '2026-06-01T15:59:00Z', false],
    ['"24:00" runs to midnight: 23:59', dessert, '2026-06-01T21:59:00Z', true],
    ['window end is exclusive: 00:00', dessert, '2026-06-01T22:00:00Z', false],
    // Seed "Mardi Tenders", Tuesday all day: the weekday is the restaurant's, not UTC's
    ['weekday: Tuesday 12:00', tuesdayTenders, '2026-06-02T10:00:00Z', true],
    ['weekday: Monday is not listed', tuesdayTenders, '2026-06-01T10:00:00Z', false],
    [
      'weekday in the zone: Tuesday 00:30 Paris is Monday UTC',
      tuesdayTenders,
      '2026-06-01T22:30:00Z',
      true,
    ],
    [
      'weekday in the zone: Wednesday 00:00 Paris is Tuesday UTC',
      tuesdayTenders,
      '2026-06-02T22:00:00Z',
      false,
    ],
    ['year ignored: a Tuesday of 2031', tuesdayTenders, '2031-06-03T10:00:00Z', true],
    ['year ignored: a Tuesday of 2019', tuesdayTenders, '2019-01-01T10:00:00Z', true],
    // end < start crosses midnight; the window belongs to the listed day
    ['midnight crossing: Friday 22:00', fridayNight, '2026-06-05T20:00:00Z', true],
    ['midnight crossing: Friday 23:59', fridayNight, '2026-06-05T21:59:00Z', true],
    [
      'midnight crossing: Saturday 01:59 is Friday night',
      fridayNight,
      '2026-06-05T23:59:00Z',
      true,
    ],
    ['midnight crossing: Saturday 02:00 ends it', fridayNight, '2026-06-06T00:00:00Z', false],
    [
      'midnight crossing: Friday 01:00 belongs to Thursday',
      fridayNight,
      '2026-06-04T23:00:00Z',
      false,
    ],
    ['midnight crossing: Saturday 22:00 is not listed', fridayNight, '2026-06-06T20:00:00Z', false],
    // start == end is an empty window
    [
      'start == end never applies: 12:00-12:00 at 12:00',
      offer({ active_times: weekly(ALL_WEEK, '12:00', '12:00') }),
      '2026-06-01T10:00:00Z',
      false,
    ],
    [
      'start == end never applies: 00:00-00:00 at 15:00',
      offer({ active_times: weekly(ALL_WEEK, '00:00', '00:00') }),
      '2026-06-01T13:00:00Z',
      false,
    ],
    // Spring change, Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00Z
    ['DST spring: 18:00 CEST opens the dessert offer', dessert, '2026-03-29T16:00:00Z', true],
    [
      'DST spring: 17:59 CEST (18:59 with the winter offset)',
      dessert,
      '2026-03-29T15:59:00Z',
      false,
    ],
    [
      'DST spring: 01:59 CET, before a 02:00-03:00 window',
      sundayTwoAm,
      '2026-03-29T00:59:00Z',
      false,
    ],
    [
      'DST spring: 03:00 CEST, the 02:00-03:00 window never happened',
      sundayTwoAm,
      '2026-03-29T01:00:00Z',
      false,
    ],
    [
      'DST spring: Saturday 22:00-03:00 still on at 01:30 CET',
      saturdayLate,
      '2026-03-29T00:30:00Z',
      true,
    ],
    [
      'DST spring: Saturday 22:00-03:00 over at 03:00 CEST',
      saturdayLate,
      '2026-03-29T01:00:00Z',
      false,
    ],
    ['DST spring: whole Sunday from 00:00 CET', sundayAllDay, '2026-03-28T23:00:00Z', true],
    ['DST spring: whole Sunday until 23:59 CEST', sundayAllDay, '2026-03-29T21:59:00Z', true],
    ['DST spring: Monday 00:00 CEST', sundayAllDay, '2026-03-29T22:00:00Z', false],
    // Autumn change, Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00Z
    ['DST autumn: 02:30 CEST, first pass', sundayTwoAm, '2026-10-25T00:30:00Z', true],
    ['DST autumn: 02:30 CET, the repeated hour', sundayTwoAm, '2026-10-25T01:30:00Z', true],
    ['DST autumn: 03:00 CET ends it', sundayTwoAm, '2026-10-25T02:00:00Z', false],
    ['DST autumn: 01:59 CEST, before it', sundayTwoAm, '2026-10-24T23:59:00Z', false],
    ['DST autumn: 18:00 CET opens the dessert offer', dessert, '2026-10-25T17:00:00Z', true],
    [
      'DST autumn: 17:59 CET (18:59 with the summer offset)',
      dessert,
      '2026-10-25T16:59:00Z',
      false,
    ],
    [
      'DST autumn: Saturday 22:00-03:00 on at 02:59 CET',
      saturdayLate,
      '2026-10-25T01:59:00Z',
      true,
    ],
    [
      'DST autumn: Saturday 22:00-03:00 over at 03:00 CET',
      saturdayLate,
      '2026-10-25T02:00:00Z',
      false,
    ],
  ] satisfies [string, Offer, string, boolean][])('%s', (_rule, subject, iso, expected) => {
    expect(isOfferActiveAt(subject, new Date(iso), PARIS)).toBe(expected);
  });

  it('reads the weekday and time in the zone it is given', () => {
    // 12:00 UTC on Tuesday 2026-06-02 is still Tuesday in Paris, Wednesday in Auckland.
    expect(
      isOfferActiveAt(tuesdayTenders, new Date('2026-06-02T12:00:00Z'), 'Pacific/Auckland'),
    ).toBe(false);
    expect(isOfferActiveAt(tuesdayTenders, new Date('2026-06-02T12:00:00Z'), PARIS)).toBe(true);
  });
});

describe('offer applicability to an order', () => {
  it.each([
    ['delivery_pickup both: pickup', 'both', 'pickup', true],
    ['delivery_pickup both: delivery', 'both', 'delivery', true],
    ['delivery_pickup pickup: pickup', 'pickup', 'pickup', true],
    ['delivery_pickup pickup: not delivery', 'pickup', 'delivery', false],
    ['delivery_pickup delivery: delivery', 'delivery', 'delivery', true],
    ['delivery_pickup delivery: not pickup', 'delivery', 'pickup', false],
  ] satisfies [string, Offer['delivery_pickup'], OrderMode, boolean][])(
    '%s',
    (_rule, deliveryPickup, mode, expected) => {
      expect(offerFitsMode(offer({ delivery_pickup: deliveryPickup }), mode)).toBe(expected);
    },
  );

  it.each([
    ['minimum_amount: 29,99 € is below 30 €', 30, 2999, false],
    ['minimum_amount: exactly 30 € reaches it', 30, 3000, true],
    ['minimum_amount: above', 30, 3001, true],
    ['minimum_amount: 0 always reached', 0, 0, true],
    ['minimum_amount: euros read without float noise (19,99 €)', 19.99, 1999, true],
  ])('%s', (_rule, minimum, subtotal, expected) => {
    expect(meetsMinimumAmount(offer({ minimum_amount: minimum }), subtotal)).toBe(expected);
  });

  it.each([
    ["auto_apply 'Yes' applies by itself", 'Yes', null, true],
    ["auto_apply 'Yes' also applies with another coupon", 'Yes', 7, true],
    ["auto_apply 'No' needs the coupon", 'No', null, false],
    ["auto_apply 'No' applies as the coupon entered", 'No', 100, true],
    ["auto_apply 'No' with another coupon", 'No', 7, false],
  ] satisfies [string, Offer['auto_apply'], number | null, boolean][])(
    '%s',
    (_rule, autoApply, couponId, expected) => {
      expect(isOfferClaimed(offer({ id: 100, auto_apply: autoApply }), couponId)).toBe(expected);
    },
  );

  // Tuesday 2026-06-02 at 19:00 in Paris: every demo offer's window is open.
  const order = (fields: Partial<OfferOrder> = {}): OfferOrder => ({
    mode: 'delivery',
    subtotalCents: 3000,
    couponId: null,
    instant: new Date('2026-06-02T17:00:00Z'),
    timeZone: PARIS,
    ...fields,
  });

  it.each([
    ['seed free delivery from 30 €: delivery, 30 €', FREE_DELIVERY_30, order(), true],
    ['seed free delivery: not for pickup', FREE_DELIVERY_30, order({ mode: 'pickup' }), false],
    [
      'seed free delivery: 29,99 € is short',
      FREE_DELIVERY_30,
      order({ subtotalCents: 2999 }),
      false,
    ],
    ['seed Tuesday BOGO: Tuesday', TUESDAY_TENDERS_BOGO, order({ mode: 'pickup' }), true],
    [
      'seed Tuesday BOGO: not on Wednesday',
      TUESDAY_TENDERS_BOGO,
      order({ instant: new Date('2026-06-03T17:00:00Z') }),
      false,
    ],
    ['seed -10 % buckets: any order', BUCKETS_10_PERCENT, order({ subtotalCents: 0 }), true],
    [
      'seed BIENVENUE5: coupon entered, 20 €',
      BIENVENUE5,
      order({ couponId: BIENVENUE5, subtotalCents: 2000 }),
      true,
    ],
    ['seed BIENVENUE5: coupon not entered', BIENVENUE5, order(), false],
    [
      'seed BIENVENUE5: coupon entered, 19,99 €',
      BIENVENUE5,
      order({ couponId: BIENVENUE5, subtotalCents: 1999 }),
      false,
    ],
    [
      'seed DESSERTOFFERT: coupon entered at 19:00',
      DESSERT_OFFERT,
      order({ couponId: DESSERT_OFFERT }),
      true,
    ],
    [
      'seed DESSERTOFFERT: not at lunch',
      DESSERT_OFFERT,
      order({ couponId: DESSERT_OFFERT, instant: new Date('2026-06-02T10:00:00Z') }),
      false,
    ],
    [
      'seed DESSERTOFFERT: 24,99 € is short',
      DESSERT_OFFERT,
      order({ couponId: DESSERT_OFFERT, subtotalCents: 2499 }),
      false,
    ],
  ] satisfies [string, number, OfferOrder, boolean][])('%s', (_rule, id, subject, expected) => {
    expect(eligibleOffers([seedOffer(id)], subject).length === 1).toBe(expected);
  });

  it('eligibleOffers: each id once, sorted by id, whatever the list order', () => {
    const coupon = seedOffer(BIENVENUE5);
    const listed = [...SEED_OFFERS].reverse().concat(coupon);
    const ids = eligibleOffers(listed, order({ couponId: BIENVENUE5 })).map((o) => o.id);
    expect(ids).toEqual([FREE_DELIVERY_30, TUESDAY_TENDERS_BOGO, BUCKETS_10_PERCENT, BIENVENUE5]);
  });
});

describe('offerCoversLine', () => {
  const bucket = seedLine(15); // item 15, category 3, menu 1
  it.each([
    ['scope: all three lists empty covers the whole cart', offer(), true],
    ['scope: item listed', offer({ items: [15] }), true],
    ['scope: item not listed', offer({ items: [8, 9, 10] }), false],
    ['scope: items beat categories', offer({ items: [8], categories: [3] }), false],
    ['scope: category listed', offer({ categories: [3] }), true],
    ['scope: category not listed', offer({ categories: [2] }), false],
    ['scope: categories beat menus', offer({ categories: [2], menus: [1] }), false],
    ['scope: menu listed', offer({ menus: [1] }), true],
    ['scope: menu not listed', offer({ menus: [2] }), false],
  ] satisfies [string, Offer, boolean][])('%s', (_rule, subject, expected) => {
    expect(offerCoversLine(subject, bucket)).toBe(expected);
  });
});

const priced = (lines: CartLine[], mode: OrderMode = 'pickup') =>
  lines.map((l) => ({ line: l, totalCents: lineTotalCents(l, mode) }));

describe('offerEffects', () => {
  const pct = (id: number, value: number, fields: Partial<Offer> = {}) =>
    offer({ id, type: 'percentage', value, ...fields });
  const fixed = (id: number, value: number, fields: Partial<Offer> = {}) =>
    offer({ id, type: 'fixed_amount', value, ...fields });
  const bogo = (id: number, allowRepeat: boolean, fields: Partial<Offer> = {}) =>
    offer({ id, type: 'buy_one_get_one', allow_repeat: allowRepeat, ...fields });
  const gift = (id: number, items: number[], fields: Partial<Offer> = {}) =>
    offer({ id, type: 'free_item', items, ...fields });
  const freeDelivery = (id: number, fields: Partial<Offer> = {}) =>
    offer({ id, type: 'free_delivery', ...fields });
  const tenders = (qty: number, sauce = 101) => seedLine(9, qty, [[sauce, 1]]);

  it.each([
    [
      'percentage: seed -10 % on buckets only',
      [seedLine(15), seedLine(9)],
      [seedOffer(BUCKETS_10_PERCENT)],
      'pickup',
      { percentCents: [199, 0], appliedOfferIds: [3] },
    ],
    [
      'percentage: several offers on one line add up (10 + 15)',
      [line()],
      [pct(1, 10), pct(2, 15)],
      'pickup',
      { percentCents: [250], appliedOfferIds: [1, 2] },
    ],
    [
      'percentage: capped at the line price (60 + 70)',
      [line()],
      [pct(1, 60), pct(2, 70)],
      'pickup',
      { percentCents: [1000] },
    ],
    [
      'percentage: the whole line, options and every unit',
      [seedLine(1, 2, [[201, 2]])],
      [pct(1, 20)],
      'pickup',
      { percentCents: [380] },
    ],
    [
      'percentage: on the delivery price in delivery mode',
      [line()],
      [pct(1, 10)],
      'delivery',
      { percentCents: [110] },
    ],
    [
      'percentage: rounded once per line, half up (10 % of 9,95 €)',
      [line({ pickupPriceCents: 995 })],
      [pct(1, 10)],
      'pickup',
      { percentCents: [100] },
    ],
    [
      'percentage: fractional percent (12,5 % of 10,04 €)',
      [line({ pickupPriceCents: 1004 })],
      [pct(1, 12.5)],
      'pickup',
      { percentCents: [126] },
    ],
    [
      'fixed_amount: the maximum of the applicable ones, once',
      [line({ pickupPriceCents: 2000 })],
      [fixed(1, 3), fixed(2, 5), fixed(3, 4)],
      'pickup',
      { fixedCents: 500, appliedOfferIds: [2] },
    ],
    [
      'fixed_amount: capped at what its covered lines cost',
      [seedLine(33), seedLine(15)],
      [fixed(1, 10, { categories: [8] })],
      'pickup',
      { fixedCents: 250 },
    ],
    [
      'fixed_amount: counted after percentages',
      [line()],
      [pct(1, 80), fixed(2, 5)],
      'pickup',
      { percentCents: [800], fixedCents: 200, appliedOfferIds: [1, 2] },
    ],
    [
      'fixed_amount: capped amounts compared (10 € on a drink < 5 € on all)',
      [seedLine(33), seedLine(15)],
      [fixed(1, 10, { categories: [8] }), fixed(2, 5)],
      'pickup',
      { fixedCents: 500, appliedOfferIds: [2] },
    ],
    [
      'fixed_amount: no covered line gives nothing',
      [line()],
      [fixed(1, 5, { items: [99] })],
      'pickup',
      { fixedCents: 0, appliedOfferIds: [] },
    ],
    [
      'fixed_amount: a tie goes to the lowest id',
      [line()],
      [fixed(7, 5), fixed(3, 5)],
      'pickup',
      { fixedCents: 500, appliedOfferIds: [3] },
    ],
    [
      'free_delivery: delivery mode',
      [line()],
      [freeDelivery(1)],
      'delivery',
      { freeDelivery: true, appliedOfferIds: [1] },
    ],
    [
      'free_delivery: delivery mode only',
      [line()],
      [freeDelivery(1)],
      'pickup',
      { freeDelivery: false, appliedOfferIds: [] },
    ],
    [
      'free_delivery: once, the lowest id reported',
      [line()],
      [freeDelivery(4), freeDelivery(2)],
      'delivery',
      { freeDelivery: true, appliedOfferIds: [2] },
    ],
    [
      'free_delivery: its scope must cover a line',
      [seedLine(15)],
      [freeDelivery(1, { categories: [9] })],
      'delivery',
      { freeDelivery: false, appliedOfferIds: [] },
    ],
    [
      'free_delivery: an empty cart gets nothing',
      [],
      [freeDelivery(1)],
      'delivery',
      { freeDelivery: false },
    ],
    [
      'free_item: seed dessert gives its first listed item (cookie), quantity 1',
      [seedLine(15)],
      [seedOffer(DESSERT_OFFERT)],
      'pickup',
      { freeItems: [{ offerId: 5, itemId: 40, quantity: 1, priceCents: 0 }] },
    ],
    [
      'free_item: once, whatever the quantities in the cart',
      [seedLine(41, 3), seedLine(40, 2)],
      [seedOffer(DESSERT_OFFERT)],
      'pickup',
      { freeItems: [{ offerId: 5, itemId: 40, quantity: 1, priceCents: 0 }] },
    ],
    [
      'free_item: scoped by categories, no covered line',
      [seedLine(9)],
      [gift(1, [40], { categories: [3] })],
      'pickup',
      { freeItems: [], appliedOfferIds: [] },
    ],
    [
      'free_item: scoped by categories, a covered line',
      [seedLine(15)],
      [gift(1, [40], { categories: [3] })],
      'pickup',
      { freeItems: [{ offerId: 1, itemId: 40, quantity: 1, priceCents: 0 }] },
    ],
    [
      'free_item: an empty items list gives nothing',
      [seedLine(15)],
      [gift(1, [])],
      'pickup',
      { freeItems: [], appliedOfferIds: [] },
    ],
    [
      'free_item: each free-item offer gives its gift once',
      [seedLine(15)],
      [gift(2, [41]), gift(1, [40])],
      'pickup',
      {
        freeItems: [
          { offerId: 1, itemId: 40, quantity: 1, priceCents: 0 },
          { offerId: 2, itemId: 41, quantity: 1, priceCents: 0 },
        ],
      },
    ],
    [
      'buy_one_get_one: seed Tuesday tenders, allow_repeat: a copy per unit',
      [tenders(3), seedLine(15)],
      [seedOffer(TUESDAY_TENDERS_BOGO)],
      'pickup',
      { freeItems: [{ offerId: 2, itemId: 9, quantity: 3, priceCents: 0 }], percentCents: [0, 0] },
    ],
    [
      'buy_one_get_one: without allow_repeat, one copy per line',
      [tenders(3)],
      [bogo(1, false)],
      'pickup',
      { freeItems: [{ offerId: 1, itemId: 9, quantity: 1, priceCents: 0 }] },
    ],
    [
      'buy_one_get_one: same item on two lines merged (allow_repeat)',
      [tenders(1, 101), tenders(2, 102)],
      [bogo(1, true)],
      'pickup',
      { freeItems: [{ offerId: 1, itemId: 9, quantity: 3, priceCents: 0 }] },
    ],
    [
      'buy_one_get_one: same item on two lines merged (one per line)',
      [tenders(1, 101), tenders(2, 102)],
      [bogo(1, false)],
      'pickup',
      { freeItems: [{ offerId: 1, itemId: 9, quantity: 2, priceCents: 0 }] },
    ],
    [
      'buy_one_get_one: a line out of scope gets nothing',
      [seedLine(15)],
      [seedOffer(TUESDAY_TENDERS_BOGO)],
      'pickup',
      { freeItems: [], appliedOfferIds: [] },
    ],
    [
      'buy_one_get_one: one offer per line, the most generous wins',
      [tenders(2)],
      [bogo(1, false), bogo(2, true)],
      'pickup',
      { freeItems: [{ offerId: 2, itemId: 9, quantity: 2, priceCents: 0 }], appliedOfferIds: [2] },
    ],
    [
      'buy_one_get_one: equally generous, the lowest id wins',
      [tenders(2)],
      [bogo(6, false), bogo(4, false)],
      'pickup',
      { freeItems: [{ offerId: 4, itemId: 9, quantity: 1, priceCents: 0 }], appliedOfferIds: [4] },
    ],
    [
      'buy_one_get_one: a line of quantity 0 gives nothing',
      [tenders(0)],
      [bogo(1, true)],
      'pickup',
      { freeItems: [], appliedOfferIds: [] },
    ],
    [
      'free items: sorted by offer, then item',
      [seedLine(10), seedLine(8)],
      [bogo(3, false), gift(2, [40])],
      'pickup',
      {
        freeItems: [
          { offerId: 2, itemId: 40, quantity: 1, priceCents: 0 },
          { offerId: 3, itemId: 8, quantity: 1, priceCents: 0 },
          { offerId: 3, itemId: 10, quantity: 1, priceCents: 0 },
        ],
      },
    ],
  ] satisfies [string, CartLine[], Offer[], OrderMode, Partial<OfferEffects>][])(
    '%s',
    (_rule, lines, offers, mode, expected) => {
      expect(offerEffects(priced(lines, mode), offers, mode)).toMatchObject(expected);
    },
  );

  it('allow_repeat changes nothing for percentage, fixed, free item and free delivery', () => {
    const types: Offer['type'][] = ['percentage', 'fixed_amount', 'free_item', 'free_delivery'];
    const lines = priced(
      [line({ quantity: 3, options: [option({ priceCents: 50 })] })],
      'delivery',
    );
    for (const type of types) {
      const base = { type, value: 10, items: type === 'free_item' ? [40] : [] };
      const once = offerEffects(lines, [offer({ ...base, allow_repeat: false })], 'delivery');
      const repeat = offerEffects(lines, [offer({ ...base, allow_repeat: true })], 'delivery');
      expect(repeat, type).toEqual(once);
    }
  });

  it('property: effects never depend on the order of lines or offers', () => {
    const pool = [
      ...SEED_OFFERS,
      pct(11, 15, { menus: [1] }),
      fixed(12, 4),
      bogo(13, false, { categories: [9] }),
      gift(14, [33], { menus: [2] }),
    ];
    const lines = [8, 9, 10, 15, 33, 40, 41, 45].map((id) => seedLine(id, 1 + (id % 3)));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(lines),
        fc.shuffledSubarray(pool),
        fc.constantFrom<OrderMode>('pickup', 'delivery'),
        (chosen, offers, mode) => {
          const forward = offerEffects(priced(chosen, mode), offers, mode);
          const backward = offerEffects(
            priced([...chosen].reverse(), mode),
            [...offers].reverse(),
            mode,
          );
          expect(backward.percentCents).toEqual([...forward.percentCents].reverse());
          expect({ ...backward, percentCents: [] }).toEqual({ ...forward, percentCents: [] });
        },
      ),
    );
  });
});
