/**
 * The kitchen's live stream (docs/contract.md#streams, docs/adr/0043): a move reaches an open
 * stream once committed, never before; a stream resumed from its last event id gets every order
 * touched since, each once; no session, no stream; a client's streams are bounded; and a stream
 * left by its client leaves nothing subscribed.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffOrderSchema, staffOrdersResponseSchema } from '@/lib/api/staff';
import { orders, orderStatusHistory } from '@/server/db/schema';
import { STREAMS_PER_CLIENT } from '@/server/services/sse';
import { backends, useSuite, type Suite } from './support';
import {
  move,
  NOT_FOUND,
  placedOrder,
  placedOrderWithKey,
  signedInStaff,
  staffCall,
  staffSuiteOptions,
} from './staff-support';
import { sseReader, type Frame } from '../support/sse-reader';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.

/** GET /v2/staff/stream as a board opens it. */
function openStream(
  suite: Suite,
  init: { token?: string; lastEventId?: number | string; query?: string; address?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.lastEventId !== undefined) headers['last-event-id'] = String(init.lastEventId);
  return suite.app.request(
    `/v2/staff/stream${init.query ?? ''}`,
    { headers },
    { incoming: { socket: { remoteAddress: init.address ?? '192.0.2.20' } } },
  );
}

/** Waits until `check` holds (a subscriber released after a disconnect, say). */
async function eventually(check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('jamais vrai');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(backends)('the kitchen’s stream on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(() => {
    suite.now = NOW;
  });
  const newestHistoryId = async (orderId: number) =>
    (
      await suite.db
        .select({ id: orderStatusHistory.id })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(orderStatusHistory.id)
    ).at(-1)!.id;

  it('sends a new order and a kitchen move as the board lists them, with their history ids', async () => {
    const token = await signedInStaff(suite);
    const res = await openStream(suite, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    const id = await placedOrder(suite);
    const placed = await stream.next();
    expect(placed).toMatchObject({ event: 'order', id: String(await newestHistoryId(id)) });
    expect(staffOrderSchema.parse(JSON.parse(placed.data!))).toMatchObject({
      id,
      kitchen_state: 'received',
    });
    await move(suite, token, id, 'accept', { ready_in_minutes: 20 });
    const frame = await stream.next();
    expect(frame.event).toBe('order');
    expect(frame.id).toBe(String(await newestHistoryId(id)));
    expect(staffOrderSchema.parse(JSON.parse(frame.data!))).toMatchObject({
      id,
      kitchen_state: 'accepted',
      ready_at: '2026-06-01T10:20:00.000Z',
    });
    await stream.cancel();
  });

  it('sends nothing before the move’s transaction commits, and nothing of a rollback', async () => {
    const token = await signedInStaff(suite);
    const stream = sseReader((await openStream(suite, { token })).body);
    await stream.next(); // retry
    // Placed with the stream open, and heard: placed before it, its notice could still be on its
    // way to the API's listener when the stream subscribes, and arrive in the quiet below.
    const id = await placedOrder(suite);
    await stream.next();
    await suite.db
      .transaction(async (tx) => {
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: id, status: 'accepted', actor: 'system' });
        throw new Error('annulée');
      })
      .catch(() => undefined);
    expect(await stream.quietFor(300)).toBe(true);
    let heardInside = true;
    await suite.db.transaction(async (tx) => {
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, status: 'accepted', actor: 'system' });
      heardInside = !(await stream.quietFor(300));
    });
    expect(heardInside).toBe(false);
    const frame = await stream.next();
    expect(frame.id).toBe(String(await newestHistoryId(id)));
    await stream.cancel();
  });

  it('resumes from the last event id with every order touched since, each once, newest id', async () => {
    const token = await signedInStaff(suite);
    const first = await placedOrder(suite);
    const day = staffOrdersResponseSchema.parse(
      (await staffCall(suite, '/orders', { token })).body,
    );
    expect(day.last_event_id).toBe(await newestHistoryId(first));
    const second = await placedOrder(suite);
    await move(suite, token, first, 'accept', { ready_in_minutes: 10 });
    await move(suite, token, first, 'ready');
    const stream = sseReader(
      (await openStream(suite, { token, lastEventId: day.last_event_id })).body,
    );
    expect(await stream.next()).toEqual({ retry: '2000' });
    const frames = [await stream.next(), await stream.next()];
    expect(
      frames.map((f) => [f.id, JSON.parse(f.data!).id, JSON.parse(f.data!).kitchen_state]),
    ).toEqual([
      [String(await newestHistoryId(second)), second, 'received'],
      [String(await newestHistoryId(first)), first, 'ready'],
    ]);
    expect(await stream.quietFor(200)).toBe(true);
    await stream.cancel();
    // The query form, for EventSource's first connection.
    const byQuery = sseReader(
      (await openStream(suite, { token, query: `?last_event_id=${await newestHistoryId(second)}` }))
        .body,
    );
    await byQuery.next();
    expect(JSON.parse((await byQuery.next()).data!).id).toBe(first);
    await byQuery.cancel();
    const bad = await openStream(suite, { token, lastEventId: 'hier' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      status: 'error',
      data: { message: 'Le dernier événement reçu doit être un nombre entier positif.' },
    });
    // Past a PostgreSQL integer: no history id is that large.
    const huge = await openStream(suite, { token, lastEventId: '2147483648' });
    expect(huge.status).toBe(400);
  });

  it('never sends a card order the kitchen may not see yet', async () => {
    const token = await signedInStaff(suite);
    const unpaid = await placedOrder(suite);
    await suite.db
      .update(orders)
      .set({ paymentMethod: 'card', status: 'pending' })
      .where(eq(orders.id, unpaid));
    const cash = await placedOrder(suite);
    const stream = sseReader((await openStream(suite, { token })).body);
    await stream.next();
    await suite.db
      .insert(orderStatusHistory)
      .values({ orderId: unpaid, status: 'pending', actor: 'diner' });
    await move(suite, token, cash, 'accept', { ready_in_minutes: 10 });
    // The cash order's checkout may come too: it committed a moment before the stream opened.
    const seen = new Set<number>();
    for (let frame: Frame | null = await stream.next(); frame;) {
      seen.add(staffOrderSchema.parse(JSON.parse(frame.data!)).id);
      frame = await stream.next(300).catch(() => null);
    }
    expect([...seen]).toEqual([cash]);
    await stream.cancel();
  });

  it('answers the same 404 without a staff session, a diner’s token included', async () => {
    for (const token of [undefined, 'x'.repeat(43), 'pas un jeton']) {
      const res = await openStream(suite, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });

  it('ends a stream whose session ended, at its next event', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    const stream = sseReader((await openStream(suite, { token })).body);
    await stream.next();
    const other = await signedInStaff(suite);
    await staffCall(suite, '/logout', { token, body: {} });
    await move(suite, other, id, 'accept', { ready_in_minutes: 10 });
    expect(await stream.ended()).toBe(true);
  });

  it('ends a stream whose session ended at its next ping, with no event between', async () => {
    const token = await signedInStaff(suite);
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const stream = sseReader((await openStream(suite, { token })).body);
      await stream.next();
      vi.advanceTimersByTime(15_000);
      expect(await stream.next()).toEqual({ comment: 'ping' });
      await staffCall(suite, '/logout', { token, body: {} });
      vi.advanceTimersByTime(15_000);
      expect(await stream.ended()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bounds an account’s open boards, wherever they are, apart from diners’ streams', async () => {
    const token = await signedInStaff(suite);
    const address = '198.51.100.7';
    const open = [];
    for (let i = 0; i < STREAMS_PER_CLIENT; i++) {
      const res = await openStream(suite, { token, address });
      expect(res.status).toBe(200);
      open.push(sseReader(res.body));
    }
    // Another address, same account: refused.
    const refused = await openStream(suite, { token, address: '198.51.100.8' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      status: 'error',
      data: {
        message:
          'Trop de tableaux de cuisine sont ouverts avec ce compte : fermez des onglets ou réessayez dans un instant.',
      },
    });
    // A diner behind the same address as those boards still follows their order.
    const { id, key } = await placedOrderWithKey(suite);
    const diner = await suite.app.request(
      `/v2/public/orders/${id}/stream?key=${key}`,
      {},
      { incoming: { socket: { remoteAddress: address } } },
    );
    expect(diner.status).toBe(200);
    await sseReader(diner.body).cancel();
    await open.pop()!.cancel();
    let again = await openStream(suite, { token, address });
    for (let i = 0; again.status === 429 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream(suite, { token, address });
    }
    expect(again.status).toBe(200);
    await Promise.all([...open.map((s) => s.cancel()), sseReader(again.body).cancel()]);
  });

  it('unsubscribes a stream its client left', async () => {
    const token = await signedInStaff(suite);
    await eventually(() => suite.events.size === 0);
    const stream = sseReader((await openStream(suite, { token })).body);
    await stream.next();
    expect(suite.events.size).toBe(1);
    await stream.cancel();
    await eventually(() => suite.events.size === 0);
  });
});
