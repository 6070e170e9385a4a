import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item, ItemOption } from '@/lib/api/schemas';
import {
  canAdd,
  canChooseMore,
  chosenCount,
  cleanNote,
  defaultSelection,
  isSingleChoice,
  NOTE_MAX_LENGTH,
  quantityOf,
  selectionErrors,
  selectionFromLine,
  toCartLine,
  withOnly,
  withQuantity,
  type Selection,
} from '@/lib/domain/item-options';
import { lineUnitPriceCents } from '@/lib/domain/pricing';

const choice = (id: number, price = 0, max_quantity = 1, tax_rate: number | null = null) => ({
  id,
  name: `Choix ${id}`,
  price,
  quantity: 0,
  max_quantity,
  tax_rate,
});

const group = (
  id: number,
  min: number,
  max: number,
  choices: ItemOption['option_options'],
): ItemOption => ({ id, name: `Groupe ${id}`, min, max, selected: 0, option_options: choices });

const SAUCES = group(1, 0, 2, [choice(101), choice(102), choice(103, 0.5)]);
const EXTRAS = group(2, 0, 5, [choice(201, 0.8, 3), choice(202, 1.2, 3, 20)]);
const DRINK = group(4, 1, 1, [choice(401), choice(402), choice(406, 0.5)]);

function item(fields: Partial<Item> = {}): Item {
  return {
    item_id: 7,
    item_name: 'Burger Comptoir',
    item_description: 'Poulet croustillant',
    item_image: null,
    item_menu_id: 2,
    item_category_id: 3,
    item_score: 10,
    item_price: { price_pickup: 12.9, price_delivery: 13.9, tax_rate: 10 },
    options: [SAUCES, EXTRAS, DRINK],
    item_is_available: true,
    quantity: 0,
    note: '',
    ...fields,
  };
}

const BURGER = item();

describe('selectionErrors', () => {
  it.each<[string, Selection, Record<number, unknown[]>]>([
    ['a valid selection', { 4: { 401: 1 }, 1: { 101: 1, 102: 1 } }, {}],
    ['a required group left empty', {}, { 4: [{ kind: 'belowMin', min: 1, chosen: 0 }] }],
    [
      'zero quantities are not choices',
      { 4: { 401: 0 } },
      { 4: [{ kind: 'belowMin', min: 1, chosen: 0 }] },
    ],
    [
      'more distinct choices than the group allows',
      { 4: { 401: 1 }, 1: { 101: 1, 102: 1, 103: 1 } },
      { 1: [{ kind: 'aboveMax', max: 2, chosen: 3 }] },
    ],
    [
      'one choice above its max_quantity',
      { 4: { 401: 1 }, 2: { 201: 4 } },
      { 2: [{ kind: 'aboveMaxQuantity', optionId: 201, maxQuantity: 3, quantity: 4 }] },
    ],
    [
      'a quantity that is not a whole positive number',
      { 4: { 401: 1 }, 2: { 201: 1.5, 202: -1 } },
      {
        2: [
          { kind: 'invalidQuantity', optionId: 201, quantity: 1.5 },
          { kind: 'invalidQuantity', optionId: 202, quantity: -1 },
        ],
      },
    ],
    [
      'an option the group does not have',
      { 4: { 401: 1 }, 1: { 999: 1 } },
      { 1: [{ kind: 'unknownOption', optionId: 999 }] },
    ],
    [
      'a group the item does not have',
      { 4: { 401: 1 }, 9: { 901: 1, 902: 0 } },
      { 9: [{ kind: 'unknownOption', optionId: 901 }] },
    ],
    ['a foreign group with nothing chosen', { 4: { 401: 1 }, 9: { 901: 0 } }, {}],
  ])('%s', (_, selection, expected) => {
    expect(selectionErrors(BURGER, selection)).toEqual(expected);
  });

  it('counts distinct options, not their quantities, toward max', () => {
    const selection = { 4: { 401: 1 }, 2: { 201: 3, 202: 3 } };
    expect(chosenCount(selection, 2)).toBe(2);
    expect(selectionErrors(BURGER, selection)).toEqual({});
  });
});

describe('canAdd', () => {
  const valid: Selection = { 4: { 402: 1 } };

  it.each([
    [1, true],
    [50, true],
    [51, false],
    [0, false],
    [-1, false],
    [1.5, false],
  ])('quantity %s within 1..50 → %s', (quantity, expected) => {
    expect(canAdd(BURGER, valid, quantity, 50)).toBe(expected);
  });

  it('has no upper limit on quantity unless given one', () => {
    expect(canAdd(BURGER, valid, 1000)).toBe(true);
  });

  it('refuses a selection with errors', () => {
    expect(canAdd(BURGER, {}, 1)).toBe(false);
  });
});

describe('choosing', () => {
  it('tells radios (required, one choice) from checkboxes', () => {
    expect(isSingleChoice(DRINK)).toBe(true);
    expect(isSingleChoice(SAUCES)).toBe(false);
    expect(isSingleChoice(group(5, 0, 1, []))).toBe(false);
    expect(isSingleChoice(group(6, 2, 2, []))).toBe(false);
  });

  it('sets, drops and replaces choices without touching other groups', () => {
    let selection = withQuantity({}, 1, 101, 1);
    selection = withQuantity(selection, 2, 201, 2);
    expect(quantityOf(selection, 2, 201)).toBe(2);
    expect(quantityOf(selection, 2, 202)).toBe(0);
    expect(quantityOf(selection, 3, 301)).toBe(0);
    selection = withQuantity(selection, 2, 201, 0);
    expect(selection).toEqual({ 1: { 101: 1 }, 2: {} });
    selection = withOnly(withOnly(selection, 4, 401), 4, 402);
    expect(selection[4]).toEqual({ 402: 1 });
  });

  it('allows more choices until the group max', () => {
    const one = withQuantity({}, 1, 101, 1);
    expect(canChooseMore(SAUCES, one)).toBe(true);
    expect(canChooseMore(SAUCES, withQuantity(one, 1, 102, 1))).toBe(false);
  });
});

describe('defaultSelection', () => {
  it('chooses nothing, except the only option of a required single-choice group', () => {
    const only = group(8, 1, 1, [choice(801)]);
    const optionalOnly = group(9, 0, 1, [choice(901)]);
    const twoOfOne = group(10, 1, 2, [choice(1001)]);
    expect(
      defaultSelection(item({ options: [SAUCES, DRINK, only, optionalOnly, twoOfOne] })),
    ).toEqual({ 8: { 801: 1 } });
  });
});

describe('toCartLine', () => {
  it('builds a line in cents with the options in menu order', () => {
    const selection = { 2: { 202: 1, 201: 2 }, 4: { 406: 1 }, 1: { 101: 1 } };
    expect(toCartLine(BURGER, selection, 2, '  sans oignons  ')).toEqual({
      lineId: '7;1.101x1,2.201x2,2.202x1,4.406x1;sans oignons',
      itemId: 7,
      menuId: 2,
      categoryId: 3,
      name: 'Burger Comptoir',
      quantity: 2,
      pickupPriceCents: 1290,
      deliveryPriceCents: 1390,
      taxRate: 10,
      options: [
        { groupId: 1, optionId: 101, name: 'Choix 101', priceCents: 0, quantity: 1, taxRate: null },
        {
          groupId: 2,
          optionId: 201,
          name: 'Choix 201',
          priceCents: 80,
          quantity: 2,
          taxRate: null,
        },
        { groupId: 2, optionId: 202, name: 'Choix 202', priceCents: 120, quantity: 1, taxRate: 20 },
        {
          groupId: 4,
          optionId: 406,
          name: 'Choix 406',
          priceCents: 50,
          quantity: 1,
          taxRate: null,
        },
      ],
      note: 'sans oignons',
    });
  });

  it('leaves out unknown options and keeps the line id stable for the same choice', () => {
    const a = toCartLine(BURGER, { 4: { 401: 1 }, 9: { 1: 1 } }, 1, 'note');
    const b = toCartLine(BURGER, { 4: { 401: 1 } }, 3, ' note ');
    expect(a.options).toHaveLength(1);
    expect(a.lineId).toBe(b.lineId);
    expect(toCartLine(BURGER, { 4: { 402: 1 } }, 1, 'note').lineId).not.toBe(a.lineId);
    expect(toCartLine(BURGER, { 4: { 401: 1 } }, 1, 'autre').lineId).not.toBe(a.lineId);
  });

  it('cuts the note at NOTE_MAX_LENGTH characters', () => {
    expect(cleanNote(`${'a'.repeat(NOTE_MAX_LENGTH - 1)}  b`)).toBe(
      'a'.repeat(NOTE_MAX_LENGTH - 1),
    );
    expect(toCartLine(BURGER, {}, 1, 'x'.repeat(300)).note).toHaveLength(NOTE_MAX_LENGTH);
  });

  it('never cuts an emoji in half at the limit', () => {
    // 199 letters then a chicken (two UTF-16 units): the 200th unit is half of it.
    const note = `${'a'.repeat(NOTE_MAX_LENGTH - 1)}🐔`;
    expect(cleanNote(note)).toBe('a'.repeat(NOTE_MAX_LENGTH - 1));
    expect(cleanNote(`${'a'.repeat(NOTE_MAX_LENGTH - 2)}🐔`)).toBe(
      `${'a'.repeat(NOTE_MAX_LENGTH - 2)}🐔`,
    );
  });

  it('gives back the selection it was built from', () => {
    const selection = { 1: { 101: 1, 103: 1 }, 2: { 201: 3 }, 4: { 401: 1 } };
    expect(selectionFromLine(toCartLine(BURGER, selection, 1, ''))).toEqual(selection);
  });
});

/** A valid selection of BURGER: per group, distinct options within max, quantities within bounds. */
const validSelection = fc
  .tuple(
    fc.subarray([101, 102, 103], { maxLength: 2 }),
    fc.array(fc.tuple(fc.constantFrom(201, 202), fc.integer({ min: 1, max: 3 })), { maxLength: 2 }),
    fc.constantFrom(401, 402, 406),
  )
  .map(([sauces, extras, drink]) => ({
    1: Object.fromEntries(sauces.map((id) => [id, 1])),
    2: Object.fromEntries(extras),
    4: { [drink]: 1 },
  }));

/** Any selection over the item's groups and a stranger, quantities from -1 to 4. */
const anySelection = fc.dictionary(
  fc.constantFrom('1', '2', '4', '9'),
  fc.dictionary(
    fc.constantFrom('101', '102', '103', '201', '202', '401', '402', '406', '999'),
    fc.integer({ min: -1, max: 4 }),
  ),
);

describe('properties', () => {
  it('the line id does not depend on the order choices were made in', () => {
    fc.assert(
      fc.property(validSelection, fc.string({ maxLength: 20 }), (selection, note) => {
        const reversed = Object.fromEntries(
          Object.entries(selection)
            .reverse()
            .map(([groupId, chosen]) => [
              groupId,
              Object.fromEntries(Object.entries(chosen).reverse()),
            ]),
        );
        expect(toCartLine(BURGER, reversed, 1, note).lineId).toBe(
          toCartLine(BURGER, selection, 1, note).lineId,
        );
      }),
    );
  });

  it('the unit price is the item price plus every option times its quantity', () => {
    fc.assert(
      fc.property(
        validSelection,
        fc.constantFrom('pickup' as const, 'delivery' as const),
        (selection, mode) => {
          const prices: Record<number, number> = { 103: 50, 201: 80, 202: 120, 406: 50 };
          const options = Object.values(selection).flatMap((chosen) => Object.entries(chosen));
          const extra = options.reduce(
            (sum, [id, quantity]) => sum + (prices[Number(id)] ?? 0) * quantity,
            0,
          );
          const base = mode === 'pickup' ? 1290 : 1390;
          expect(lineUnitPriceCents(toCartLine(BURGER, selection, 1, ''), mode)).toBe(base + extra);
        },
      ),
    );
  });

  it('a selection without errors is exactly one that can be added', () => {
    fc.assert(
      fc.property(
        fc.oneof(validSelection, anySelection),
        fc.integer({ min: 1, max: 50 }),
        (selection, quantity) => {
          const errors = selectionErrors(BURGER, selection);
          expect(Object.keys(errors).length === 0).toBe(canAdd(BURGER, selection, quantity, 50));
        },
      ),
    );
  });

  it('every valid selection is free of errors and survives a trip through the cart', () => {
    fc.assert(
      fc.property(validSelection, (selection) => {
        expect(selectionErrors(BURGER, selection)).toEqual({});
        const line = toCartLine(BURGER, selection, 1, '');
        expect(toCartLine(BURGER, selectionFromLine(line), 1, '').lineId).toBe(line.lineId);
      }),
    );
  });
});
