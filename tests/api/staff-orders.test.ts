/**
 * The kitchen's day and moves (docs/contract.md#staff-extension, docs/adr/0041): every move of
 * the table, written to the history with its instant and actor; any other refused with 409 in
 * French and nothing changed; of two tablets accepting at once exactly one wins; and an order
 * nobody accepts is refused by itself once the clock passes its deadline.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TIMEOUT_REASON } from '@/lib/domain/order-life';
import { orders, orderStatusHistory, settings } from '@/server/db/schema';
import { refuseOverdueOrders } from '@/server/services/staff/orders';
import { backends, useSuite } from './support';
import {
  move,
  NOT_FOUND,
  placedOrder,
  scheduledOrder,
  signedInStaff,
  staffCall,
  staffSuiteOptions,
  unreachableStripe,
} from './staff-support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open.
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe.each(backends)('the kitchen on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(() => {
    suite.now = NOW;
  });
  const history = (id: number) =>
    suite.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(orderStatusHistory.id);
  const row = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('lists the day’s orders with what the kitchen needs', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    const reply = await staffCall(suite, '/orders', { token });
    expect(reply.status).toBe(200);
    const body = reply.body as {
      day: string;
      time_zone: string;
      orders: Record<string, unknown>[];
    };
    expect(body.day).toBe('2026-06-01');
    expect(body.time_zone).toBe('Europe/Paris');
    expect(body.orders.find((o) => o.id === id)).toMatchObject({
      placed_at: NOW.toISOString(),
      mode: 'pickup',
      slot: null,
      kitchen_state: 'received',
      ready_at: null,
      accept_before: minutes(8).toISOString(),
      customer: { name: 'Camille Durand', phone: '06 12 34 56 78' },
      address: null,
      lines: [expect.objectContaining({ quantity: 2, note: 'bien cuites', options: [] })],
      payment: { method: 'cash', state: 'none' },
    });
    const other = await staffCall(suite, '/orders?day=2026-06-02', { token });
    expect((other.body as { orders: unknown[] }).orders).toEqual([]);
    const bad = await staffCall(suite, '/orders?day=demain', { token });
    expect(bad.status).toBe(400);
  });

  it('counts the day and names the zone as the restaurant’s own clock does', async () => {
    // 22:30 UTC on 1 June is already 2 June in Réunion (UTC+4), still 1 June in Paris.
    suite.now = new Date('2026-06-01T22:30:00Z');
    const zone = (value: string) =>
      suite.db.update(settings).set({ value }).where(eq(settings.name, 'timezone'));
    await zone('Indian/Reunion');
    try {
      const reply = await staffCall(suite, '/orders', { token: await signedInStaff(suite) });
      expect(reply.body).toMatchObject({ day: '2026-06-02', time_zone: 'Indian/Reunion' });
    } finally {
      await zone('Europe/Paris');
    }
  });

  it('moves a pickup through accepted, delayed, ready and handed over, each in the history', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    const accepted = await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      order: { kitchen_state: 'accepted', ready_at: minutes(15).toISOString() },
    });
    suite.now = minutes(5);
    expect((await move(suite, token, id, 'delay', { minutes: 10 })).body).toMatchObject({
      order: { kitchen_state: 'delayed', ready_at: minutes(25).toISOString() },
    });
    expect(
      (await move(suite, token, id, 'delay', { ready_at: minutes(40).toISOString() })).body,
    ).toMatchObject({ order: { ready_at: minutes(40).toISOString() } });
    const earlier = await move(suite, token, id, 'delay', { ready_at: minutes(30).toISOString() });
    expect(earlier.status).toBe(409);
    expect(earlier.body).toMatchObject({
      data: { message: 'La nouvelle heure doit être plus tardive que l’heure prévue.' },
    });
    const gone = await move(suite, token, id, 'out-for-delivery');
    expect(gone.body).toMatchObject({
      data: { message: 'Une commande à emporter ne part pas en livraison : marquez-la « Prête ».' },
    });
    expect((await move(suite, token, id, 'ready')).status).toBe(200);
    suite.now = minutes(45);
    expect((await move(suite, token, id, 'handed-over')).body).toMatchObject({
      order: { kitchen_state: 'handed_over' },
    });
    const again = await move(suite, token, id, 'handed-over');
    expect(again).toMatchObject({
      status: 409,
      body: { data: { message: 'Cette commande a déjà été remise.' } },
    });
    const rows = await history(id);
    expect(rows.map((r) => [r.status, r.actor, r.createdAt.toISOString()])).toEqual([
      ['pending', 'diner', expect.any(String)],
      ['accepted', expect.stringMatching(/^staff:\d+$/), NOW.toISOString()],
      ['delayed', expect.stringMatching(/^staff:\d+$/), minutes(5).toISOString()],
      ['delayed', expect.stringMatching(/^staff:\d+$/), minutes(5).toISOString()],
      ['ready', expect.stringMatching(/^staff:\d+$/), minutes(5).toISOString()],
      ['handed_over', expect.stringMatching(/^staff:\d+$/), minutes(45).toISOString()],
    ]);
    expect((await row(id)).acceptedAt).toEqual(NOW);
  });

  it('refuses with a reason, then nothing more; cancels after acceptance with one', async () => {
    const token = await signedInStaff(suite);
    const refused = await placedOrder(suite);
    const noReason = await move(suite, token, refused, 'refuse', { reason: '' });
    expect(noReason.status).toBe(400);
    expect((await row(refused)).kitchenState).toBe('received');
    expect(
      (await move(suite, token, refused, 'refuse', { reason: 'Article épuisé' })).body,
    ).toMatchObject({
      order: { kitchen_state: 'refused', reason: 'Article épuisé' },
    });
    expect(await move(suite, token, refused, 'accept', { ready_in_minutes: 10 })).toMatchObject({
      status: 409,
      body: { data: { message: 'Cette commande a été refusée : elle ne peut plus changer.' } },
    });
    const cancelled = await placedOrder(suite);
    expect((await move(suite, token, cancelled, 'cancel', { reason: 'x' })).status).toBe(409);
    await move(suite, token, cancelled, 'accept', { ready_in_minutes: 10 });
    expect(
      (await move(suite, token, cancelled, 'cancel', { reason: 'Panne du four' })).body,
    ).toMatchObject({
      order: { kitchen_state: 'cancelled', reason: 'Panne du four' },
    });
    const [last] = (await history(cancelled)).slice(-1);
    expect(last).toMatchObject({ status: 'cancelled', note: 'Panne du four' });
  });

  it('sends a delivery out, never ready at the counter', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite, { pickup: false, lines: [{ item_id: 30, quantity: 6 }] });
    const listed = await staffCall(suite, '/orders', { token });
    const order = (listed.body as { orders: { id: number; address: string | null }[] }).orders.find(
      (o) => o.id === id,
    );
    expect(order?.address).toMatch(/38\d{3}/);
    await move(suite, token, id, 'accept', { ready_in_minutes: 30 });
    expect((await move(suite, token, id, 'ready')).status).toBe(409);
    expect((await move(suite, token, id, 'out-for-delivery')).body).toMatchObject({
      order: { kitchen_state: 'out_for_delivery' },
    });
    expect((await move(suite, token, id, 'handed-over')).status).toBe(200);
  });

  it('accepts a scheduled order for its slot', async () => {
    const token = await signedInStaff(suite);
    const { id, slot } = await scheduledOrder(suite);
    const accepted = await move(suite, token, id, 'accept', { ready_in_minutes: 10 });
    expect(accepted.body).toMatchObject({
      order: { slot: slot.instant.toISOString(), ready_at: slot.instant.toISOString() },
    });
  });

  it('lets exactly one of two tablets accepting at once win', async () => {
    const first = await signedInStaff(suite, 'tablette1@exemple.fr', 'mot de passe tablette 1');
    const second = await signedInStaff(suite, 'tablette2@exemple.fr', 'mot de passe tablette 2');
    const id = await placedOrder(suite);
    const replies = await Promise.all([
      move(suite, first, id, 'accept', { ready_in_minutes: 10 }),
      move(suite, second, id, 'accept', { ready_in_minutes: 20 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.body).toMatchObject({
      data: { message: 'Cette commande a déjà été acceptée.' },
    });
    const accepted = (await history(id)).filter((r) => r.status === 'accepted');
    expect(accepted).toHaveLength(1);
  });

  it('answers 404 for an unknown order, an unknown move and an unpaid card order', async () => {
    const token = await signedInStaff(suite);
    const unpaid = await placedOrder(suite, { payment: 'card' });
    const inherited = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    for (const path of [
      '/orders/999999/accept',
      '/orders/1/eat',
      `/orders/${unpaid}/accept`,
      ...inherited.map((name) => `/orders/${unpaid}/${name}`),
    ]) {
      const reply = await staffCall(suite, path, { token, body: { ready_in_minutes: 10 } });
      expect(reply.status, path).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
    expect((await row(unpaid)).kitchenState).toBe('received');
  });

  it('refuses by itself an order nobody accepted within 8 minutes, and only that one', async () => {
    const token = await signedInStaff(suite);
    const waiting = await placedOrder(suite);
    const taken = await placedOrder(suite);
    await move(suite, token, taken, 'accept', { ready_in_minutes: 10 });
    expect(await refuseOverdueOrders(suite.db, minutes(7), unreachableStripe)).toBe(0);
    expect(
      await refuseOverdueOrders(suite.db, minutes(8), unreachableStripe),
    ).toBeGreaterThanOrEqual(1);
    expect(await row(waiting)).toMatchObject({
      kitchenState: 'refused',
      kitchenReason: TIMEOUT_REASON,
    });
    expect((await row(taken)).kitchenState).toBe('accepted');
    const [last] = (await history(waiting)).slice(-1);
    expect(last).toMatchObject({ status: 'refused', actor: 'system', createdAt: minutes(8) });
  });

  it('lists on today’s board what is still to do or moved today from other days', async () => {
    const token = await signedInStaff(suite);
    const { id: waiting } = await scheduledOrder(suite);
    const { id: refused, slot } = await scheduledOrder(suite);
    expect((await move(suite, token, refused, 'refuse', { reason: 'Four en panne' })).status).toBe(
      200,
    );
    const ids = async (query: string) =>
      (
        (await staffCall(suite, `/orders${query}`, { token })).body as { orders: { id: number }[] }
      ).orders
        .map((o) => o.id)
        // The suite's other orders stay in its database.
        .filter((id) => id === waiting || id === refused);
    expect(slot.date).not.toBe('2026-06-01');
    // Today: one waits for an answer, the other was refused today.
    expect(await ids('')).toEqual([waiting, refused]);
    expect(await ids('?day=2026-06-01')).toEqual([waiting, refused]);
    expect(await ids(`?day=${slot.date}`)).toEqual([waiting, refused]);
    expect((await move(suite, token, waiting, 'accept')).status).toBe(200);
    // Two days on: the accepted one is still to do, the refusal is an older day's.
    suite.now = new Date('2026-06-03T10:00:00Z');
    expect(await ids('')).toEqual([waiting]);
    expect(await ids(`?day=${slot.date}`)).toEqual([waiting, refused]);
  });

  it('counts the minutes from the opening for an order placed while closed', async () => {
    // Monday 15:30 in Grenoble: closed until 18:00 (16:00Z); ordered for tomorrow's first slot.
    suite.now = new Date('2026-06-01T13:30:00Z');
    const { id, slot } = await scheduledOrder(suite);
    const token = await signedInStaff(suite);
    const listed = await staffCall(suite, '/orders?day=' + slot.date, { token });
    const order = (listed.body as { orders: { id: number; accept_before: string }[] }).orders.find(
      (o) => o.id === id,
    );
    expect(order?.accept_before).toBe('2026-06-01T16:08:00.000Z');
    await refuseOverdueOrders(suite.db, new Date('2026-06-01T16:07:59Z'), unreachableStripe);
    expect((await row(id)).kitchenState).toBe('received');
    await refuseOverdueOrders(suite.db, new Date('2026-06-01T16:08:00Z'), unreachableStripe);
    expect((await row(id)).kitchenState).toBe('refused');
  });
});
