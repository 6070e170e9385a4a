/**
 * `GET`/`PUT /__dev/clock`: the API's clock and how far it was moved forward, for development
 * and the E2E run (docs/contract.md#dev-clock). server/app.ts mounts it only when given a movable
 * clock (DEV_CLOCK=1, never in production); it answers only a request asked on this machine.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { devClockBodySchema, devClockResponseSchema } from '@/lib/api/dev-clock';
import { readJson, send } from '../http';
import type { MovableClock } from '../services/dev-clock';
import { onlyFromThisMachine } from './dev-only';

export function devClockRoutes(clock: MovableClock) {
  const answer = (c: Context) =>
    send(c, devClockResponseSchema, {
      status: 'success',
      payload: { now: clock.now().toISOString(), offset_ms: clock.offsetMs() },
    });
  return new Hono()
    .get('/clock', (c) => {
      onlyFromThisMachine(c);
      return answer(c);
    })
    .put('/clock', async (c) => {
      onlyFromThisMachine(c);
      clock.setOffset((await readJson(c, devClockBodySchema)).offset_ms);
      return answer(c);
    });
}
