/**
 * Live streams (bench/RESULTS.md, "Live streams", docs/adr/0043): 1,000 streams open on one API
 * over PGlite, each watching one order as a diner's page does (`orderStream`, rendered as the
 * board lists it), from 1,000 addresses. A kitchen move on one order at a time: milliseconds from
 * the move's call to its event read by the client, and the memory one open stream costs.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { Hono } from 'hono';
import { createApp, type App } from '@/server/app';
import type { Deps } from '@/server/context';
import { clientAddress } from '@/server/services/client-address';
import { paymentsFromEnv } from '@/server/services/payments';
import { createOrderEvents } from '@/server/services/order-events';
import type { RateLimitStore } from '@/server/services/rate-limit';
import { orderStream } from '@/server/services/sse';
import { moveOrder, staffOrderView } from '@/server/services/staff/orders';
import { openSeeded, pgliteBackend } from '../tests/support/databases';
import { listen, serverFilesBesideBundle } from './api-server';
import { storeCrowdOrders } from './diner-crowd';
import { quantile } from './order-load';

export const STREAMS_HEADING = '## Live streams';
const STREAMS = 1_000;
const MOVES = 200;
const NOW = new Date('2026-06-01T10:00:00Z');
const noLimits: RateLimitStore = { hit: async () => ({ count: 1, resetAt: 0 }) };

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

export async function streamFigures(): Promise<string> {
  serverFilesBesideBundle();
  const opened = await openSeeded(pgliteBackend);
  const db = opened.handle.db;
  const events = createOrderEvents(db);
  await events.listening();
  const api = createApp(db, { now: () => NOW, mailLog: null, limits: noLimits, events });
  const deps = { db, events } as unknown as Deps;
  const app = new Hono();
  app.get('/bench/orders/:id/stream', (c) => {
    const id = Number(c.req.param('id'));
    return orderStream(c, deps, {
      lastEventId: null,
      sees: (orderId) => orderId === id,
      render: (orderId) => staffOrderView(db, orderId),
      client: clientAddress(c),
    });
  });
  app.route('/', api);
  const server = await listen(app as unknown as App);

  // Watched from inside the process (the test route below): the diners' keys are not needed.
  const ids = (await storeCrowdOrders(db, STREAMS)).map((order) => order.id);

  const before = heapMb();
  const arrived = new Map<number, (at: number) => void>();
  const readers = await Promise.all(
    ids.map(async (id, i) => {
      const res = await fetch(`${server.root}/bench/orders/${id}/stream`, {
        headers: {
          'x-comptoir-proxy': server.proxySecret,
          'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      });
      const reader = res.body!.getReader();
      const first = await reader.read(); // retry: the stream is open
      if (first.done) throw new Error('flux fermé');
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: null }));
          if (done || !value) return;
          if (new TextDecoder().decode(value).includes('event: order')) {
            arrived.get(id)?.(performance.now());
          }
        }
      })();
      return reader;
    }),
  );
  const perStreamKb = ((heapMb() - before) * 1000) / STREAMS;

  const latencies: number[] = [];
  const cashOnly = paymentsFromEnv({}).provider;
  for (const id of ids.slice(0, MOVES)) {
    const heard = new Promise<number>((resolve) => arrived.set(id, resolve));
    const start = performance.now();
    // Cash orders: the provider (no Stripe key) is never called.
    await moveOrder(db, NOW, id, { type: 'accept', readyInMinutes: 15 }, 'staff:bench', cashOnly);
    latencies.push((await heard) - start);
  }
  latencies.sort((a, b) => a - b);

  await Promise.all(readers.map((reader) => reader.cancel()));
  await server.close();
  await events.close();
  await opened.dispose();
  const ms = (q: number) => quantile(latencies, q).toFixed(1);
  return [
    STREAMS_HEADING,
    '',
    `${STREAMS.toLocaleString('en-US')} streams open on one API over PGlite (one order each, from as many addresses); ${MOVES} kitchen moves, one at a time, timed from the move's call (its own transaction included) to its event read by the client.`,
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| move → event at the client, p50 | ${ms(0.5)} ms |`,
    `| move → event at the client, p99 | ${ms(0.99)} ms |`,
    `| JS heap per open stream (server and client in one process) | ${perStreamKb.toFixed(1)} KB |`,
  ].join('\n');
}
