/**
 * The board's reading of the kitchen's switches (lib/kitchen/switches.ts, sellable.ts): each
 * change as its staff call, what is in force at an instant, the ready times under a delay, the
 * menus' dishes and choices and their search, and the French words of times and dates.
 */
import { describe, expect, it } from 'vitest';
import { sellableEntries } from '@/lib/kitchen/sellable';
import {
  clockLabel,
  dateRangeWords,
  dateWords,
  inForce,
  localToday,
  readyChoices,
  searchEntries,
  staffNumber,
  switchRequest,
  type Switches,
} from '@/lib/kitchen/switches';

/** Wednesday 11 June 2025, 20:00 in Paris (UTC+2). */
const EIGHT_PM = Date.parse('2025-06-11T18:00:00Z');
const PARIS = 'Europe/Paris';
const REUNION = 'Indian/Reunion';
const BY = { set_by: 'staff:2', set_at: '2025-06-11T17:42:00.000Z' };
const NONE: Switches = {
  pause: null,
  delay: null,
  sold_out: [],
  closures: [],
  special_hours: [],
};

describe('switchRequest', () => {
  it('says each change as the staff API takes it', () => {
    expect(switchRequest({ do: 'pause', minutes: 30 })).toEqual({
      method: 'POST',
      path: '/pause',
      body: { minutes: 30 },
    });
    expect(switchRequest({ do: 'pause', minutes: null })).toEqual({
      method: 'POST',
      path: '/pause',
      body: { minutes: null },
    });
    expect(switchRequest({ do: 'reopen' })).toEqual({ method: 'DELETE', path: '/pause' });
    expect(switchRequest({ do: 'delay', minutes: 20, forMinutes: 120 })).toEqual({
      method: 'POST',
      path: '/delay',
      body: { minutes: 20, for_minutes: 120 },
    });
    expect(switchRequest({ do: 'undelay' })).toEqual({ method: 'DELETE', path: '/delay' });
    expect(switchRequest({ do: 'soldOut', kind: 'item', id: 7, untilSwitchedBack: false })).toEqual(
      {
        method: 'POST',
        path: '/sold-out',
        body: { kind: 'item', id: 7, until: 'next_opening' },
      },
    );
    expect(
      switchRequest({ do: 'soldOut', kind: 'option', id: 3, untilSwitchedBack: true }).body,
    ).toEqual({ kind: 'option', id: 3, until: 'switched_back' });
    expect(switchRequest({ do: 'backOnSale', kind: 'option', id: 3 })).toEqual({
      method: 'DELETE',
      path: '/sold-out/option/3',
    });
    expect(
      switchRequest({ do: 'close', from: '2026-08-03', to: '2026-08-17', message: 'Congés' }),
    ).toEqual({
      method: 'POST',
      path: '/closures',
      body: { from: '2026-08-03', to: '2026-08-17', message: 'Congés' },
    });
    expect(switchRequest({ do: 'unclose', from: '2026-08-03' })).toEqual({
      method: 'DELETE',
      path: '/closures/2026-08-03',
    });
    expect(
      switchRequest({ do: 'specialHours', date: '2026-12-24', times: [['11:30', '15:00']] }),
    ).toEqual({
      method: 'PUT',
      path: '/special-hours/2026-12-24',
      body: { times: [['11:30', '15:00']] },
    });
    expect(switchRequest({ do: 'unspecial', date: '2026-12-24' })).toEqual({
      method: 'DELETE',
      path: '/special-hours/2026-12-24',
    });
  });
});

describe('inForce', () => {
  const pause = { since: '2025-06-11T17:50:00.000Z', until: '2025-06-11T18:15:00.000Z', ...BY };
  const delay = { minutes: 20, until: '2025-06-11T19:00:00.000Z', ...BY };

  it('holds the pause and the delay until their ends, not after', () => {
    const during = inForce({ ...NONE, pause, delay }, EIGHT_PM);
    expect(during).toEqual({ pause, delay, extraMinutes: 20 });
    // 20:15 in Paris: the pause is over by itself; the delay runs to 21:00.
    const after = inForce({ ...NONE, pause, delay }, Date.parse('2025-06-11T18:15:00Z'));
    expect(after).toEqual({ pause: null, delay, extraMinutes: 20 });
    expect(inForce({ ...NONE, delay }, Date.parse('2025-06-11T19:00:00Z'))).toEqual({
      pause: null,
      delay: null,
      extraMinutes: 0,
    });
  });

  it('keeps a pause until reopened, and knows nothing before the first reading', () => {
    const open = { since: '2025-06-11T17:50:00.000Z', until: null, ...BY };
    expect(inForce({ ...NONE, pause: open }, EIGHT_PM + 86_400_000).pause).toBe(open);
    expect(inForce(null, EIGHT_PM)).toEqual({ pause: null, delay: null, extraMinutes: 0 });
  });
});

describe('readyChoices', () => {
  it('moves every usual ready time by the delay', () => {
    expect(readyChoices([10, 15, 20, 30, 45], 20)).toEqual([30, 35, 40, 50, 65]);
    expect(readyChoices([10, 15], 0)).toEqual([10, 15]);
  });
});

const menus = {
  status: 'success',
  version: 4,
  payload: [
    {
      menu_id: 1,
      categories: [
        {
          category_name: 'Burgers',
          items: [
            {
              item_id: 7,
              item_name: 'Crispy Classic',
              item_price: { price_pickup: 9 },
              options: [
                {
                  name: 'Sauce',
                  option_options: [
                    { id: 31, name: 'Mayonnaise' },
                    { id: 30, name: 'Ketchup' },
                  ],
                },
              ],
            },
            {
              item_id: 8,
              item_name: 'Éclair',
              options: [
                { name: 'Sauce du dessert', option_options: [{ id: 30, name: 'Ketchup' }] },
              ],
            },
          ],
        },
      ],
    },
    {
      menu_id: 2,
      categories: [
        // The same dish in a second menu is one entry.
        {
          category_name: 'Midi',
          items: [{ item_id: 7, item_name: 'Crispy Classic', options: [] }],
        },
      ],
    },
  ],
};

describe('sellableEntries and searchEntries', () => {
  const entries = sellableEntries(menus);

  it('lists each dish then each choice once, by name, a choice with its groups', () => {
    expect(entries).toEqual([
      { kind: 'item', id: 7, name: 'Crispy Classic', where: 'Burgers' },
      { kind: 'item', id: 8, name: 'Éclair', where: 'Burgers' },
      { kind: 'option', id: 30, name: 'Ketchup', where: 'Sauce, Sauce du dessert' },
      { kind: 'option', id: 31, name: 'Mayonnaise', where: 'Sauce' },
    ]);
  });

  it('finds by every word typed, accents and case aside, in the name or its place', () => {
    expect(searchEntries(entries, 'ECLAIR').map((entry) => entry.id)).toEqual([8]);
    expect(searchEntries(entries, ' sauce  ket ').map((entry) => entry.id)).toEqual([30]);
    expect(searchEntries(entries, 'burgers').map((entry) => entry.id)).toEqual([7, 8]);
    expect(searchEntries(entries, '   ')).toEqual(entries);
    expect(searchEntries(entries, 'pizza')).toEqual([]);
  });

  it('refuses menus of another shape', () => {
    expect(() => sellableEntries({ payload: [{ categories: [{ items: [{}] }] }] })).toThrow();
  });
});

describe('words', () => {
  it('writes an instant as a French sign does, with its day when not today', () => {
    expect(clockLabel('2025-06-11T18:15:00.000Z', EIGHT_PM, PARIS)).toBe('20\u00a0h\u00a015');
    expect(clockLabel('2025-06-11T19:00:00.000Z', EIGHT_PM, PARIS)).toBe('21\u00a0h');
    expect(clockLabel('2025-06-11T07:05:00.000Z', EIGHT_PM, PARIS)).toBe('9\u00a0h\u00a005');
    // 00:15 in Paris is the next day.
    expect(clockLabel('2025-06-11T22:15:00.000Z', EIGHT_PM, PARIS)).toBe(
      'jeudi 12 juin à 0\u00a0h\u00a015',
    );
  });

  it('reads the clock of the restaurant’s own zone', () => {
    // Réunion is UTC+4 all year: 18:15 UTC is 22 h 15 there, 22:15 UTC already 2 h 15 the next day.
    expect(clockLabel('2025-06-11T18:15:00.000Z', EIGHT_PM, REUNION)).toBe('22\u00a0h\u00a015');
    expect(clockLabel('2025-06-11T22:15:00.000Z', EIGHT_PM, REUNION)).toBe(
      'jeudi 12 juin à 2\u00a0h\u00a015',
    );
    // 20:30 UTC on 11 June: still the 11th in Paris (22:30), the 12th in Réunion (0:30).
    expect(localToday(Date.parse('2025-06-11T20:30:00Z'), PARIS)).toBe('2025-06-11');
    expect(localToday(Date.parse('2025-06-11T20:30:00Z'), REUNION)).toBe('2025-06-12');
  });

  it('names the staff account that set a switch', () => {
    expect(staffNumber('staff:12')).toBe(12);
    expect(staffNumber('system')).toBeNull();
  });

  it('writes a date range as a closure message wants it', () => {
    expect(dateRangeWords('2026-08-03', '2026-08-17')).toEqual({ from: '3', to: '17 août' });
    expect(dateRangeWords('2026-07-28', '2026-08-01')).toEqual({
      from: '28 juillet',
      to: '1er août',
    });
    expect(dateRangeWords('2026-12-28', '2027-01-03')).toEqual({
      from: '28 décembre 2026',
      to: '3 janvier 2027',
    });
    expect(dateRangeWords('2026-12-25', '2026-12-25')).toEqual({
      from: '25 décembre',
      to: '25 décembre',
    });
    expect(dateRangeWords('2026-08-17', '2026-08-03')).toBeNull();
    expect(dateRangeWords('', '2026-08-03')).toBeNull();
  });

  it('writes a date with its weekday, and today in the restaurant’s zone', () => {
    expect(dateWords('2026-12-24')).toBe('jeudi 24 décembre');
    // 23:30 UTC on 11 June is already 12 June in Paris.
    expect(localToday(Date.parse('2025-06-11T23:30:00Z'), PARIS)).toBe('2025-06-12');
  });
});
