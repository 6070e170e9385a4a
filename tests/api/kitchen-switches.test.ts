/**
 * The kitchen's switches through the staff API (issue 36, docs/contract.md#kitchen-switches):
 * behind the staff session, stored with who and when, and obeyed by the next order and the next
 * menus answer: a pause refuses orders until it ends by itself, a dish or a choice sold out is
 * refused and shown so, a closure refuses the day.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { kitchenSwitches, kitchenSwitchLog } from '@/server/db/schema';
import { payloadFor } from './checkout-support';
import { backends, postJson, useSuite, type Suite } from './support';
import {
  NOT_FOUND,
  placedOrder,
  scheduledOrder,
  signedInStaff,
  staffCall,
  staffSuiteOptions,
} from './staff-support';

const NOW = new Date('2026-06-01T10:00:00Z'); // Monday, 12:00 in Grenoble: open until 14:30.
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const FRIES = 30; // « Frites de patate douce »
const TENDERS = 8; // « Tenders x3 », sauces in group 1
const KETCHUP = 101;

/** An order now (or for `wish`'s slot) as the checkout sends it: status and French message. */
async function order(suite: Suite, wish: Partial<Parameters<typeof payloadFor>[1]> = {}) {
  const body = await payloadFor(suite, { lines: [{ item_id: FRIES, quantity: 1 }], ...wish });
  const res = await suite.app.request('/v2/public/checkout/', postJson(body));
  const json = (await res.json()) as { data?: { message?: string } };
  return { status: res.status, message: json.data?.message };
}

describe.each(backends)('the kitchen’s switches on $name', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  afterEach(async () => {
    suite.now = NOW;
    await suite.db.delete(kitchenSwitches);
  });
  const friesOnTheMenus = async () => {
    const menus = (await (await suite.app.request('/v2/public/menus')).json()) as {
      payload: { categories: { items: Record<string, unknown>[] }[] }[];
    };
    return menus.payload
      .flatMap((menu) => menu.categories.flatMap((category) => category.items))
      .find((item) => item.item_id === FRIES);
  };
  const call = (token: string, path: string, body?: unknown, method?: string) =>
    staffCall(suite, `/switches${path}`, { token, body, method });

  it('answers a stranger the 404 of a missing path, and stores nothing', async () => {
    for (const [path, body] of [
      ['', undefined],
      ['/pause', { minutes: 30 }],
      ['/sold-out', { kind: 'item', id: FRIES }],
    ] as const) {
      const reply = await staffCall(suite, `/switches${path}`, { body, token: 'x'.repeat(43) });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(NOT_FOUND);
    }
    expect(await suite.db.select().from(kitchenSwitches)).toEqual([]);
  });

  it('pauses orders, says until when, and reopens by itself', async () => {
    const token = await signedInStaff(suite);
    const paused = await call(token, '/pause', { minutes: 30 });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      pause: { since: NOW.toISOString(), until: minutes(30).toISOString() },
    });
    const refused = await order(suite);
    expect(refused).toEqual({
      status: 422,
      message:
        'Nous ne prenons plus de commandes pour le moment — reprise vers 12 h 30. Vous pouvez commander pour un créneau à partir de cette heure.',
    });
    // Ordering ahead stays open: tomorrow's slot starts after the pause.
    const ahead = await scheduledOrder(suite);
    expect(ahead.id).toBeGreaterThan(0);
    suite.now = minutes(30);
    expect((await order(suite)).status).toBe(200);
    expect((await call(token, '')).body).toMatchObject({ pause: null });
    const [log] = await suite.db.select().from(kitchenSwitchLog);
    expect(log).toMatchObject({
      key: 'pause',
      actor: expect.stringMatching(/^staff:\d+$/),
      at: NOW,
    });
  });

  it('pauses until reopened by hand', async () => {
    const token = await signedInStaff(suite);
    await call(token, '/pause', { minutes: null });
    suite.now = minutes(600);
    expect(await order(suite)).toEqual({
      status: 422,
      message: 'Nous ne prenons plus de commandes pour le moment.',
    });
    expect((await call(token, '/pause', undefined, 'DELETE')).body).toMatchObject({ pause: null });
    expect((await order(suite)).status).toBe(200);
  });

  it('adds a busy delay to the lead time until it ends', async () => {
    const token = await signedInStaff(suite);
    // Pickup lead 15 min: at 12:00 the 12:15 slot is offered; with 20 more, the first is 12:45.
    const slot = (range: string, start: string) => ({
      date: '2026-06-01',
      range,
      instant: new Date(`2026-06-01T${start}:00+02:00`),
    });
    const delayed = await call(token, '/delay', { minutes: 20, for_minutes: 60 });
    expect(delayed.body).toMatchObject({
      delay: { minutes: 20, until: minutes(60).toISOString() },
    });
    expect(await order(suite, slot('12:15-12:30', '12:15'))).toEqual({
      status: 422,
      message:
        'Le créneau du 2026-06-01 à 12:15-12:30 n’est pas (ou plus) proposé : choisissez-en un autre.',
    });
    expect((await order(suite, slot('12:45-13:00', '12:45'))).status).toBe(200);
    await call(token, '/delay', undefined, 'DELETE');
    expect((await order(suite, slot('12:15-12:30', '12:15'))).status).toBe(200);
  });

  it('marks a dish sold out until the evening service, on the menus and at checkout', async () => {
    const token = await signedInStaff(suite);
    const reply = await call(token, '/sold-out', { kind: 'item', id: FRIES });
    // Monday's evening service opens at 18:00 in Grenoble: 16:00 UTC.
    expect(reply.body).toMatchObject({
      sold_out: [
        {
          kind: 'item',
          id: FRIES,
          name: 'Frites de patate douce',
          until: '2026-06-01T16:00:00.000Z',
        },
      ],
    });
    expect(await friesOnTheMenus()).toMatchObject({
      item_is_available: false,
      item_sold_out: true,
    });
    expect(await order(suite)).toEqual({
      status: 422,
      message:
        'Épuisé pour le moment : Frites de patate douce. Retirez-le du panier pour commander.',
    });
    suite.now = new Date('2026-06-01T16:00:00Z');
    expect((await order(suite)).status).toBe(200);
    // The menus answer says so too, though the menus are open as they were at noon.
    expect(await friesOnTheMenus()).toMatchObject({ item_is_available: true });
    expect(await friesOnTheMenus()).not.toHaveProperty('item_sold_out');
  });

  it('marks a choice sold out until switched back', async () => {
    const token = await signedInStaff(suite);
    await call(token, '/sold-out', { kind: 'option', id: KETCHUP, until: 'switched_back' });
    const ketchup = { group_id: 1, option_id: KETCHUP, quantity: 1 };
    suite.now = minutes(24 * 60);
    expect(
      await order(suite, { lines: [{ item_id: TENDERS, quantity: 1, options: [ketchup] }] }),
    ).toEqual({
      status: 422,
      message: 'Épuisé pour le moment : Ketchup (Tenders x3). Retirez-le du panier pour commander.',
    });
    const back = await call(token, `/sold-out/option/${KETCHUP}`, undefined, 'DELETE');
    expect(back.body).toMatchObject({ sold_out: [] });
    const id = await placedOrder(suite, {
      lines: [{ item_id: TENDERS, quantity: 1, options: [ketchup] }],
    });
    expect(id).toBeGreaterThan(0);
  });

  it('refuses a dish or choice the menus do not hold', async () => {
    const token = await signedInStaff(suite);
    expect(await call(token, '/sold-out', { kind: 'item', id: 99_999 })).toMatchObject({
      status: 422,
      body: { data: { message: 'Article introuvable à la carte.' } },
    });
    expect((await call(token, '/sold-out', { kind: 'dish', id: FRIES })).status).toBe(400);
    expect((await call(token, '/sold-out/item/abc', undefined, 'DELETE')).status).toBe(404);
  });

  it('closes the restaurant for a holiday, then opens again', async () => {
    const token = await signedInStaff(suite);
    const closure = { from: '2026-06-01', to: '2026-06-02', message: 'Fermé pour inventaire' };
    expect((await call(token, '/closures', closure)).body).toMatchObject({
      closures: [closure],
    });
    expect(await order(suite)).toEqual({
      status: 422,
      message: 'Fermé pour inventaire : choisissez une autre date.',
    });
    suite.now = new Date('2026-06-03T10:00:00Z');
    expect((await order(suite)).status).toBe(200);
    expect((await call(token, '')).body).toMatchObject({ closures: [] });
  });

  it('judges an order for now by today, whatever date the form still holds', async () => {
    const token = await signedInStaff(suite);
    const tomorrow = { from: '2026-06-02', to: '2026-06-02', message: 'Fermé demain' };
    await call(token, '/closures', tomorrow);
    // « Dès que possible » after a look at tomorrow's slots: the date stayed in the form.
    expect((await order(suite, { date: '2026-06-02' })).status).toBe(200);
    await call(token, '/closures/2026-06-02', undefined, 'DELETE');
    await call(token, '/closures', { from: '2026-06-01', to: '2026-06-01', message: 'Fermé' });
    expect(await order(suite, { date: '2026-06-02' })).toEqual({
      status: 422,
      message: 'Fermé : choisissez une autre date.',
    });
  });

  it('refuses bad dates and messages in French, never a 500', async () => {
    const token = await signedInStaff(suite);
    const bad = [
      { from: '2026-06-05', to: '2026-06-04', message: 'Congés' },
      { from: '2026-02-30', to: '2026-03-01', message: 'Congés' },
      { from: '2026-06-05', to: '2026-06-06', message: 'Congés\n<script>' },
      { from: '2026-06-05', to: '2026-06-06', message: '' },
    ];
    for (const body of bad) {
      const reply = await call(token, '/closures', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    // A NUL byte is refused by the API's input guard before the route reads it.
    const nul = { from: '2026-06-05', to: '2026-06-06', message: 'Con\u0000gés' };
    expect((await call(token, '/closures', nul)).status).toBe(422);
    const past = await call(token, '/closures', {
      from: '2026-05-01',
      to: '2026-05-02',
      message: 'x',
    });
    expect(past).toMatchObject({
      status: 422,
      body: { data: { message: 'Cette date est déjà passée.' } },
    });
    expect(
      (await call(token, '/special-hours/2026-06-05', { times: [['25:00', '26:00']] }, 'PUT'))
        .status,
    ).toBe(400);
    expect((await call(token, '/special-hours/demain', { times: [] }, 'PUT')).status).toBe(400);
    expect(await suite.db.select().from(kitchenSwitches)).toEqual([]);
  });

  it('opens special hours for a day', async () => {
    const token = await signedInStaff(suite);
    // Today 15:00–16:00 only: at 12:00 nothing is cooked, at 15:30 (13:30 UTC) it is.
    const reply = await call(
      token,
      '/special-hours/2026-06-01',
      { times: [['15:00', '16:00']] },
      'PUT',
    );
    expect(reply.body).toMatchObject({
      special_hours: [{ date: '2026-06-01', times: [['15:00', '16:00']] }],
    });
    expect(await order(suite)).toEqual({
      status: 422,
      message: 'Aucune carte n’est ouverte en ce moment : choisissez un créneau.',
    });
    suite.now = new Date('2026-06-01T13:30:00Z');
    expect((await order(suite)).status).toBe(200);
  });

  it('ignores a switch row edited by hand into garbage', async () => {
    await suite.db.insert(kitchenSwitches).values([
      { key: 'pause', value: { since: 'hier', until: 3 }, setBy: 'psql', setAt: NOW },
      { key: `sold_out:item:${FRIES}`, value: 'tout', setBy: 'psql', setAt: NOW },
      { key: 'nimporte', value: {}, setBy: 'psql', setAt: NOW },
    ]);
    expect((await order(suite)).status).toBe(200);
    const token = await signedInStaff(suite);
    expect((await call(token, '')).body).toMatchObject({ pause: null, sold_out: [] });
  });
});
