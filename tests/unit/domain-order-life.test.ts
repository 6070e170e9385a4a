import { describe, expect, it } from 'vitest';
import { clockTime, type HoursMenu } from '@/lib/domain/availability';
import {
  acceptDeadline,
  otherDay,
  decide,
  isOverdue,
  KITCHEN_ACTIONS,
  KITCHEN_STATE_LABELS,
  KITCHEN_STATES,
  paymentAfter,
  TIMEOUT_REASON,
  TRANSITIONS,
  type KitchenAction,
  type KitchenState,
  type OrderAtKitchen,
} from '@/lib/domain/order-life';

const PARIS = 'Europe/Paris';
// Monday 1 June 2026 (summer: Paris is UTC+2). 12:00 in Paris is 10:00Z.
const at = (iso: string) => new Date(iso);
const NOON = at('2026-06-01T10:00:00Z');

const asap = (state: KitchenState, kind: 'pickup' | 'delivery' = 'pickup'): OrderAtKitchen => ({
  state,
  kind,
  slot: null,
  readyAt: state === 'received' ? null : at('2026-06-01T10:20:00Z'),
});

describe('the transition table', () => {
  it('labels every state in French', () => {
    expect(KITCHEN_STATES.map((s) => KITCHEN_STATE_LABELS[s])).toEqual([
      'reçue',
      'acceptée',
      'retardée',
      'prête',
      'en livraison',
      'remise',
      'refusée',
      'annulée',
    ]);
  });

  it('says which payment effect each move implies', () => {
    expect(Object.fromEntries(KITCHEN_ACTIONS.map((a) => [a, TRANSITIONS[a].payment]))).toEqual({
      accept: 'capture',
      refuse: 'release',
      delay: null,
      ready: null,
      out_for_delivery: null,
      handed_over: null,
      cancel: 'refund',
      timeout: 'release',
    });
  });

  it('moves a payment by its effect, cash never', () => {
    expect(paymentAfter('authorised', 'capture')).toBe('captured');
    expect(paymentAfter('authorised', 'release')).toBe('released');
    expect(paymentAfter('captured', 'refund')).toBe('refunded');
    expect(paymentAfter('captured', 'release')).toBe('refunded');
    expect(paymentAfter('none', 'capture')).toBe('none');
    expect(paymentAfter('none', 'refund')).toBe('none');
    expect(paymentAfter('authorised', null)).toBe('authorised');
    expect(paymentAfter('captured', 'capture')).toBe('captured');
  });
});

describe('decide', () => {
  it('accepts an ASAP order with a ready time in the minutes given', () => {
    expect(decide(asap('received'), { type: 'accept', readyInMinutes: 15 }, NOON)).toEqual({
      ok: true,
      state: 'accepted',
      readyAt: at('2026-06-01T10:15:00Z'),
      reason: null,
      payment: 'capture',
    });
  });

  it('asks for the minutes of an ASAP order', () => {
    for (const action of [{ type: 'accept' }, { type: 'accept', readyInMinutes: 0 }] as const) {
      expect(decide(asap('received'), action, NOON)).toEqual({
        ok: false,
        message: 'Indiquez dans combien de minutes la commande sera prête.',
      });
    }
  });

  it('accepts a scheduled order for its slot, whatever minutes are given', () => {
    const slot = at('2026-06-01T17:30:00Z');
    const order = { ...asap('received'), slot };
    const decision = decide(order, { type: 'accept', readyInMinutes: 10 }, NOON);
    expect(decision).toMatchObject({ ok: true, state: 'accepted', readyAt: slot });
  });

  it('refuses a waiting order with its reason, trimmed', () => {
    expect(decide(asap('received'), { type: 'refuse', reason: ' Article épuisé ' }, NOON)).toEqual({
      ok: true,
      state: 'refused',
      readyAt: null,
      reason: 'Article épuisé',
      payment: 'release',
    });
    expect(decide(asap('received'), { type: 'refuse', reason: '  ' }, NOON)).toEqual({
      ok: false,
      message: 'Indiquez la raison, elle sera transmise au client.',
    });
  });

  it('refuses an order nobody accepted with the timeout reason', () => {
    expect(decide(asap('received'), { type: 'timeout' }, NOON)).toMatchObject({
      ok: true,
      state: 'refused',
      reason: TIMEOUT_REASON,
    });
  });

  it('pushes the ready time back by 5, 10 or 15 minutes, from the time already set', () => {
    const order = asap('accepted'); // ready at 10:20Z
    expect(decide(order, { type: 'delay', minutes: 10 }, NOON)).toEqual({
      ok: true,
      state: 'delayed',
      readyAt: at('2026-06-01T10:30:00Z'),
      reason: null,
      payment: null,
    });
    expect(
      decide({ ...order, state: 'delayed' }, { type: 'delay', minutes: 5 }, NOON),
    ).toMatchObject({ readyAt: at('2026-06-01T10:25:00Z') });
    expect(decide(order, { type: 'delay', minutes: 7 }, NOON)).toEqual({
      ok: false,
      message: 'Un retard se donne en 5, 10 ou 15 minutes, ou par une nouvelle heure.',
    });
  });

  it('pushes the ready time to a later time only', () => {
    const order = asap('accepted');
    const later = at('2026-06-01T10:45:00Z');
    expect(decide(order, { type: 'delay', readyAt: later }, NOON)).toMatchObject({
      ok: true,
      readyAt: later,
    });
    const refusal = {
      ok: false,
      message: 'La nouvelle heure doit être plus tardive que l’heure prévue.',
    };
    expect(decide(order, { type: 'delay', readyAt: at('2026-06-01T10:20:00Z') }, NOON)).toEqual(
      refusal,
    );
    expect(decide(order, { type: 'delay' }, NOON)).toEqual(refusal);
    // No ready time stored (an order accepted before they were): counted from now.
    const none = { ...order, readyAt: null };
    expect(decide(none, { type: 'delay', minutes: 15 }, NOON)).toMatchObject({
      readyAt: at('2026-06-01T10:15:00Z'),
    });
  });

  it('marks a pickup ready and a delivery gone, each only for its kind', () => {
    expect(decide(asap('accepted'), { type: 'ready' }, NOON)).toMatchObject({ state: 'ready' });
    expect(decide(asap('delayed', 'delivery'), { type: 'out_for_delivery' }, NOON)).toMatchObject({
      state: 'out_for_delivery',
      readyAt: at('2026-06-01T10:20:00Z'),
    });
    expect(decide(asap('accepted'), { type: 'out_for_delivery' }, NOON)).toEqual({
      ok: false,
      message: 'Une commande à emporter ne part pas en livraison : marquez-la « Prête ».',
    });
    expect(decide(asap('accepted', 'delivery'), { type: 'ready' }, NOON)).toEqual({
      ok: false,
      message:
        'Une commande en livraison ne s’attend pas au comptoir : marquez-la « Partie en livraison ».',
    });
  });

  it('hands over what is ready or gone, and cancels what is under way', () => {
    expect(decide(asap('ready'), { type: 'handed_over' }, NOON)).toMatchObject({
      state: 'handed_over',
    });
    expect(
      decide(asap('out_for_delivery', 'delivery'), { type: 'handed_over' }, NOON),
    ).toMatchObject({ state: 'handed_over' });
    expect(decide(asap('ready'), { type: 'cancel', reason: 'Client absent' }, NOON)).toEqual({
      ok: true,
      state: 'cancelled',
      readyAt: at('2026-06-01T10:20:00Z'),
      reason: 'Client absent',
      payment: 'refund',
    });
  });

  it('refuses every move the table does not hold, saying where the order stands', () => {
    const cases: [KitchenState, KitchenAction, string][] = [
      ['received', { type: 'ready' }, 'Cette commande n’a pas encore été acceptée.'],
      ['accepted', { type: 'accept' }, 'Cette commande a déjà été acceptée.'],
      ['delayed', { type: 'refuse', reason: 'x' }, 'Cette commande a déjà été acceptée.'],
      ['ready', { type: 'delay', minutes: 5 }, 'Cette commande est déjà prête.'],
      ['out_for_delivery', { type: 'ready' }, 'Cette commande est déjà partie en livraison.'],
      ['handed_over', { type: 'cancel', reason: 'x' }, 'Cette commande a déjà été remise.'],
      ['refused', { type: 'accept' }, 'Cette commande a été refusée : elle ne peut plus changer.'],
      [
        'cancelled',
        { type: 'timeout' },
        'Cette commande a été annulée : elle ne peut plus changer.',
      ],
    ];
    for (const [state, action, message] of cases) {
      expect(decide(asap(state), action, NOON), `${state} ${action.type}`).toEqual({
        ok: false,
        message,
      });
    }
  });
});

const open = {
  is_open: true,
  times: [
    ['11:00', '14:30'],
    ['18:00', '23:00'],
  ] as [string, string][],
};
const week: HoursMenu = {
  menu_is_available: true,
  active_times: { mon: { label: 'Lundi', ...open }, tue: { label: 'Mardi', ...open } },
};
// Switched off: its hours do not open the restaurant.
const off: HoursMenu = {
  menu_is_available: false,
  active_times: { mon: { label: 'Lundi', ...open } },
};

describe('acceptDeadline and isOverdue', () => {
  const window = (placedAt: Date, menus: HoursMenu[] = [week, off]) => ({
    placedAt,
    menus,
    timeZone: PARIS,
    acceptWithinMinutes: 8,
  });

  it('counts from the order when placed while open', () => {
    // Monday 12:00 in Paris: open; 8 minutes later, 12:08 (10:08Z).
    expect(acceptDeadline(window(NOON))).toEqual(at('2026-06-01T10:08:00Z'));
  });

  it('counts from the next opening when placed while closed', () => {
    // Monday 15:00 in Paris (13:00Z): closed until 18:00 (16:00Z), deadline 18:08.
    expect(acceptDeadline(window(at('2026-06-01T13:00:00Z')))).toEqual(at('2026-06-01T16:08:00Z'));
    // Monday 23:30: closed until Tuesday 11:00 (09:00Z).
    expect(acceptDeadline(window(at('2026-06-01T21:30:00Z')))).toEqual(at('2026-06-02T09:08:00Z'));
  });

  it('counts from the order when the hours never open', () => {
    expect(acceptDeadline(window(NOON, [off]))).toEqual(at('2026-06-01T10:08:00Z'));
  });

  it('is overdue from the deadline on, and only while waiting', () => {
    const w = window(NOON);
    expect(isOverdue('received', w, at('2026-06-01T10:07:59Z'))).toBe(false);
    expect(isOverdue('received', w, at('2026-06-01T10:08:00Z'))).toBe(true);
    expect(isOverdue('accepted', w, at('2026-06-01T11:00:00Z'))).toBe(false);
  });
});

describe('clockTime', () => {
  it.each([
    // Summer (UTC+2) and winter (UTC+1) in Paris; minutes padded, hours not, none on the hour.
    ['2026-06-01T17:40:00Z', PARIS, '19 h 40'],
    ['2026-06-01T07:05:00Z', PARIS, '9 h 05'],
    ['2026-06-01T18:00:00Z', PARIS, '20 h'],
    ['2026-12-01T23:00:00Z', PARIS, '0 h'],
    ['2026-06-01T17:40:00Z', 'UTC', '17 h 40'],
  ])('%s in %s is « %s »', (iso, zone, text) => {
    expect(clockTime(at(iso), zone)).toBe(text);
  });
});

describe('otherDay', () => {
  it('names the day only when it is not the day of now on the restaurant clock', () => {
    // 23:30 UTC on 1 June is 1:30 on Tuesday 2 June in Paris: another day there, not in UTC.
    const late = at('2026-06-01T23:30:00Z');
    expect(otherDay(late, at('2026-06-01T20:00:00Z'), PARIS)).toBe('mardi 2 juin');
    expect(otherDay(late, at('2026-06-01T20:00:00Z'), 'UTC')).toBeNull();
    expect(otherDay(late, at('2026-06-01T22:10:00Z'), PARIS)).toBeNull();
  });
});
