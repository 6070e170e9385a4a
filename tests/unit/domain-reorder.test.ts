import { describe, expect, it } from 'vitest';
import type { Item, ItemOption, Menu } from '@/lib/api/schemas';
import { articleCount, reorder, type LeftOut, type ReorderLine } from '@/lib/domain/reorder';

const choice = (id: number, name: string, price = 0) => ({
  id,
  name,
  price,
  quantity: 0,
  max_quantity: 1,
  tax_rate: null,
});
const group = (id: number, min: number, max: number, choices: ItemOption['option_options']) => ({
  id,
  name: `Groupe ${id}`,
  min,
  max,
  selected: 0,
  option_options: choices,
});

// Today's menus: the burger costs 12,90 € to take away (it cost less when it was ordered).
const SAUCES = group(1, 0, 2, [
  choice(101, 'Ketchup'),
  choice(102, 'Mayo'),
  choice(103, 'BBQ', 0.5),
]);
const DRINK = group(4, 1, 1, [choice(401, 'Coca'), choice(402, 'Eau')]);

function item(id: number, name: string, menuId: number, fields: Partial<Item> = {}): Item {
  return {
    item_id: id,
    item_name: name,
    item_description: '',
    item_image: null,
    item_menu_id: menuId,
    item_category_id: menuId * 10,
    item_score: 1,
    item_price: { price_pickup: 3.5, price_delivery: 4, tax_rate: null },
    options: [],
    item_is_available: true,
    quantity: 0,
    note: '',
    ...fields,
  };
}

function menu(id: number, available: boolean, items: Item[]): Menu {
  return {
    menu_id: id,
    menu_name: `Menu ${id}`,
    menu_description: '',
    menu_is_open: true,
    menu_is_available: available,
    active_times: {},
    time_ranges: {},
    pickup_time_ranges: {},
    categories: [{ category_id: id * 10, category_name: 'Plats', category_description: '', items }],
  };
}

const BURGER = 7;
const WINGS = 8;
const FRIES = 9;
const COOKIE = 20;
// The lunch menu is switched off today; it also lists the fries.
const MENUS = [
  menu(2, false, [item(FRIES, 'Frites', 2), item(COOKIE, 'Cookie', 2)]),
  menu(1, true, [
    item(BURGER, 'Burger Comptoir', 1, {
      item_price: { price_pickup: 12.9, price_delivery: 13.9, tax_rate: 10 },
      options: [SAUCES, DRINK],
    }),
    item(WINGS, 'Wings x6', 1, { item_is_available: false }),
    item(FRIES, 'Frites', 1),
  ]),
];

const past = (
  item_id: number,
  name: string,
  quantity: number,
  options: [number, number, string][] = [],
  note = '',
): ReorderLine => ({
  item_id,
  name,
  quantity,
  note,
  options: options.map(([group_id, option_id, optionName]) => ({
    group_id,
    option_id,
    name: optionName,
    quantity: 1,
  })),
});

const out = (
  name: string,
  quantity: number,
  reason: LeftOut['reason'],
  options: string[] = [],
) => ({
  name,
  quantity,
  reason,
  options,
});

describe('reorder: each past line', () => {
  it.each<[string, ReorderLine, LeftOut | null]>([
    ['an item of an open menu comes back', past(FRIES, 'Frites', 3), null],
    [
      'an item the menus no longer list is gone',
      past(99, 'Tenders x4', 1),
      out('Tenders x4', 1, 'gone'),
    ],
    [
      'an item the kitchen ran out of is unavailable',
      past(WINGS, 'Wings x6', 2),
      out('Wings x6', 2, 'unavailable'),
    ],
    [
      'an item only in a switched-off menu is unavailable',
      past(COOKIE, 'Cookie', 1),
      out('Cookie', 1, 'unavailable'),
    ],
    [
      'a choice no longer offered, in a group or in a group gone, leaves the line out',
      past(BURGER, 'Burger Comptoir', 1, [
        [1, 104, 'Samouraï'],
        [3, 301, 'Cheddar'],
        [4, 401, 'Coca'],
      ]),
      out('Burger Comptoir', 1, 'option', ['Samouraï', 'Cheddar']),
    ],
    [
      'choices that no longer satisfy the rules (the drink is required now) leave it out',
      past(BURGER, 'Burger Comptoir', 1, [[1, 102, 'Mayo']]),
      out('Burger Comptoir', 1, 'choices'),
    ],
  ])('%s', (_, line, leftOut) => {
    const result = reorder([line], MENUS);
    expect(result.leftOut).toEqual(leftOut ? [leftOut] : []);
    expect(result.lines).toHaveLength(leftOut ? 0 : 1);
  });
});

describe('reorder: what is added', () => {
  it('rebuilds the line with its choices and note at today’s prices', () => {
    const { lines, leftOut } = reorder(
      [
        past(
          BURGER,
          'Burger Comptoir',
          2,
          [
            [1, 101, 'Ketchup'],
            [1, 103, 'BBQ'],
            [4, 401, 'Coca'],
          ],
          'sans oignons',
        ),
      ],
      MENUS,
    );
    expect(leftOut).toEqual([]);
    expect(lines).toEqual([
      {
        lineId: '7;1.101x1,1.103x1,4.401x1;sans oignons',
        itemId: BURGER,
        menuId: 1,
        categoryId: 10,
        name: 'Burger Comptoir',
        quantity: 2,
        pickupPriceCents: 1290,
        deliveryPriceCents: 1390,
        taxRate: 10,
        options: [
          { groupId: 1, optionId: 101, name: 'Ketchup', priceCents: 0, quantity: 1, taxRate: null },
          { groupId: 1, optionId: 103, name: 'BBQ', priceCents: 50, quantity: 1, taxRate: null },
          { groupId: 4, optionId: 401, name: 'Coca', priceCents: 0, quantity: 1, taxRate: null },
        ],
        note: 'sans oignons',
      },
    ]);
  });

  it('takes an item listed in a switched-off menu and an open one from the open one', () => {
    const [line] = reorder([past(FRIES, 'Frites', 3)], MENUS).lines;
    expect(line).toMatchObject({ itemId: FRIES, menuId: 1, quantity: 3, pickupPriceCents: 350 });
  });

  it('keeps the order of the lines and counts the articles added', () => {
    const result = reorder(
      [
        past(BURGER, 'Burger Comptoir', 2, [[4, 402, 'Eau']]),
        past(WINGS, 'Wings x6', 1),
        past(FRIES, 'Frites', 1),
      ],
      MENUS,
    );
    expect(result.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Burger Comptoir', 2],
      ['Frites', 1],
    ]);
    // 2 burgers + 1 portion of fries.
    expect(articleCount(result.lines)).toBe(3);
    expect(result.leftOut).toEqual([out('Wings x6', 1, 'unavailable')]);
  });

  it('adds nothing from an empty order or empty menus', () => {
    expect(reorder([], MENUS)).toEqual({ lines: [], leftOut: [] });
    expect(reorder([past(FRIES, 'Frites', 1)], [])).toEqual({
      lines: [],
      leftOut: [out('Frites', 1, 'gone')],
    });
    expect(articleCount([])).toBe(0);
  });
});
