/**
 * The API's movable clock (docs/contract.md#dev-clock): only with DEV_CLOCK=1 outside production,
 * only asked on this machine, forward only and at most a week; what it moves is the app's clock
 * itself (the menus' opening here), so the E2E run can see an order refused by itself.
 */
import { describe, expect, it } from 'vitest';
import { devClockResponseSchema } from '@/lib/api/dev-clock';
import { menusResponseSchema } from '@/lib/api/schemas';
import { devClockAllowed, loadEnv } from '@/server/env';
import { movableClock } from '@/server/services/dev-clock';
import { backends, call, useSuite } from './support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.
const HOUR = 60 * 60 * 1000;
const NOT_FOUND = { status: 'error', data: { message: 'Ressource introuvable.' } };

const put = (body: unknown, host = '127.0.0.1:4000'): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json', host },
  body: JSON.stringify(body),
});

describe.each(backends)('the dev clock on $name', (backend) => {
  const clock = movableClock(() => NOW.getTime());
  const suite = useSuite(backend, () => ({ now: undefined, devClock: clock }));
  const plain = useSuite(backend);

  it('moves the app’s own clock forward: the menus close at night', async () => {
    const open = async () =>
      (await call(suite.app, menusResponseSchema, '/v2/public/menus')).body.payload.some(
        (menu) => menu.menu_is_open,
      );
    expect(await open()).toBe(true);
    const res = await suite.app.request('/__dev/clock', put({ offset_ms: 13 * HOUR }));
    expect(res.status).toBe(200);
    // 10:00Z + 13 h = 23:00Z, 1:00 on Tuesday in Grenoble.
    expect(devClockResponseSchema.parse(await res.json()).payload).toEqual({
      now: '2026-06-01T23:00:00.000Z',
      offset_ms: 13 * HOUR,
    });
    expect(await open()).toBe(false);
    await suite.app.request('/__dev/clock', put({ offset_ms: 0 }));
    const back = await suite.app.request('/__dev/clock', { headers: { host: 'localhost' } });
    expect(devClockResponseSchema.parse(await back.json()).payload.now).toBe(NOW.toISOString());
    expect(await open()).toBe(true);
  });

  it.each([
    [{ offset_ms: -1 }, 'L’horloge ne recule pas : offset_ms vaut 0 ou plus.'],
    [{ offset_ms: 1.5 }, 'offset_ms est un nombre entier de millisecondes.'],
    [{ offset_ms: 7 * 24 * HOUR + 1 }, 'Au plus une semaine d’avance.'],
    [{ offset_ms: '60000' }, 'offset_ms est un nombre de millisecondes.'],
  ])('refuses %j in French and moves nothing', async (body, message) => {
    const res = await suite.app.request('/__dev/clock', put(body));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
    expect(clock.offsetMs()).toBe(0);
  });

  it('is an unknown route asked on another host, or on an app without one', async () => {
    const far = await suite.app.request('/__dev/clock', put({ offset_ms: HOUR }, 'rebind.example'));
    expect(far.status).toBe(404);
    expect(await far.json()).toEqual(NOT_FOUND);
    expect(clock.offsetMs()).toBe(0);
    const none = await plain.app.request('/__dev/clock', put({ offset_ms: HOUR }));
    expect(none.status).toBe(404);
  });

  it('is never allowed in production', () => {
    expect(devClockAllowed(loadEnv({ NODE_ENV: 'development', DEV_CLOCK: '1' }))).toBe(true);
    expect(devClockAllowed(loadEnv({ NODE_ENV: 'development' }))).toBe(false);
    expect(devClockAllowed(loadEnv({ NODE_ENV: 'production', DEV_CLOCK: '1' }))).toBe(false);
  });
});
