/**
 * While PostgreSQL is away (restarting, failing over, refusing connections) the API answers 503
 * with `Retry-After` and a French message, never a 500 quoting the driver's error, and never
 * hangs: the pool gives up on a connection after a bounded time (server/db/client.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp } from '@/server/app';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { databaseUnavailable } from '@/server/db/unavailable';
import { MESSAGES } from '@/server/http';
import { payloadFor, type OrderContext } from '../support/order-payload';
import { backends, useSuite } from './support';

// A well-formed order (figures given, so no database is asked to make it): it passes validation
// and meets the database first at its local_id lookup.
const lines = [{ item_id: 30, quantity: 2 }];
const figures = { subtotal: 7.8, discount: 0, delivery: 0, tax: 0.71, total: 7.8 };

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  const text = await res.text();
  expect(errorBodySchema.parse(JSON.parse(text)).data.message).toBe(MESSAGES.unavailable);
  for (const leak of ['ECONNREFUSED', '127.0.0.1', 'terminat', 'postgres', 'admin'])
    expect(text.toLowerCase()).not.toContain(leak.toLowerCase());
}

describe('an API whose PostgreSQL does not answer', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/x` });
  });
  afterAll(() => handle.close());

  it('answers 503 with Retry-After and a French message, for a read and an order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = createApp(handle.db, { mailLog: null });
    const started = performance.now();
    await expectUnavailable(await app.request('/v2/public/menus'));
    await expectUnavailable(
      await app.request('/v2/public/checkout/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await payloadFor({} as OrderContext, { lines, figures })),
      }),
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    // Said once in the log for the outage, by class and code only.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[api\] 503 ref=base-indisponible GET /);
    warn.mockRestore();
  });
});

describe.each(backends)('an error of a database going away ($name)', (backend) => {
  const suite = useSuite(backend);

  it.each([
    [
      'admin shutdown (57P01)',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['cannot connect now (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 for %s, wrapped as drizzle wraps it', async (_, cause) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = createApp(suite.db, { mailLog: null });
    app.get('/__down', () => {
      throw new Error('Failed query: select 1', { cause });
    });
    await expectUnavailable(await app.request('/__down'));
    warn.mockRestore();
  });

  it('still answers 500 for any other error', () => {
    expect(databaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(databaseUnavailable(new Error('panne simulée'))).toBe(false);
  });
});
