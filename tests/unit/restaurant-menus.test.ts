/**
 * The pages' menus (lib/data/restaurant.ts) from a back end whose allergen codes the storefront
 * does not know: the menu is kept, the list is read as unknown and one line is logged.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { getMenus } from '@/lib/data/restaurant';
import { DISH, menusAnswer } from './menus-answer-fixture';

const dish = {
  ...DISH,
  item_price: { price_delivery: 7.5, price_pickup: 6.9, tax_rate: null },
  allergens: ['gluten', 'peanuts'],
  may_contain: ['sesame'],
};
const menus = menusAnswer(dish);

let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(menus));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_ROOT', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

it('keeps a menu whose allergen codes it does not know, and logs them once', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const [menu] = await getMenus();
  const item = menu.categories[0].items[0];
  expect(item.item_name).toBe('Tenders x5');
  expect(item.allergens).toBeUndefined();
  expect(item.may_contain).toEqual(['sesame']);
  expect(warn).toHaveBeenCalledExactlyOnceWith(
    '[menus]',
    'unknown allergen codes ignored: "peanuts" ×1; food facts read as unknown: 1',
  );
  warn.mockRestore();
});
