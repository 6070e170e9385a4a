import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  menusResponseSchema,
  productsResponseSchema,
  type Menu,
} from '@/lib/api/schemas';
import { backends, call, useSuite } from './support';

describe.each(backends)('menus and products ($name)', (backend) => {
  const suite = useSuite(backend);
  const menus = async () =>
    (await call(suite.app, menusResponseSchema, '/v2/public/menus')).body.payload;
  const byName = (list: Menu[], name: string) => list.find((m) => m.menu_name === name);

  it('lists the seeded menus with their categories and items', async () => {
    const list = await menus();
    const categories = list.flatMap((m) => m.categories);
    const items = categories.flatMap((c) => c.items);
    expect(list.map((m) => m.menu_name)).toEqual(['La Carte', 'Formules du midi']);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items.some((i) => !i.item_is_available)).toBe(true);
    for (const menu of list) {
      for (const category of menu.categories) {
        expect(
          category.items.every(
            (i) => i.item_menu_id === menu.menu_id && i.item_category_id === category.category_id,
          ),
        ).toBe(true);
      }
    }
  });

  it('answers which menus are open at the moment of the request, the rest kept as it was', async () => {
    const at = suite.now;
    try {
      // Monday 12:00 in Paris: lunch is served; 03:00 the next night: nothing is open.
      suite.now = new Date('2026-06-01T10:00:00Z');
      const lunch = await menus();
      suite.now = new Date('2026-06-02T01:00:00Z');
      const night = await menus();
      expect(lunch.some((m) => m.menu_is_open)).toBe(true);
      expect(night.every((m) => !m.menu_is_open)).toBe(true);
      const rest = (list: Menu[]) => list.map((menu) => ({ ...menu, menu_is_open: null }));
      expect(rest(night)).toEqual(rest(lunch));
      suite.now = new Date('2026-06-01T10:00:00Z');
      expect(await menus()).toEqual(lunch);
    } finally {
      suite.now = at;
    }
  });

  it('keeps the sort order of categories and items', async () => {
    const [carte] = await menus();
    expect(carte.categories.map((c) => c.category_name).slice(0, 3)).toEqual([
      'Burgers',
      'Tenders & Wings',
      'Buckets à partager',
    ]);
    expect(carte.categories[0].items.map((i) => i.item_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sends prices in euros, pickup never above delivery, options with their limits', async () => {
    const items = (await menus()).flatMap((m) => m.categories.flatMap((c) => c.items));
    const crispy = items.find((i) => i.item_id === 1);
    expect(crispy?.item_price).toEqual({ price_pickup: 7.9, price_delivery: 8.4, tax_rate: null });
    expect(crispy?.item_image).toBe('/menu-images/burger-crispy-classic.webp');
    for (const item of items)
      expect(item.item_price.price_pickup).toBeLessThanOrEqual(item.item_price.price_delivery);
    const groups = items.flatMap((i) => i.options);
    expect(groups.every((g) => g.min <= g.max && g.selected === 0)).toBe(true);
    const extras = groups.find((g) => g.name === 'Suppléments');
    expect(extras).toMatchObject({ min: 0, max: 5 });
    expect(extras?.option_options[0]).toMatchObject({
      name: 'Cheddar',
      price: 0.8,
      max_quantity: 3,
      quantity: 0,
    });
  });

  it.each([
    ['Monday 12:00', '2026-06-01T10:00:00Z', true, true],
    ['Monday 16:00', '2026-06-01T14:00:00Z', false, false],
    ['Saturday 12:00', '2026-06-06T10:00:00Z', true, false],
    ['Saturday 23:30', '2026-06-06T21:30:00Z', true, false],
    ['Sunday 10:30 on the spring DST day', '2026-03-29T08:30:00Z', false, false],
    ['Sunday 11:00 on the spring DST day', '2026-03-29T09:00:00Z', true, false],
  ])('computes menu_is_open at request time (%s)', async (_when, iso, carteOpen, midiOpen) => {
    suite.now = new Date(iso);
    const list = await menus();
    expect(byName(list, 'La Carte')?.menu_is_open).toBe(carteOpen);
    expect(byName(list, 'Formules du midi')?.menu_is_open).toBe(midiOpen);
  });

  it('serves the items of one menu', async () => {
    const list = await menus();
    const { status, body } = await call(suite.app, productsResponseSchema, '/v2/public/products/2');
    expect(status).toBe(200);
    expect(body.payload).toEqual(
      byName(list, 'Formules du midi')?.categories.flatMap((c) => c.items),
    );
  });

  it.each(['abc', '1.5', '0', '-1', '1e3', '99999999999'])(
    'rejects the menu id %j with 400',
    async (id) => {
      const { status, body } = await call(suite.app, errorBodySchema, `/v2/public/products/${id}`);
      expect(status).toBe(400);
      expect(body.data.message).toMatch(/Identifiant de menu invalide/);
    },
  );

  it('answers 404 for an unknown menu', async () => {
    const { status, body } = await call(suite.app, errorBodySchema, '/v2/public/products/999');
    expect(status).toBe(404);
    expect(body.data.message).toBe('Menu introuvable.');
  });
});
