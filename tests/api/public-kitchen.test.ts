/**
 * GET /v2/public/kitchen (docs/contract.md#kitchen-switches): what the diner's pages show of the
 * kitchen's switches, at the API's instant, without who set them; never cached; a row typed by
 * hand into garbage is left out, never a 500.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { kitchenSwitches } from '@/server/db/schema';
import { backends, useSuite } from './support';
import { signedInStaff, staffCall, staffSuiteOptions } from './staff-support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const NOTHING = { status: 'success', pause: null, delay: null, closures: [], special_hours: [] };

describe.each(backends)('the public read of the switches on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(async () => {
    suite.now = NOW;
    await suite.db.delete(kitchenSwitches);
  });
  const read = async () => {
    const res = await suite.app.request('/v2/public/kitchen');
    return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
  };
  const call = (token: string, path: string, body?: unknown, method?: string) =>
    staffCall(suite, `/switches${path}`, { token, body, method });

  it('answers nothing in force, never to be cached', async () => {
    expect(await read()).toEqual({ status: 200, cache: 'no-store', body: NOTHING });
  });

  it('answers each switch on the next request, and drops what is over', async () => {
    const token = await signedInStaff(suite);
    await call(token, '/pause', { minutes: 15 });
    await call(token, '/delay', { minutes: 20, for_minutes: 30 });
    await call(token, '/closures', { from: '2026-08-03', to: '2026-08-17', message: 'Congés' });
    await call(token, '/closures', { from: '2026-06-01', to: '2026-06-01', message: 'Inventaire' });
    await call(token, '/special-hours/2026-12-24', { times: [['11:00', '15:00']] }, 'PUT');
    const body = (await read()).body as Record<string, unknown>;
    expect(body).toEqual({
      status: 'success',
      pause: { since: NOW.toISOString(), until: later(15).toISOString() },
      delay: { minutes: 20, until: later(30).toISOString() },
      closures: [
        { from: '2026-06-01', to: '2026-06-01', message: 'Inventaire' },
        { from: '2026-08-03', to: '2026-08-17', message: 'Congés' },
      ],
      special_hours: [{ date: '2026-12-24', times: [['11:00', '15:00']] }],
    });
    // Nothing of who set it reaches the diner.
    expect(JSON.stringify(body)).not.toMatch(/set_by|set_at|staff:/);

    // 12:15: the pause is over by itself; 12:30 the delay; the next day today's closure.
    suite.now = later(15);
    expect((await read()).body).toMatchObject({ pause: null, delay: { minutes: 20 } });
    suite.now = later(30);
    expect((await read()).body).toMatchObject({ pause: null, delay: null });
    suite.now = new Date('2026-06-02T10:00:00Z');
    expect((await read()).body).toMatchObject({
      closures: [{ from: '2026-08-03' }],
      special_hours: [{ date: '2026-12-24' }],
    });
  });

  it('answers a pause until reopened without an end', async () => {
    const token = await signedInStaff(suite);
    await call(token, '/pause', { minutes: null });
    suite.now = later(600);
    expect((await read()).body).toMatchObject({ pause: { until: null } });
    await call(token, '/pause', undefined, 'DELETE');
    expect((await read()).body).toEqual(NOTHING);
  });

  it('leaves out rows typed by hand into garbage', async () => {
    const at = { setBy: 'psql', setAt: NOW };
    await suite.db.insert(kitchenSwitches).values([
      { key: 'pause', value: { since: 'hier', until: null }, ...at },
      { key: 'special:pas-une-date', value: { times: [] }, ...at },
      { key: 'closure:2026-06-10', value: { from: '2026-06-10' }, ...at },
    ]);
    expect(await read()).toEqual({ status: 200, cache: 'no-store', body: NOTHING });
  });
});
