import { Hono } from 'hono';
import { productsResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { fail, send } from '../http';

const MAX_ID = 2_147_483_647;

export function productsRoutes({ catalogue }: Deps) {
  return new Hono().get('/products/:menuId', async (c) => {
    const raw = c.req.param('menuId');
    const menuId = Number(raw);
    if (!/^\d+$/.test(raw) || menuId < 1 || menuId > MAX_ID) {
      fail(400, 'Identifiant de menu invalide : un entier positif est attendu.');
    }
    const payload = (await catalogue.current()).menuItems(menuId);
    if (!payload) fail(404, 'Menu introuvable.');
    return send(c, productsResponseSchema, { status: 'success', payload });
  });
}
