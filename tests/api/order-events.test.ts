/**
 * The order events' bus and a stream's life (docs/adr/0043): a ping every 15 s, every stream
 * ended when its server stops, and on PostgreSQL a listening connection that was cut comes back
 * and announces the rows written meanwhile.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderStatusHistory } from '@/server/db/schema';
import type { OrderEvent } from '@/server/services/order-events';
import { endStreams } from '@/server/services/sse';
import { sseReader } from '../support/sse-reader';
import { placedOrder, signedInStaff, staffSuiteOptions } from './staff-support';
import { backends, useSuite } from './support';

describe.each(backends)('order events on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(() => {
    vi.useRealTimers();
  });
  const openStream = async () => {
    const token = await signedInStaff(suite);
    const res = await suite.app.request('/v2/staff/stream', {
      headers: { authorization: `Bearer ${token}` },
    });
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    return stream;
  };

  it('pings a quiet stream every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const stream = await openStream();
    vi.advanceTimersByTime(14_999);
    expect(await stream.quietFor(100)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await stream.next()).toEqual({ comment: 'ping' });
    vi.advanceTimersByTime(15_000);
    expect(await stream.next()).toEqual({ comment: 'ping' });
    await stream.cancel();
  });

  // Last: the suite's server is stopping from here on.
  it('ends every open stream when its server stops, and any asked while it stops', async () => {
    const streams = [await openStream(), await openStream()];
    expect(suite.events.size).toBe(2);
    endStreams(suite.events);
    for (const stream of streams) expect(await stream.ended()).toBe(true);
    expect(suite.events.size).toBe(0);
    // A kept-alive connection asks again while the server stops: told to retry, then ended.
    const late = await openStream();
    expect(await late.ended()).toBe(true);
    expect(suite.events.size).toBe(0);
  });
});

const postgres = backends.filter((backend) => backend.name === 'postgres');
describe.each(postgres)('order events on $name, its connection cut', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  it('listens again after its connection is cut, and announces what was written meanwhile', async () => {
    const id = await placedOrder(suite);
    const heard: OrderEvent[] = [];
    const unsubscribe = suite.events.subscribe((event) => heard.push(event));
    // The bus's own connection, cut as a restart would (a different session from the pool's).
    await suite.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'LISTEN order_events'`,
    );
    const [row] = await suite.db
      .insert(orderStatusHistory)
      .values({ orderId: id, status: 'accepted', actor: 'system' })
      .returning({ id: orderStatusHistory.id });
    const deadline = Date.now() + 5_000;
    while (!heard.some((event) => event.id === row.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(heard.filter((event) => event.id === row.id)).toEqual([{ id: row.id, orderId: id }]);
    unsubscribe();
  });
});
