/**
 * Allergens and meat origins on the reference API (docs/contract.md#allergens-and-meat-origin):
 * served on every dish and option choice of the demo, refused by the API's own writes (the seed's
 * check, the table's constraints) when a code is unknown, and never a 500 for a bad stored row.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menusResponseSchema, productsResponseSchema, type Item } from '@/lib/api/schemas';
import { items } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { storedFacts } from '@/server/db/seed/food-facts';
import { backends, call, useSuite } from './support';

describe('the seed checks its food facts before it writes', () => {
  it.each([
    ['an unknown code', { allergens: ['gluten', 'nuts'] }, /Article 1 \(Test\) : allergens\.1/],
    ['a code twice', { allergens: ['lait', 'lait'] }, /code allergène en double/],
    ['an unknown trace', { allergens: [], mayContain: ['noix'] }, /mayContain\.0/],
    ['no allergens at all', {}, /allergens/],
    [
      'beef without its country of birth',
      {
        allergens: [],
        meatOrigins: [{ species: 'boeuf', reared: ['France'], slaughtered: 'France' }],
      },
      /meatOrigins\.0/,
    ],
  ])('refuses %s', (_case, facts, message) => {
    expect(() => storedFacts('Article 1 (Test)', facts as never)).toThrow(message);
  });

  it('stores missing traces and meats as none', () => {
    expect(storedFacts('Article 1 (Test)', { allergens: ['lait'] })).toEqual({
      allergens: ['lait'],
      mayContain: [],
      meatOrigins: [],
    });
  });
});

describe.each(backends)('food facts ($name)', (backend) => {
  const suite = useSuite(backend);
  afterEach(() => seedDatabase(suite.db));

  const allItems = async () =>
    (await call(suite.app, menusResponseSchema, '/v2/public/menus')).body.payload.flatMap((m) =>
      m.categories.flatMap((c) => c.items),
    );
  const item = async (id: number) => (await allItems()).find((i) => i.item_id === id)!;
  const choice = (dish: Item, id: number) =>
    dish.options.flatMap((g) => g.option_options).find((c) => c.id === id)!;

  it('serves allergens on every dish and every choice of the demo', async () => {
    const list = await allItems();
    for (const dish of list) {
      expect(dish.allergens, dish.item_name).toBeDefined();
      for (const group of dish.options)
        for (const c of group.option_options) expect(c.allergens, c.name).toBeDefined();
    }
  });

  it('serves the breaded chicken in its sesame bun, and what a sauce adds', async () => {
    const burger = await item(1);
    expect(burger.allergens).toEqual(['gluten', 'oeufs', 'lait', 'moutarde', 'sesame']);
    expect(burger).not.toHaveProperty('may_contain'); // none declared
    expect(burger.meat_origins).toEqual([{ species: 'poulet', origin: 'France' }]);
    expect(choice(burger, 107).allergens).toEqual(['moutarde', 'sulfites']);
    expect(choice(burger, 202).meat_origins).toEqual([
      { species: 'dinde', reared: ['Espagne'], slaughtered: 'France' },
    ]);
    const brownie = await item(41);
    expect(brownie.allergens).toEqual(expect.arrayContaining(['lait', 'fruits-a-coque']));
    expect(brownie.may_contain).toEqual(['arachides']);
  });

  it('gives every chicken dish its origin, and the drinks two VAT rates', async () => {
    const list = await allItems();
    const chicken = /poulet|tenders|wings|nuggets/i;
    for (const dish of list.filter((d) => chicken.test(`${d.item_name} ${d.item_description}`)))
      expect(dish.meat_origins, dish.item_name).toContainEqual({
        species: 'poulet',
        origin: 'France',
      });
    const can = await item(33);
    expect(can.item_price.tax_rate).toBe(5.5);
    expect((await item(38)).item_price.tax_rate).toBeNull(); // the house lemonade: 10 %
  });

  it('serves the same facts on the products call', async () => {
    const { body } = await call(suite.app, productsResponseSchema, '/v2/public/products/1');
    expect(body.payload.find((i) => i.item_id === 1)).toEqual(await item(1));
  });

  it('serves a dish without data as unknown, its codes in the Annex order, each once', async () => {
    await suite.db.update(items).set({ allergens: null }).where(eq(items.id, 25));
    await suite.db
      .update(items)
      .set({ allergens: ['sesame', 'gluten', 'sesame'], mayContain: ['lait', 'celeri'] })
      .where(eq(items.id, 26));
    expect(await item(25)).not.toHaveProperty('allergens');
    expect(await item(26)).toMatchObject({
      allergens: ['gluten', 'sesame'],
      may_contain: ['lait', 'celeri'],
    });
  });

  it('serves a choice stored before it had facts as unknown', async () => {
    const [row] = await suite.db.select().from(items).where(eq(items.id, 25));
    const options = row.options.map((group) => ({
      ...group,
      choices: group.choices.map(({ id, name, priceCents, maxQuantity, taxRate }) => ({
        id,
        name,
        priceCents,
        maxQuantity,
        taxRate,
      })),
    }));
    await suite.db.update(items).set({ options }).where(eq(items.id, 25));
    const served = choice(await item(25), 301);
    for (const field of ['allergens', 'may_contain', 'meat_origins'])
      expect(served).not.toHaveProperty(field);
  });

  it.each([
    ['an unknown code', sql`allergens = '{gluten,nuts}'`],
    ['an unknown trace', sql`may_contain = '{noix}'`],
    [
      'an unknown code on a choice',
      sql`options = jsonb_set(options, '{0,choices,0,allergens}', '["E330"]')`,
    ],
    ['a number for a code', sql`options = jsonb_set(options, '{0,choices,0,allergens}', '[7]')`],
    [
      'an unknown trace on a choice',
      sql`options = jsonb_set(options, '{0,choices,0,mayContain}', '["noix"]')`,
    ],
    ['a VAT rate France does not have', sql`tax_rate = 7`],
    ['such a rate on a choice', sql`options = jsonb_set(options, '{0,choices,0,taxRate}', '19.6')`],
    [
      'a rate as text on a choice',
      sql`options = jsonb_set(options, '{0,choices,0,taxRate}', '"10"')`,
    ],
    ['meat origins that are not a list', sql`meat_origins = '{"species":"poulet"}'`],
  ])('the table refuses %s, whoever writes it', async (_case, assignment) => {
    await expect(
      suite.db.execute(sql`update items set ${assignment} where id = 1`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('accepts the rates France has, and none (the default), on a choice', async () => {
    for (const rate of ['5.5', '10', '20', 'null'])
      await suite.db.execute(
        sql`update items set options = jsonb_set(options, '{0,choices,0,taxRate}', ${rate}::jsonb) where id = 1`,
      );
  });

  it('serves a menu whose stored meat origin no longer holds, leaving it out with a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await suite.db.execute(
        sql`update items set meat_origins = '[{"species":"lapin","origin":"France"}]' where id = 9`,
      );
      expect(await item(9)).not.toHaveProperty('meat_origins');
      expect(warn).toHaveBeenCalledWith(
        '[api] catalogue : article 9 : origines de viande mal formées ignorées',
      );
    } finally {
      warn.mockRestore();
    }
  });
});
