import { Hono } from 'hono';
import { menusResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { send } from '../http';
import { listMenus } from '../services/catalogue';
import { restaurantTimeZone } from '../services/settings';

export function menusRoutes({ db, now }: Deps) {
  return new Hono().get('/menus', async (c) => {
    const payload = await listMenus(db, now(), await restaurantTimeZone(db));
    return send(c, menusResponseSchema, { status: 'success', payload });
  });
}
