/**
 * The diner's stream (docs/contract.md#order-status, docs/adr/0043, 0044): a kitchen move of the
 * order reaches it as the diner's view, moves of other orders never do, a resume gets the order
 * touched since its last event id, and anything but the key or the owner's session is the 404.
 */
import { describe, expect, it } from 'vitest';
import { dinerOrderResponseSchema } from '@/lib/api/order-status';
import { moveOrder } from '@/server/services/staff/orders';
import { sseReader } from '../support/sse-reader';
import { placedOrderWithKey, staffSuiteOptions, unreachableStripe } from './staff-support';
import { backends, useSuite, type Suite } from './support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.
const NOT_FOUND = { status: 'error', data: { message: 'Commande introuvable.' } };
const orderSchema = dinerOrderResponseSchema.shape.order;

const place = (suite: Suite) => placedOrderWithKey(suite);

const open = (suite: Suite, path: string) =>
  suite.app.request(`/v2/public/orders/${path}`, undefined, {
    incoming: { socket: { remoteAddress: '192.0.2.31' } },
  });

describe.each(backends)('the diner’s stream on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);

  it('sends the kitchen’s move of this order, not another’s', async () => {
    const mine = await place(suite);
    const theirs = await place(suite);
    const res = await open(suite, `${mine.id}/stream?key=${mine.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    await moveOrder(
      suite.db,
      NOW,
      theirs.id,
      { type: 'accept', readyInMinutes: 10 },
      'staff:1',
      unreachableStripe,
    );
    await moveOrder(
      suite.db,
      NOW,
      mine.id,
      { type: 'accept', readyInMinutes: 20 },
      'staff:1',
      unreachableStripe,
    );
    const frame = await stream.next();
    expect(frame.event).toBe('order');
    const order = orderSchema.parse(JSON.parse(frame.data!));
    // Accepted at 10:00Z for 20 minutes.
    expect(order).toMatchObject({
      id: mine.id,
      kitchen_state: 'accepted',
      ready_at: '2026-06-01T10:20:00.000Z',
    });
    expect(frame.id).toBe(String(order.last_event_id));
    await stream.cancel();
  });

  it('resumes from its last event id with the order as it stands', async () => {
    const mine = await place(suite);
    const before = await open(suite, `${mine.id}?key=${mine.key}`);
    const seen = dinerOrderResponseSchema.parse(await before.json()).order.last_event_id;
    await moveOrder(
      suite.db,
      NOW,
      mine.id,
      { type: 'refuse', reason: 'Article épuisé' },
      'staff:1',
      unreachableStripe,
    );
    const res = await open(suite, `${mine.id}/stream?key=${mine.key}&last_event_id=${seen}`);
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    const order = orderSchema.parse(JSON.parse((await stream.next()).data!));
    expect(order).toMatchObject({ kitchen_state: 'refused', reason: 'Article épuisé' });
    await stream.cancel();
  });

  it('opens no stream without the key', async () => {
    const mine = await place(suite);
    const theirs = await place(suite);
    for (const path of [
      `${mine.id}/stream`,
      `${mine.id}/stream?key=${theirs.key}`,
      `999999/stream?key=${mine.key}`,
    ]) {
      const res = await open(suite, path);
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });
});
