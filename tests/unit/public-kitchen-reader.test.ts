/**
 * The diner's hand-written reader of GET /v2/public/kitchen (lib/api/public-kitchen.ts) takes and
 * refuses what the contract's zod schema does, answer by answer, so keeping zod out of the diner's
 * pages (ADR 50) changes nothing they accept.
 */
import { describe, expect, it } from 'vitest';
import { publicKitchenResponseSchema } from '@/lib/api/kitchen-switches';
import { readPublicKitchen } from '@/lib/api/public-kitchen';

const FULL = {
  status: 'success',
  pause: { since: '2026-06-01T10:00:00.000Z', until: '2026-06-01T10:15:00.000Z' },
  delay: { minutes: 20, until: '2026-06-01T10:30:00.000Z' },
  closures: [{ from: '2026-08-03', to: '2026-08-17', message: 'Congés' }],
  special_hours: [
    {
      date: '2026-12-24',
      times: [
        ['11:00', '15:00'],
        ['18:00', '24:00'],
      ],
    },
  ],
};
const NOTHING = { status: 'success', pause: null, delay: null, closures: [], special_hours: [] };

const accepted: [string, unknown][] = [
  ['every switch', FULL],
  ['nothing in force', NOTHING],
  [
    'a pause until reopened',
    { ...NOTHING, pause: { since: '2026-06-01T12:00:00+02:00', until: null } },
  ],
  ['a closed special day', { ...NOTHING, special_hours: [{ date: '2026-12-25', times: [] }] }],
  [
    'an instant to the second',
    { ...NOTHING, delay: { minutes: 10, until: '2026-06-01T10:30:00Z' } },
  ],
];

const refused: [string, unknown][] = [
  ['not an object', 'success'],
  ['null', null],
  ['a list', [NOTHING]],
  ['a failure', { ...NOTHING, status: 'error' }],
  ['no pause key', { status: 'success', delay: null, closures: [], special_hours: [] }],
  ['a pause without its end', { ...NOTHING, pause: { since: '2026-06-01T10:00:00Z' } }],
  ['a pause since no instant', { ...NOTHING, pause: { since: 'bientôt', until: null } }],
  ['an instant without zone', { ...NOTHING, pause: { since: '2026-06-01T10:00:00', until: null } }],
  ['a delay of no minutes', { ...NOTHING, delay: { minutes: 0, until: FULL.delay.until } }],
  ['a delay of half a minute', { ...NOTHING, delay: { minutes: 0.5, until: FULL.delay.until } }],
  ['a delay counted in text', { ...NOTHING, delay: { minutes: '20', until: FULL.delay.until } }],
  ['closures as an object', { ...NOTHING, closures: {} }],
  [
    'a closure from 31 February',
    { ...NOTHING, closures: [{ ...FULL.closures[0], from: '2026-02-31' }] },
  ],
  [
    'a closure without its message',
    { ...NOTHING, closures: [{ from: '2026-08-03', to: '2026-08-17' }] },
  ],
  [
    'a special day on a French date',
    { ...NOTHING, special_hours: [{ date: '24/12/2026', times: [] }] },
  ],
  [
    'a range at 25:00',
    { ...NOTHING, special_hours: [{ date: '2026-12-24', times: [['11:00', '25:00']] }] },
  ],
  [
    'a range of three times',
    { ...NOTHING, special_hours: [{ date: '2026-12-24', times: [['11:00', '12:00', '13:00']] }] },
  ],
  [
    'a range of one time',
    { ...NOTHING, special_hours: [{ date: '2026-12-24', times: [['11:00']] }] },
  ],
];

describe('the diner’s reader of the kitchen’s switches', () => {
  it.each(accepted)('reads %s as the contract’s schema does', (_, answer) => {
    expect(publicKitchenResponseSchema.safeParse(answer).success).toBe(true);
    expect(readPublicKitchen(answer)).toEqual(publicKitchenResponseSchema.parse(answer));
  });

  it.each(refused)('refuses %s as the contract’s schema does', (_, answer) => {
    expect(publicKitchenResponseSchema.safeParse(answer).success).toBe(false);
    expect(() => readPublicKitchen(answer)).toThrow(/réglages de la cuisine invalide/);
  });

  it('keeps only what the contract names', () => {
    const read = readPublicKitchen({ ...NOTHING, set_by: 'staff:1' });
    expect(read).toEqual(NOTHING);
  });
});
