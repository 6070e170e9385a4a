import { Hono } from 'hono';
import { settingsResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { send } from '../http';

export function settingsRoutes({ catalogue }: Deps) {
  return new Hono().get('/settings', async (c) =>
    send(c, settingsResponseSchema, {
      status: 'success',
      payload: (await catalogue.current()).settings(),
    }),
  );
}
