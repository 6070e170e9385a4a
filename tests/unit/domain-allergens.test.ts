import { describe, expect, it } from 'vitest';
import type { Item, OptionOption } from '@/lib/api/schemas';
import {
  allergenInfo,
  allergensAddedBy,
  avoidance,
  inAnnexOrder,
  lineAllergens,
  parseAvoided,
  type AllergenInfo,
} from '@/lib/domain/allergens';

type Facts = Pick<OptionOption, 'allergens' | 'may_contain'>;

const choice = (id: number, facts: Facts): OptionOption => ({
  id,
  name: `choix ${id}`,
  price: 0,
  quantity: 0,
  max_quantity: 1,
  tax_rate: null,
  ...facts,
});
// The demo's Crispy Classic: a breaded fillet in a brioche bun with sesame.
const burger: Facts & Pick<Item, 'options'> = {
  allergens: ['sesame', 'lait', 'oeufs', 'gluten'],
  may_contain: ['moutarde', 'lait'],
  options: [
    {
      id: 1,
      name: 'Sauces',
      min: 0,
      max: 2,
      selected: 0,
      option_options: [
        choice(101, { allergens: [] }),
        choice(107, { allergens: ['moutarde', 'sulfites'], may_contain: ['celeri'] }),
        choice(109, {}),
      ],
    },
    {
      id: 2,
      name: 'Suppléments',
      min: 0,
      max: 5,
      selected: 0,
      option_options: [choice(201, { allergens: ['lait'] })],
    },
  ],
};
const chosen = (groupId: number, optionId: number, quantity = 1) => ({
  groupId,
  optionId,
  quantity,
});

describe('inAnnexOrder', () => {
  it('keeps the codes of the 14 once each, in the Annex order', () => {
    expect(inAnnexOrder(['sesame', 'nuts', 'gluten', 'sesame', 3, null])).toEqual([
      'gluten',
      'sesame',
    ]);
  });
});

describe('allergenInfo', () => {
  it('unites the parts in the Annex order, each once; traces less what is contained', () => {
    expect(
      allergenInfo([
        { allergens: ['sesame', 'gluten'], may_contain: ['fruits-a-coque', 'gluten'] },
        { allergens: ['gluten', 'oeufs'], may_contain: ['arachides'] },
      ]),
    ).toEqual({
      contains: ['gluten', 'oeufs', 'sesame'],
      mayContain: ['arachides', 'fruits-a-coque'],
      complete: true,
    });
  });

  it('an empty list is data (contains none of the 14); a missing one is not', () => {
    expect(allergenInfo([{ allergens: [] }])).toEqual({
      contains: [],
      mayContain: [],
      complete: true,
    });
    expect(allergenInfo([{ allergens: [] }, { may_contain: ['lait'] }])).toEqual({
      contains: [],
      mayContain: ['lait'],
      complete: false,
    });
  });
});

describe('lineAllergens', () => {
  it('the dish alone, without options', () => {
    expect(lineAllergens(burger, [])).toEqual({
      contains: ['gluten', 'oeufs', 'lait', 'sesame'],
      mayContain: ['moutarde'],
      complete: true,
    });
  });

  it('adds the chosen sauce: its mustard moves from traces to contains', () => {
    expect(lineAllergens(burger, [chosen(1, 101), chosen(1, 107), chosen(2, 201, 3)])).toEqual({
      contains: ['gluten', 'oeufs', 'lait', 'moutarde', 'sesame', 'sulfites'],
      mayContain: ['celeri'],
      complete: true,
    });
  });

  it('an option at quantity 0 is not chosen', () => {
    expect(lineAllergens(burger, [chosen(1, 107, 0)]).contains).not.toContain('moutarde');
  });

  it.each([
    ['a chosen choice without data', chosen(1, 109)],
    ['a choice the dish no longer offers', chosen(1, 999)],
    ['a group the dish no longer has', chosen(9, 101)],
  ])('%s makes the line incomplete', (_case, option) => {
    expect(lineAllergens(burger, [option])).toMatchObject({
      contains: ['gluten', 'oeufs', 'lait', 'sesame'],
      complete: false,
    });
  });

  it('a dish without data is incomplete whatever its options say', () => {
    const plain = { options: burger.options };
    expect(lineAllergens(plain, [chosen(1, 107)])).toEqual({
      contains: ['moutarde', 'sulfites'],
      mayContain: ['celeri'],
      complete: false,
    });
  });
});

describe('allergensAddedBy', () => {
  it('what the choice brings that the dish has not, in the Annex order', () => {
    const sauce = { allergens: ['sulfites', 'lait', 'moutarde'] } satisfies Facts;
    expect(allergensAddedBy(burger, sauce)).toEqual(['moutarde', 'sulfites']);
  });

  it('against a dish without data, everything the choice has', () => {
    expect(allergensAddedBy({}, { allergens: ['moutarde'] })).toEqual(['moutarde']);
  });

  it('nothing for a choice with none; null for one without data', () => {
    expect(allergensAddedBy(burger, { allergens: [] })).toEqual([]);
    expect(allergensAddedBy(burger, {})).toBeNull();
  });
});

describe('avoidance', () => {
  const info = (fields: Partial<AllergenInfo>): AllergenInfo => ({
    contains: [],
    mayContain: [],
    complete: true,
    ...fields,
  });
  it.each([
    ['contains an avoided one', info({ contains: ['gluten'] }), ['lait', 'gluten'], 'contains'],
    [
      'contains one even when incomplete',
      info({ contains: ['lait'], complete: false }),
      ['lait'],
      'contains',
    ],
    ['incomplete and nothing avoided known', info({ complete: false }), ['lait'], 'unknown'],
    [
      'incomplete before traces',
      info({ mayContain: ['lait'], complete: false }),
      ['lait'],
      'unknown',
    ],
    ['traces of an avoided one', info({ mayContain: ['lait'] }), ['lait'], 'may-contain'],
    [
      'only others',
      info({ contains: ['gluten'], mayContain: ['sesame'] }),
      ['lait'],
      'none-declared',
    ],
    ['nothing avoided', info({ contains: ['gluten'] }), [], 'none-declared'],
  ] as const)('%s: %s', (_case, subject, avoided, expected) => {
    expect(avoidance(subject, avoided)).toBe(expected);
  });
});

describe('parseAvoided', () => {
  it('keeps the known codes of a saved list, each once, in the Annex order', () => {
    expect(parseAvoided('["lait","gluten","lait","inconnu",3]')).toEqual(['gluten', 'lait']);
  });

  it('reads nothing saved, broken JSON or another shape as avoiding nothing', () => {
    expect(parseAvoided(null)).toEqual([]);
    expect(parseAvoided('["gluten"')).toEqual([]);
    expect(parseAvoided('{"gluten":true}')).toEqual([]);
    expect(parseAvoided('"gluten"')).toEqual([]);
  });
});
