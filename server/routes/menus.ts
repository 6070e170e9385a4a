import { Hono } from 'hono';
import { menusResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { send } from '../http';

export function menusRoutes({ catalogue, now }: Deps) {
  return new Hono().get('/menus', async (c) => {
    const payload = (await catalogue.current()).menus(now());
    return send(c, menusResponseSchema, { status: 'success', payload });
  });
}
