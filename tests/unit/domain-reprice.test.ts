/**
 * A cart priced on last week's catalogue, priced again on today's (lib/domain/reprice.ts,
 * docs/adr/0038). Figures by hand: the burger went from 11,90 € to 12,90 € to take away.
 */
import { describe, expect, it } from 'vitest';
import { menusResponseSchema, type Menu } from '@/lib/api/schemas';
import type { CartLine } from '@/lib/domain/cart-types';
import { pastLineOf, reorder } from '@/lib/domain/reorder';
import { needsNotice, reprice } from '@/lib/domain/reprice';
import { DISH, menusAnswer } from './menus-answer-fixture';

const dish = (
  item_id: number,
  item_name: string,
  pickup: number,
  delivery: number,
  fields = {},
) => ({
  ...DISH,
  item_id,
  item_name,
  item_price: { price_pickup: pickup, price_delivery: delivery, tax_rate: null },
  ...fields,
});
const SAUCES = {
  id: 1,
  name: 'Sauces',
  min: 0,
  max: 2,
  selected: 0,
  option_options: [101, 103].map((id, index) => ({
    id,
    name: ['Ketchup', 'BBQ'][index],
    price: [0, 0.8][index],
    quantity: 0,
    max_quantity: 1,
    tax_rate: null,
  })),
};

// Today: the burger 12,90 € / 13,90 €, BBQ sauce 0,80 € (it was 0,50 €); fries unchanged at
// 3,50 € / 4 €; the wings ran out; the cookie left the menus.
const TODAY: Menu[] = menusResponseSchema.parse(
  menusAnswer(
    dish(7, 'Burger Comptoir', 12.9, 13.9, { options: [SAUCES] }),
    dish(8, 'Wings x6', 6, 6.5, { item_is_available: false }),
    dish(9, 'Frites', 3.5, 4),
  ),
).payload;

/** A line as last week's catalogue priced it. */
function line(
  itemId: number,
  name: string,
  quantity: number,
  pickup: number,
  delivery: number,
  options: CartLine['options'] = [],
): CartLine {
  const ids = options.map((o) => `${o.groupId}.${o.optionId}x${o.quantity}`).join(',');
  return {
    lineId: `${itemId};${ids};`,
    itemId,
    menuId: 1,
    categoryId: 2,
    name,
    quantity,
    pickupPriceCents: pickup,
    deliveryPriceCents: delivery,
    taxRate: null,
    options,
    note: '',
  };
}
const bbq = (priceCents: number) => ({
  groupId: 1,
  optionId: 103,
  name: 'BBQ',
  priceCents,
  quantity: 1,
  taxRate: null,
});

describe('reprice: a cart from last week', () => {
  const burger = line(7, 'Burger Comptoir', 2, 1190, 1290, [bbq(50)]);
  const fries = line(9, 'Frites', 1, 350, 400);
  const wings = line(8, 'Wings x6', 1, 600, 650);
  const cookie = line(20, 'Cookie', 3, 250, 300);

  it('prices each line again, names those that moved and those that left', () => {
    const result = reprice([burger, wings, fries, cookie], TODAY);
    // Burger + BBQ: 11,90 + 0,50 = 12,40 € then, 12,90 + 0,80 = 13,70 € now (delivery 13,40 → 14,70).
    expect(result.changed).toEqual([
      {
        name: 'Burger Comptoir',
        before: { pickup: 1240, delivery: 1340 },
        after: { pickup: 1370, delivery: 1470 },
      },
    ]);
    expect(result.removed).toEqual(['Wings x6', 'Cookie']);
    expect(result.lines.map((l) => [l.name, l.quantity, l.pickupPriceCents])).toEqual([
      ['Burger Comptoir', 2, 1290],
      ['Frites', 1, 350],
    ]);
    expect(result.lines[0].options).toEqual([bbq(80)]);
    expect(needsNotice(result)).toBe(true);
  });

  it('leaves a cart already at today’s prices as it is, with nothing to tell', () => {
    const today = line(7, 'Burger Comptoir', 1, 1290, 1390, [bbq(80)]);
    const result = reprice([today, fries], TODAY);
    expect(result).toEqual({ lines: [today, fries], changed: [], removed: [] });
    expect(needsNotice(result)).toBe(false);
  });

  it('tells of a price that moved in one mode only', () => {
    const result = reprice([line(9, 'Frites', 1, 350, 450)], TODAY);
    expect(result.changed).toEqual([
      {
        name: 'Frites',
        before: { pickup: 350, delivery: 450 },
        after: { pickup: 350, delivery: 400 },
      },
    ]);
  });

  it('keeps a dish the kitchen sold out for now, for the cart to flag', () => {
    const soldOut = menusResponseSchema.parse(
      menusAnswer(dish(8, 'Wings x6', 6.5, 7, { item_is_available: false, item_sold_out: true })),
    ).payload;
    const result = reprice([wings], soldOut);
    // 6,00 € then, 6,50 € now: kept, and named for its price.
    expect(result.removed).toEqual([]);
    expect(result.lines.map((l) => [l.name, l.pickupPriceCents])).toEqual([['Wings x6', 650]]);
    expect(result.changed).toEqual([
      {
        name: 'Wings x6',
        before: { pickup: 600, delivery: 650 },
        after: { pickup: 650, delivery: 700 },
      },
    ]);
    // « Commander à nouveau » still leaves it out: it cannot be ordered now.
    expect(reorder([pastLineOf(wings)], soldOut).leftOut).toEqual([
      { name: 'Wings x6', quantity: 1, reason: 'unavailable', options: [] },
    ]);
  });

  it('tells of a line removed alone', () => {
    expect(needsNotice({ changed: [], removed: ['Cookie'] })).toBe(true);
  });
});

describe('pastLineOf: a kept line as a past order names it', () => {
  it('carries the item, name, quantity, note and chosen options, not their prices', () => {
    expect(
      pastLineOf({ ...line(7, 'Burger Comptoir', 2, 1190, 1290, [bbq(50)]), note: 'sans oignons' }),
    ).toEqual({
      item_id: 7,
      name: 'Burger Comptoir',
      quantity: 2,
      note: 'sans oignons',
      options: [{ group_id: 1, option_id: 103, name: 'BBQ', quantity: 1 }],
    });
  });
});
