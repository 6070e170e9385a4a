/**
 * Allergens and meat origins in the contract: strict as the API writes and answers them
 * (lib/api/schemas.ts), lenient as the storefront reads another back end's menus
 * (lib/api/menus-reader.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { ALLERGENS, isAllergen } from '@/lib/api/allergen-codes';
import { ALLERGEN_NAMES } from '@/lib/api/allergen-names';
import { meatOriginSchema } from '@/lib/api/meat-origin';
import { MEAT_SPECIES, MEAT_SPECIES_NAMES } from '@/lib/api/meat-species';
import { cleanMenusAnswer, describeDropped, lenientMenusSchema } from '@/lib/api/menus-reader';
import { itemSchema, optionOptionSchema } from '@/lib/api/schemas';
import { DISH, menusAnswer } from './menus-answer-fixture';

const choice = { id: 101, name: 'Mayonnaise', price: 0, quantity: 0, tax_rate: null };
const item = {
  ...DISH,
  options: [{ id: 1, name: 'Sauces', min: 0, max: 2, selected: 0, option_options: [choice] }],
};
const answer = (dish: object) => menusAnswer(dish);
const CHICKEN = { species: 'poulet', origin: 'France' };

describe('the 14 allergens of Annex II', () => {
  it('has 14 codes in the Annex order, each with a short and a full French name', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS[0]).toBe('gluten');
    expect(ALLERGENS[13]).toBe('mollusques');
    expect(Object.keys(ALLERGEN_NAMES)).toEqual([...ALLERGENS]);
    expect(ALLERGEN_NAMES.oeufs.short).toBe('Œufs');
    expect(ALLERGEN_NAMES.lait.full).toBe('Lait (y compris le lactose)');
  });

  it('knows a code only as a string of the list', () => {
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('nuts')).toBe(false);
    expect(isAllergen(3)).toBe(false);
  });
});

describe('the contract, as the API writes and answers it', () => {
  it('leaves the facts out when the back end has none: unknown, not "free of"', () => {
    const parsed = itemSchema.parse(item);
    expect(parsed.allergens).toBeUndefined();
    expect(parsed.options[0].option_options[0].allergens).toBeUndefined();
  });

  it('carries allergens, traces and meat origins on an item and on an option choice', () => {
    const dish = {
      ...item,
      allergens: ['gluten'],
      may_contain: ['sesame'],
      meat_origins: [CHICKEN],
    };
    expect(itemSchema.parse(dish)).toMatchObject({
      allergens: ['gluten'],
      may_contain: ['sesame'],
      meat_origins: [CHICKEN],
    });
    expect(
      optionOptionSchema.parse({ ...choice, allergens: ['oeufs', 'moutarde'] }).allergens,
    ).toEqual(['oeufs', 'moutarde']);
  });

  it.each([
    ['an unknown code', { allergens: ['nuts'] }],
    ['a code twice', { allergens: ['lait', 'lait'] }],
    ['an unknown trace', { may_contain: ['noix'] }],
    ['a species twice', { meat_origins: [CHICKEN, { species: 'poulet', origin: 'Brésil' }] }],
  ])('refuses %s', (_case, facts) => {
    expect(itemSchema.safeParse({ ...item, ...facts }).success).toBe(false);
    expect(optionOptionSchema.safeParse({ ...choice, ...facts }).success).toBe(false);
  });
});

describe('a meat origin', () => {
  it('names every species it knows in French', () => {
    expect(Object.keys(MEAT_SPECIES_NAMES)).toEqual([...MEAT_SPECIES]);
    expect(MEAT_SPECIES_NAMES.boeuf).toBe('Bœuf');
  });

  it.each([
    ['one country', CHICKEN, true],
    [
      'poultry reared and slaughtered apart',
      { species: 'dinde', reared: ['Pologne'], slaughtered: 'France' },
      true,
    ],
    [
      'beef with its country of birth',
      { species: 'boeuf', born: 'Irlande', reared: ['Irlande', 'France'], slaughtered: 'France' },
      true,
    ],
    [
      'beef without its country of birth',
      { species: 'boeuf', reared: ['France'], slaughtered: 'France' },
      false,
    ],
    ['no country of rearing', { species: 'porc', reared: [], slaughtered: 'France' }, false],
    [
      'one country and stages at once',
      { ...CHICKEN, reared: ['France'], slaughtered: 'France' },
      false,
    ],
    ['an empty country', { species: 'poulet', origin: ' ' }, false],
    ['an unknown species', { species: 'lapin', origin: 'France' }, false],
  ])('%s: valid %s', (_case, origin, valid) => {
    expect(meatOriginSchema.safeParse(origin).success).toBe(valid);
  });
});

describe("the storefront's reading of another back end's menus", () => {
  const read = (dish: object) => {
    const { answer: cleaned, dropped } = cleanMenusAnswer(answer(dish));
    const menus = (cleaned as ReturnType<typeof answer>).payload;
    return { dish: menus[0].categories[0].items[0] as Record<string, unknown>, dropped };
  };

  it('keeps what it knows as it came', () => {
    const dish = {
      ...item,
      allergens: ['gluten', 'oeufs'],
      may_contain: ['sesame'],
      meat_origins: [CHICKEN],
    };
    const { dish: kept, dropped } = read(dish);
    expect(kept).toEqual(dish);
    expect(describeDropped(dropped)).toBeNull();
  });

  it('reads a list with an unknown code as unknown, never as "free of" what it named', () => {
    const { dish, dropped } = read({ ...item, allergens: ['gluten', 'nuts', 'nuts', 7] });
    expect(dish).not.toHaveProperty('allergens');
    expect(describeDropped(dropped)).toBe(
      'unknown allergen codes ignored: "nuts" ×2, 7 ×1; food facts read as unknown: 1',
    );
  });

  it('drops an unknown trace alone, keeps the known ones once each', () => {
    const { dish } = read({ ...item, allergens: [], may_contain: ['lait', 'noix', 'lait'] });
    expect(dish.allergens).toEqual([]);
    expect(dish.may_contain).toEqual(['lait']);
  });

  it('reads a field that is not a list as unknown', () => {
    const { dish, dropped } = read({
      ...item,
      allergens: 'gluten',
      may_contain: null,
      meat_origins: {},
    });
    expect(dish).not.toHaveProperty('allergens');
    expect(dish).not.toHaveProperty('may_contain');
    expect(dish).not.toHaveProperty('meat_origins');
    expect(describeDropped(dropped)).toBe('food facts read as unknown: 3');
  });

  it('drops a malformed meat origin and a species named twice', () => {
    const { dish, dropped } = read({
      ...item,
      meat_origins: [
        CHICKEN,
        { species: 'lapin', origin: 'France' },
        { species: 'poulet', origin: 'Brésil' },
      ],
    });
    expect(dish.meat_origins).toEqual([CHICKEN]);
    expect(describeDropped(dropped)).toBe('malformed meat origins ignored: 2');
  });

  it("cleans the option choices' facts too", () => {
    const sauce = { ...choice, allergens: ['oeufs', 'E330'] };
    const { dish } = read({ ...item, options: [{ ...item.options[0], option_options: [sauce] }] });
    const options = dish.options as { option_options: Record<string, unknown>[] }[];
    expect(options[0].option_options[0]).not.toHaveProperty('allergens');
  });

  it('parses the cleaned answer with the strict schema and reports in one line', () => {
    const report = vi.fn();
    const schema = lenientMenusSchema(report);
    const parsed = schema.parse(answer({ ...item, allergens: ['gluten', 'nuts'] }));
    expect(parsed.payload[0].categories[0].items[0].allergens).toBeUndefined();
    expect(report).toHaveBeenCalledExactlyOnceWith(
      'unknown allergen codes ignored: "nuts" ×1; food facts read as unknown: 1',
    );
    schema.parse(answer(item));
    expect(report).toHaveBeenCalledOnce();
  });

  it('leaves what is not a menus answer to the schema to refuse', () => {
    expect(cleanMenusAnswer('<html>').answer).toBe('<html>');
    const odd = {
      status: 'success',
      payload: [{ categories: [{ items: [1, { options: [2, { option_options: [3] }] }] }] }],
    };
    expect(cleanMenusAnswer(odd).answer).toEqual(odd);
    expect(lenientMenusSchema(() => {}).safeParse(odd).success).toBe(false);
  });
});
