import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryBadge,
  categoryOfferCount,
  itemBadge,
  itemOffer,
  offerAppliesToItem,
  type BadgeOffer,
} from '@/lib/domain/offer-badges';

const offer = (o: Partial<Omit<BadgeOffer, 'type'>> & { type: string }): BadgeOffer =>
  ({ is_active: true, value: 0, items: [], categories: [], ...o }) as BadgeOffer;
const burger = { item_id: 1, item_category_id: 10 };
const wings = { item_id: 2, item_category_id: 20 };
const fries = { item_id: 3, item_category_id: 20 };

describe('offerAppliesToItem (docs/product.md#offer-badges)', () => {
  it.each([
    [
      'an inactive offer never applies',
      offer({ type: 'percentage', is_active: false, items: [1] }),
      burger,
      false,
    ],
    [
      'an item list applies to its items only',
      offer({ type: 'percentage', items: [1] }),
      burger,
      true,
    ],
    ['… and not to others', offer({ type: 'percentage', items: [1] }), wings, false],
    [
      'the item list wins over the category list',
      offer({ type: 'percentage', items: [2], categories: [10] }),
      burger,
      false,
    ],
    ['otherwise the category list', offer({ type: 'percentage', categories: [10] }), burger, true],
    ['… and not other categories', offer({ type: 'percentage', categories: [10] }), wings, false],
    ['with neither list it applies to nothing', offer({ type: 'percentage' }), burger, false],
  ])('%s', (_rule, o, item, expected) => expect(offerAppliesToItem(o, item)).toBe(expected));
});

describe('itemBadge and itemOffer priority', () => {
  const all = [
    offer({ type: 'free_item', items: [1] }),
    offer({ type: 'fixed_amount', value: 2, items: [1] }),
    offer({ type: 'percentage', value: 10, items: [1] }),
    offer({ type: 'buy_one_get_one', items: [1] }),
    offer({ type: 'free_delivery', items: [1] }),
  ];
  it.each([
    ['BOGO first', all, { kind: 'bogo', value: 0 }],
    ['then {value}% OFF', all.slice(0, 3), { kind: 'percentage', value: 10 }],
    ['then {value} OFF', all.slice(0, 2), { kind: 'fixed_amount', value: 2 }],
    ['then FREE ITEM', all.slice(0, 1), { kind: 'free_item', value: 0 }],
    ['any other type gives OFFER', all.slice(4), { kind: 'offer', value: 0 }],
    ['no applicable offer gives no badge', [], null],
  ])('%s', (_rule, offers, expected) => expect(itemBadge(offers, burger)).toEqual(expected));

  it('returns the offer of the winning type, the first listed on a tie', () => {
    const a = offer({ type: 'percentage', value: 10, items: [1] });
    const b = offer({ type: 'percentage', value: 20, items: [1] });
    expect(itemOffer([a, b], burger)).toBe(a);
    expect(itemOffer([offer({ type: 'free_delivery', items: [1] }), a], burger)).toBe(a);
  });
});

describe('categories (docs/product.md#offer-badges)', () => {
  const items = [wings, fries];
  it.each([
    ['an active offer on one of its items', [offer({ type: 'percentage', items: [3] })], true, 1],
    [
      'an offer on the category without an item list',
      [offer({ type: 'percentage', categories: [20] })],
      true,
      2,
    ],
    [
      'an item list elsewhere does not count for the category',
      [offer({ type: 'percentage', items: [1], categories: [20] })],
      false,
      0,
    ],
    [
      'an inactive offer does not count',
      [offer({ type: 'percentage', is_active: false, categories: [20] })],
      false,
      0,
    ],
    ['no offers', [], false, 0],
  ])('%s', (_rule, offers, has, count) => {
    expect(categoryBadge(offers, 20, items) !== null).toBe(has);
    expect(categoryOfferCount(offers, items)).toBe(count);
  });

  it.each([
    ['BOGO', ['fixed_amount', 'buy_one_get_one'], 'bogo'],
    ['BOGO listed first', ['buy_one_get_one', 'percentage'], 'bogo'],
    ['% OFF', ['free_item', 'percentage'], 'percentage'],
    ['$ OFF', ['free_item', 'fixed_amount'], 'fixed_amount'],
    ['FREE', ['free_item'], 'free_item'],
    ['OFFERS', ['free_delivery'], 'offer'],
  ])('category badge %s', (_label, types, kind) => {
    const offers = types.map((type) => offer({ type, categories: [20] }));
    expect(categoryBadge(offers, 20, items)).toBe(kind);
  });

  it('has no category badge without offers', () => {
    expect(categoryBadge([offer({ type: 'percentage', categories: [10] })], 20, items)).toBeNull();
  });
});

describe('badge properties', () => {
  const arbOffer = fc.record({
    is_active: fc.boolean(),
    type: fc.constantFrom(
      'buy_one_get_one',
      'percentage',
      'fixed_amount',
      'free_item',
      'free_delivery',
    ),
    value: fc.integer({ min: 0, max: 50 }),
    items: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
    categories: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  }) as fc.Arbitrary<BadgeOffer>;
  const arbItems = fc.uniqueArray(
    fc.record({ item_id: fc.integer({ min: 1, max: 5 }), item_category_id: fc.constant(1) }),
    { selector: (i) => i.item_id, maxLength: 5 },
  );

  it('an item has a badge exactly when some offer applies, and the count never exceeds the items', () => {
    fc.assert(
      fc.property(fc.array(arbOffer, { maxLength: 6 }), arbItems, (offers, items) => {
        for (const item of items) {
          expect(itemBadge(offers, item) !== null).toBe(
            offers.some((o) => offerAppliesToItem(o, item)),
          );
        }
        const count = categoryOfferCount(offers, items);
        expect(count).toBeLessThanOrEqual(items.length);
        if (count > 0) expect(categoryBadge(offers, 1, items)).not.toBeNull();
      }),
    );
  });
});
