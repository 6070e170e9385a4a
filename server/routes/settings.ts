import { Hono } from 'hono';
import { settingsResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import { send } from '../http';
import { listSettings } from '../services/settings';

export function settingsRoutes({ db }: Deps) {
  return new Hono().get('/settings', async (c) =>
    send(c, settingsResponseSchema, { status: 'success', payload: await listSettings(db) }),
  );
}
