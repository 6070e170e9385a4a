import { DEFAULT_SETTINGS } from '@/lib/api/settings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyRanges } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import {
  findSlot,
  firstSlot,
  horizonDates,
  isAsapAvailable,
  isWithinHorizon,
  slotCapacity,
  mergeIntervals,
  parseRange,
  slotDates,
  timeSlots,
  type Interval,
  type SchedulingSettings,
  type SlotMenu,
  type SlotOptions,
  type TimeSlot,
} from '@/lib/domain/slots';
import { formatMinutes, toMinutes } from '@/lib/domain/hours';
import { MENUS } from '@/server/db/seed/menus';
import { RESTAURANT } from '@/server/db/seed/restaurant';

const PARIS = 'Europe/Paris';

// Tokyo is 7 hours ahead of Paris: a local-zone reading would move slots and even dates.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = processZone;
});

// No slot dropped, no lead time, ranges shown: the storefront's defaults.
// No rule at all: no lead, no drop, and a horizon so far that 2026 is within it as of LONG_AGO
// (the horizon has tests of its own, from a `now` close to the dates).
const NONE: SchedulingSettings = { ...DEFAULT_SETTINGS.scheduling, horizon_days: 10_000 };
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const MONDAY = '2026-06-01';

const demo: SlotMenu[] = MENUS.map((menu) => ({
  menu_is_available: true,
  time_ranges: menu.timeRanges,
  pickup_time_ranges: menu.pickupTimeRanges,
}));
const demoHours = MENUS.map((menu) => ({
  menu_is_available: true,
  active_times: menu.activeTimes,
}));

const menuWith = (time_ranges: WeeklyRanges, pickup_time_ranges: WeeklyRanges = {}): SlotMenu => ({
  menu_is_available: true,
  time_ranges,
  pickup_time_ranges,
});
const options = (over: Partial<SlotOptions> = {}): SlotOptions => ({
  date: MONDAY,
  mode: 'delivery',
  settings: NONE,
  now: LONG_AGO,
  timeZone: PARIS,
  ...over,
});
const values = (slots: TimeSlot[]) => slots.map((slot) => slot.value);
const mondaySlots = (ranges: string[], over: Partial<SlotOptions> = {}) =>
  values(timeSlots([menuWith({ mon: ranges })], options(over)));
const iso = (slots: TimeSlot[]) =>
  slots.map((s) => [s.value, s.startsAt.toISOString(), s.endsAt.toISOString()]);

describe('the process zone', () => {
  it('is Tokyo while these tests run, so a local-zone reading would be caught', () => {
    expect(new Date('2026-06-01T12:00:00Z').getHours()).toBe(21);
  });
});

describe('timeSlots: entries and merging', () => {
  it.each([
    ['a range', ['11:30-12:00'], ['11:30-12:00']],
    ['a start time lasts 15 minutes', ['11:30'], ['11:30-11:45']],
    ['00:00-00:00 is ignored', ['00:00-00:00', '12:00-12:30'], ['12:00-12:30']],
    ['any empty range is ignored', ['12:00-12:00'], []],
    [
      'malformed entries are skipped',
      [
        '25:00-26:00',
        '12:60',
        'midi',
        '',
        '1:30',
        '11:30-12:00-12:30',
        '11:30-24:30',
        '24:00-01:00',
      ],
      [],
    ],
    ['malformed next to good ones', ['midi', '19:00-19:30'], ['19:00-19:30']],
    ['overlapping ranges merge', ['11:30-12:15', '12:00-12:30'], ['11:30-12:30']],
    ['a contained range disappears', ['11:00-14:00', '12:00-12:30'], ['11:00-14:00']],
    ['a chain of overlaps merges', ['12:10-12:40', '11:30-12:00', '11:50-12:20'], ['11:30-12:40']],
    ['touching ranges stay apart', ['12:00-12:30', '11:30-12:00'], ['11:30-12:00', '12:00-12:30']],
    ['duplicates collapse', ['11:30-12:00', '11:30-12:00'], ['11:30-12:00']],
    ['a start time overlapping a range', ['12:00', '12:10-12:20'], ['12:00-12:20']],
    ['start times 15 minutes apart touch', ['12:15', '12:00'], ['12:00-12:15', '12:15-12:30']],
    ['sorted by start', ['19:00-19:30', '11:30-12:00'], ['11:30-12:00', '19:00-19:30']],
    ['24:00 ends at midnight', ['23:30-24:00'], ['23:30-00:00']],
    ['an end before the start crosses midnight', ['23:30-00:30'], ['23:30-00:30']],
    ['a late start time crosses midnight', ['23:50'], ['23:50-00:05']],
    ['no entries', [], []],
  ])('%s', (_label, ranges, expected) => {
    expect(mondaySlots(ranges)).toEqual(expected);
  });

  it('reads only the date weekday', () => {
    const menu = menuWith({ tue: ['11:30-12:00'], sun: ['12:00-12:30'] });
    expect(timeSlots([menu], options())).toEqual([]);
    expect(values(timeSlots([menu], options({ date: '2026-06-02' })))).toEqual(['11:30-12:00']);
  });

  it('keeps a slot crossing midnight on its start date, ending the next day', () => {
    const slots = timeSlots([menuWith({ mon: ['23:30-00:30'] })], options());
    expect(slots[0]).toMatchObject({ start: '23:30', end: '00:30', label: '23:30 – 00:30' });
    expect(iso(slots)).toEqual([
      ['23:30-00:30', '2026-06-01T21:30:00.000Z', '2026-06-01T22:30:00.000Z'],
    ]);
  });

  it('takes delivery slots from time_ranges and pickup slots from pickup_time_ranges', () => {
    const menu = menuWith({ mon: ['11:30-12:00'] }, { mon: ['11:15'] });
    expect(values(timeSlots([menu], options({ mode: 'delivery' })))).toEqual(['11:30-12:00']);
    expect(values(timeSlots([menu], options({ mode: 'pickup' })))).toEqual(['11:15-11:30']);
  });

  it('unites the ranges of several menus and skips a menu switched off', () => {
    const a = menuWith({ mon: ['11:30-12:00', '19:00-19:30'] });
    const b = menuWith({ mon: ['11:45-12:15', '12:00-12:30'] });
    const offMenu = { ...menuWith({ mon: ['20:00-20:30'] }), menu_is_available: false };
    expect(values(timeSlots([a, b, offMenu], options()))).toEqual(['11:30-12:30', '19:00-19:30']);
  });

  it.each([
    ['a bad day', '2026-02-30'],
    ['a month 13', '2026-13-01'],
    ['no padding', '2026-6-1'],
    ['a word', 'demain'],
    ['a two-digit year', '0026-06-01'],
  ])('returns no slots for %s', (_label, date) => {
    expect(timeSlots(demo, options({ date }))).toEqual([]);
  });
});

describe('timeSlots: labels', () => {
  const menu = menuWith({ mon: ['11:30-12:00'] }, { mon: ['18:15'] });
  it.each([
    ['delivery, ranges', 'delivery', { show_range: true }, '11:30 – 12:00', '11:30-12:00'],
    ['delivery, start times', 'delivery', { show_range: false }, '11:30', '11:30-12:00'],
    ['pickup, ranges', 'pickup', { pickup_show_range: true }, '18:15 – 18:30', '18:15-18:30'],
    ['pickup, start times', 'pickup', { pickup_show_range: false }, '18:15', '18:15-18:30'],
    ['pickup ignores show_range', 'pickup', { show_range: false }, '18:15 – 18:30', '18:15-18:30'],
  ] as const)('%s', (_label, mode: OrderMode, over, label, value) => {
    const [slot] = timeSlots([menu], options({ mode, settings: { ...NONE, ...over } }));
    expect(slot.label).toBe(label);
    expect(slot.value).toBe(value);
  });
});

describe('timeSlots: first and last slots dropped', () => {
  const grid = ['11:30-12:00', '12:00-12:30', '12:30-13:00', '19:00-19:30', '19:30-20:00'];
  const drop = (over: Partial<SchedulingSettings>, mode: OrderMode = 'delivery') =>
    values(
      timeSlots(
        [menuWith({ mon: grid }, { mon: grid })],
        options({ mode, settings: { ...NONE, ...over } }),
      ),
    );
  it.each([
    ['first 2', { remove_first_range: true, remove_first_range_number: 2 }, grid.slice(2)],
    ['first switched off', { remove_first_range: false, remove_first_range_number: 2 }, grid],
    ['last 1', { remove_last_range: true, remove_last_range_number: 1 }, grid.slice(0, 4)],
    ['last switched off', { remove_last_range: false, remove_last_range_number: 3 }, grid],
    [
      'first 1 and last 2',
      {
        remove_first_range: true,
        remove_first_range_number: 1,
        remove_last_range: true,
        remove_last_range_number: 2,
      },
      grid.slice(1, 3),
    ],
    ['more than the day has', { remove_last_range: true, remove_last_range_number: 9 }, []],
    [
      'first and last overlapping',
      {
        remove_first_range: true,
        remove_first_range_number: 3,
        remove_last_range: true,
        remove_last_range_number: 3,
      },
      [],
    ],
    ['number 0', { remove_first_range: true, remove_first_range_number: 0 }, grid],
  ])('delivery: %s', (_label, over, expected) => {
    expect(drop(over)).toEqual(expected);
  });

  it('pickup reads the pickup_ settings only', () => {
    const deliveryOnly = { remove_first_range: true, remove_first_range_number: 2 };
    expect(drop(deliveryOnly, 'pickup')).toEqual(grid);
    const pickup = {
      pickup_remove_first_range: true,
      pickup_remove_first_range_number: 1,
      pickup_remove_last_range: true,
      pickup_remove_last_range_number: 1,
    };
    expect(drop(pickup, 'pickup')).toEqual(grid.slice(1, 4));
    expect(drop(pickup, 'delivery')).toEqual(grid);
  });
});

describe('timeSlots: lead time', () => {
  const grid = ['11:30-12:00', '12:00-12:30', '12:30-13:00', '13:00-13:30'];
  const at = (isoNow: string, over: Partial<SchedulingSettings>, mode: OrderMode = 'delivery') =>
    values(
      timeSlots(
        [menuWith({ mon: grid, tue: ['00:00-00:30', '00:30-01:00'] }, { mon: grid })],
        options({ now: new Date(isoNow), mode, settings: { ...NONE, ...over } }),
      ),
    );
  it.each([
    ['11:40, no lead: started slots go', '2026-06-01T09:40:00Z', {}, grid.slice(1)],
    ['11:40 + 30 min', '2026-06-01T09:40:00Z', { minimum_time: 30 }, grid.slice(2)],
    [
      '11:30 + 30 min: a slot at exactly the limit stays',
      '2026-06-01T09:30:00Z',
      { minimum_time: 30 },
      grid.slice(1),
    ],
    ['11:31 + 30 min', '2026-06-01T09:31:00Z', { minimum_time: 30 }, grid.slice(2)],
    [
      'pickup lead does not move delivery',
      '2026-06-01T09:00:00Z',
      { pickup_minimum_time: 90 },
      grid,
    ],
    ['after the last slot', '2026-06-01T12:00:00Z', {}, []],
  ])('%s', (_label, isoNow, over, expected) => {
    expect(at(isoNow, over)).toEqual(expected);
  });

  it('pickup uses pickup_minimum_time', () => {
    expect(at('2026-06-01T09:00:00Z', { pickup_minimum_time: 45 }, 'pickup')).toEqual(
      grid.slice(1),
    );
    expect(at('2026-06-01T09:00:00Z', { minimum_time: 120 }, 'pickup')).toEqual(grid);
  });

  it('drops the first slots of the day before the lead time, not after', () => {
    // At 11:40 the 11:30 slot is gone anyway: the kitchen's opening margin is spent on it, and
    // 12:00 stays on offer. Dropping after the lead time would also hide 12:00.
    const settings = { remove_first_range: true, remove_first_range_number: 1 };
    expect(at('2026-06-01T09:40:00Z', settings)).toEqual(grid.slice(1));
    // 11:50 + 15 min: the lead time takes 12:00, and nothing more is dropped for the kitchen.
    const withLead = { ...settings, minimum_time: 15 };
    expect(at('2026-06-01T09:50:00Z', withLead)).toEqual(grid.slice(2));
  });

  it('leaves later dates alone unless the lead crosses midnight', () => {
    const tuesday = (isoNow: string, minimum_time: number) =>
      values(
        timeSlots(
          [menuWith({ tue: ['00:00-00:30', '00:30-01:00', '11:30-12:00'] })],
          options({
            date: '2026-06-02',
            now: new Date(isoNow),
            settings: { ...NONE, minimum_time },
          }),
        ),
      );
    expect(tuesday('2026-06-01T10:00:00Z', 60)).toEqual([
      '00:00-00:30',
      '00:30-01:00',
      '11:30-12:00',
    ]);
    // Monday 23:50 + 30 min = Tuesday 00:20.
    expect(tuesday('2026-06-01T21:50:00Z', 30)).toEqual(['00:30-01:00', '11:30-12:00']);
  });

  it('offers nothing on a past date', () => {
    expect(
      timeSlots(demo, options({ date: '2026-05-31', now: new Date('2026-06-01T06:00:00Z') })),
    ).toEqual([]);
  });
});

describe('timeSlots: the demo restaurant', () => {
  // As of the day before, midnight UTC: within the seeded 7-day horizon, before any lead time.
  const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000);
  const seeded = (date: string, mode: OrderMode, now = dayBefore(date)) =>
    timeSlots(demo, options({ date, mode, settings: RESTAURANT.scheduling, now }));

  it('Monday delivery: both menus, first slot kept for the kitchen', () => {
    expect(values(seeded(MONDAY, 'delivery'))).toEqual([
      '12:00-12:30',
      '12:30-13:00',
      '13:00-13:30',
      '13:30-14:00',
      '18:30-19:00',
      '19:00-19:30',
      '19:30-20:00',
      '20:00-20:30',
      '20:30-21:00',
      '21:00-21:30',
      '21:30-22:00',
      '22:00-22:30',
    ]);
  });

  it('Saturday delivery runs until 23:30 (La Carte only)', () => {
    const slots = seeded('2026-06-06', 'delivery');
    expect(slots).toHaveLength(14);
    expect(slots.at(-1)?.value).toBe('23:00-23:30');
  });

  it('Friday pickup: 15-minute lunch ranges, evening start times of 15 minutes', () => {
    const slots = seeded('2026-06-05', 'pickup');
    expect(slots).toHaveLength(33);
    expect(slots[0]).toMatchObject({ value: '11:30-11:45', label: '11:30 – 11:45' });
    expect(slots[11]).toMatchObject({ value: '18:15-18:30', label: '18:15 – 18:30' });
    expect(slots.at(-1)?.value).toBe('23:30-23:45');
  });

  it('Monday 11:40 with the seeded lead times', () => {
    const now = new Date('2026-06-01T09:40:00Z');
    expect(values(seeded(MONDAY, 'delivery', now))[0]).toBe('12:30-13:00');
    expect(values(seeded(MONDAY, 'pickup', now))[0]).toBe('12:00-12:15');
  });

  it('gives Paris instants on both sides of the DST changes', () => {
    const first = (date: string) => iso(seeded(date, 'delivery').slice(0, 1))[0];
    expect(first('2026-03-28')).toEqual([
      '12:00-12:30',
      '2026-03-28T11:00:00.000Z',
      '2026-03-28T11:30:00.000Z',
    ]);
    expect(first('2026-03-29')).toEqual([
      '12:00-12:30',
      '2026-03-29T10:00:00.000Z',
      '2026-03-29T10:30:00.000Z',
    ]);
    expect(first('2026-10-24')).toEqual([
      '12:00-12:30',
      '2026-10-24T10:00:00.000Z',
      '2026-10-24T10:30:00.000Z',
    ]);
    expect(first('2026-10-25')).toEqual([
      '12:00-12:30',
      '2026-10-25T11:00:00.000Z',
      '2026-10-25T11:30:00.000Z',
    ]);
  });

  it('means the restaurant wall clock, whatever zone the caller is in', () => {
    const [slot] = timeSlots(demo, options({ timeZone: 'America/New_York' }));
    expect(slot.startsAt.toISOString()).toBe('2026-06-01T15:30:00.000Z');
  });
});

describe('timeSlots: DST nights', () => {
  const night = (date: string, ranges: string[], over: Partial<SlotOptions> = {}) =>
    iso(timeSlots([menuWith({ sun: ranges })], options({ date, ...over })));

  it('29 March: skipped starts are not offered, skipped ends are the jump', () => {
    expect(
      night('2026-03-29', ['01:30-02:00', '02:00-02:30', '02:30', '03:00-03:30', '03:30-04:00']),
    ).toEqual([
      ['01:30-02:00', '2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z'],
      ['03:00-03:30', '2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z'],
      ['03:30-04:00', '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'],
    ]);
    expect(night('2026-03-29', ['01:45-02:15'])).toEqual([
      ['01:45-02:15', '2026-03-29T00:45:00.000Z', '2026-03-29T01:00:00.000Z'],
    ]);
    expect(night('2026-03-29', ['01:30-03:30'])).toEqual([
      ['01:30-03:30', '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z'],
    ]);
  });

  it('29 March: the first slot dropped is the first one that exists', () => {
    const settings = { ...NONE, remove_first_range: true, remove_first_range_number: 1 };
    expect(
      night('2026-03-29', ['02:00-02:30', '03:00-03:30', '03:30-04:00'], { settings }),
    ).toEqual([['03:30-04:00', '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z']]);
  });

  it('29 March: lead time counts real minutes across the jump', () => {
    // 01:50 CET + 15 min = 03:05 CEST: 03:00 is too early although 70 wall minutes away.
    const settings = { ...NONE, minimum_time: 15 };
    const now = new Date('2026-03-29T00:50:00Z');
    const slots = night('2026-03-29', ['03:00-03:15', '03:15-03:30'], { settings, now });
    expect(slots.map(([value]) => value)).toEqual(['03:15-03:30']);
  });

  it('28 March: a slot crossing midnight into the skipped hour ends at the jump', () => {
    const saturday = timeSlots(
      [menuWith({ sat: ['23:30-02:30'] })],
      options({ date: '2026-03-28' }),
    );
    expect(iso(saturday)).toEqual([
      ['23:30-02:30', '2026-03-28T22:30:00.000Z', '2026-03-29T01:00:00.000Z'],
    ]);
  });

  it('25 October: a repeated wall time is its second occurrence (CET)', () => {
    expect(
      night('2026-10-25', ['01:30-02:00', '02:00-02:30', '02:30-03:00', '03:00-03:30']),
    ).toEqual([
      ['01:30-02:00', '2026-10-24T23:30:00.000Z', '2026-10-25T01:00:00.000Z'],
      ['02:00-02:30', '2026-10-25T01:00:00.000Z', '2026-10-25T01:30:00.000Z'],
      ['02:30-03:00', '2026-10-25T01:30:00.000Z', '2026-10-25T02:00:00.000Z'],
      ['03:00-03:30', '2026-10-25T02:00:00.000Z', '2026-10-25T02:30:00.000Z'],
    ]);
  });

  it('25 October: at 02:10 CEST the 02:30 slot is still an hour and 20 minutes away', () => {
    const settings = { ...NONE, minimum_time: 15 };
    const now = new Date('2026-10-25T00:10:00Z');
    const slots = night('2026-10-25', ['01:30-02:00', '02:00-02:30', '02:30-03:00'], {
      settings,
      now,
    });
    expect(slots.map(([value]) => value)).toEqual(['02:00-02:30', '02:30-03:00']);
  });
});

describe('findSlot', () => {
  const seededAt = (isoNow: string): SlotOptions =>
    options({ settings: RESTAURANT.scheduling, now: new Date(isoNow) });

  it('finds the stored value with its instants', () => {
    const slot = findSlot('12:30-13:00', demo, seededAt('2026-06-01T08:00:00Z'));
    expect(slot?.startsAt.toISOString()).toBe('2026-06-01T10:30:00.000Z');
  });

  it.each([
    ['chosen at 10:00, still fine at 11:55', '12:30-13:00', '2026-06-01T09:55:00Z', true],
    ['too close at 12:01 (30 minutes lead)', '12:30-13:00', '2026-06-01T10:01:00Z', false],
    ['the dropped first slot', '11:30-12:00', '2026-06-01T08:00:00Z', false],
    ['a value that was never offered', '12:05-12:35', '2026-06-01T08:00:00Z', false],
    ['a label instead of a value', '12:30 – 13:00', '2026-06-01T08:00:00Z', false],
  ])('%s', (_label, value, isoNow, expected) => {
    expect(findSlot(value, demo, seededAt(isoNow)) !== null).toBe(expected);
  });

  it('matches the value whatever the labels show', () => {
    const settings = { ...RESTAURANT.scheduling, show_range: false };
    const opts = options({ settings, now: new Date('2026-06-01T08:00:00Z') });
    expect(findSlot('12:30-13:00', demo, opts)?.label).toBe('12:30');
  });
});

describe('isAsapAvailable', () => {
  it.each([
    ['Monday 12:00', demoHours, '2026-06-01T10:00:00Z', true],
    ['Monday 15:00', demoHours, '2026-06-01T13:00:00Z', false],
    ['Saturday 12:00, La Carte open', demoHours, '2026-06-06T10:00:00Z', true],
    [
      'Saturday 12:00, La Carte switched off',
      [{ ...demoHours[0], menu_is_available: false }, demoHours[1]],
      '2026-06-06T10:00:00Z',
      false,
    ],
    ['29 March 11:00 CEST', demoHours, '2026-03-29T09:00:00Z', true],
    ['25 October 10:30 CET', demoHours, '2026-10-25T09:30:00Z', false],
    ['no menus', [], '2026-06-01T10:00:00Z', false],
  ])('%s → %s', (_label, menus, isoNow, expected) => {
    expect(isAsapAvailable(menus, new Date(isoNow), PARIS)).toBe(expected);
  });
});

describe('slotDates', () => {
  const dates = (isoNow: string, days: number, timeZone = PARIS) =>
    slotDates(new Date(isoNow), timeZone, days).map((d) => `${d.date} ${d.weekday} ${d.daysAhead}`);

  it.each([
    [
      'Monday noon, 3 days',
      '2026-06-01T10:00:00Z',
      3,
      ['2026-06-01 mon 0', '2026-06-02 tue 1', '2026-06-03 wed 2'],
    ],
    ['00:30 in Paris is already Tuesday', '2026-06-01T22:30:00Z', 1, ['2026-06-02 tue 0']],
    ['over a new year', '2026-12-31T23:30:00Z', 2, ['2027-01-01 fri 0', '2027-01-02 sat 1']],
    [
      'over the spring change',
      '2026-03-28T12:00:00Z',
      3,
      ['2026-03-28 sat 0', '2026-03-29 sun 1', '2026-03-30 mon 2'],
    ],
    ['over the autumn change', '2026-10-24T23:30:00Z', 2, ['2026-10-25 sun 0', '2026-10-26 mon 1']],
    ['zero days', '2026-06-01T10:00:00Z', 0, []],
    ['negative days', '2026-06-01T10:00:00Z', -2, []],
    ['a fraction of a day is rounded down', '2026-06-01T10:00:00Z', 1.9, ['2026-06-01 mon 0']],
    ['not a number', '2026-06-01T10:00:00Z', Number.NaN, []],
    ['infinity', '2026-06-01T10:00:00Z', Number.POSITIVE_INFINITY, []],
  ])('%s', (_label, isoNow, days, expected) => {
    expect(dates(isoNow, days)).toEqual(expected);
  });

  it('counts from the restaurant date, not the caller zone', () => {
    expect(dates('2026-06-01T22:30:00Z', 1, 'America/New_York')).toEqual(['2026-06-01 mon 0']);
  });
});

// ---------------------------------------------------------------- properties

const minute = fc.integer({ min: 0, max: 1439 });
const validEntry = fc.oneof(
  fc
    .tuple(minute, fc.integer({ min: 1, max: 240 }))
    .map(([start, length]) => `${formatMinutes(start)}-${formatMinutes((start + length) % 1440)}`),
  minute.map(formatMinutes),
);
const entry = fc.oneof(
  { weight: 8, arbitrary: validEntry },
  { weight: 1, arbitrary: fc.constantFrom('00:00-00:00', '25:00-26:00', 'midi', '12:60', '') },
);
const entries = fc.array(entry, { maxLength: 30 });
const shuffled = entries.chain((list) =>
  fc
    .shuffledSubarray(list, { minLength: list.length, maxLength: list.length })
    .map((other) => [list, other] as const),
);
const dstDate = fc.constantFrom(MONDAY, '2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25');
const settingsArb: fc.Arbitrary<SchedulingSettings> = fc
  .record({
    show_range: fc.boolean(),
    remove_first_range: fc.boolean(),
    remove_first_range_number: fc.nat(6),
    remove_last_range: fc.boolean(),
    remove_last_range_number: fc.nat(6),
    minimum_time: fc.nat(240),
  })
  .map((delivery) => ({ ...NONE, ...delivery }));
const daySlots = (list: readonly string[], over: Partial<SlotOptions> = {}) =>
  timeSlots([menuWith({ mon: [...list], sat: [...list], sun: [...list] })], options(over));

describe('the booking horizon', () => {
  // Monday 1 June 2026, 08:00 in Paris.
  const MONDAY_8 = new Date('2026-06-01T06:00:00Z');
  const seeded = RESTAURANT.scheduling;

  it('is today and the next six days with the seeded 7', () => {
    expect(horizonDates(MONDAY_8, PARIS, seeded).map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(horizonDates(MONDAY_8, PARIS, { horizon_days: 1 }).map((d) => d.date)).toEqual([
      '2026-06-01',
    ]);
  });

  it.each([
    ['today', '2026-06-01', true],
    ['the seventh day', '2026-06-07', true],
    ['the eighth day', '2026-06-08', false],
    ['yesterday', '2026-05-31', false],
    ['2099', '2099-06-01', false],
    ['a day June does not have', '2026-06-31', false],
    ['no date at all', '', false],
  ])('%s: %s within it is %s', (_label, date, within) => {
    expect(isWithinHorizon({ date, now: MONDAY_8, timeZone: PARIS, settings: seeded })).toBe(
      within,
    );
  });

  it('has no slot beyond it, the same weekday a week earlier has', () => {
    const at = (date: string) =>
      values(timeSlots(demo, options({ date, settings: seeded, now: MONDAY_8 })));
    // Sunday 7 June: La Carte only, its 11:30 slot dropped for the kitchen.
    expect(at('2026-06-07')[0]).toBe('12:00-12:30');
    expect(at('2026-06-08')).toEqual([]);
  });
});

describe('slot capacity', () => {
  const limited = { ...NONE, max_orders_per_slot: 4, pickup_max_orders_per_slot: 2 };

  it('reads the limit of the mode, none when unset', () => {
    expect(slotCapacity(limited, 'delivery')).toBe(4);
    expect(slotCapacity(limited, 'pickup')).toBe(2);
    expect(slotCapacity(RESTAURANT.scheduling, 'pickup')).toBeNull();
  });
});

describe('firstSlot', () => {
  const seeded = RESTAURANT.scheduling;
  const first = (now: string, mode: OrderMode, over = {}) => {
    const found = firstSlot(demo, {
      mode,
      settings: seeded,
      now: new Date(now),
      timeZone: PARIS,
      ...over,
    });
    return found && [found.date, found.daysAhead, found.slot.value];
  };

  it('is today at opening when the morning is still early', () => {
    // Monday 08:00: pickup's 11:15 and delivery's 11:30 are dropped for the kitchen.
    expect(first('2026-06-01T06:00:00Z', 'pickup')).toEqual(['2026-06-01', 0, '11:30-11:45']);
    expect(first('2026-06-01T06:00:00Z', 'delivery')).toEqual(['2026-06-01', 0, '12:00-12:30']);
  });

  it('is tomorrow once the night is over', () => {
    // Saturday 23:50: the last pickup start was 23:30.
    expect(first('2026-06-06T21:50:00Z', 'pickup')).toEqual(['2026-06-07', 1, '11:30-11:45']);
  });

  it('skips full slots', () => {
    const full = new Set([Date.parse('2026-06-01T09:30:00Z')]);
    expect(first('2026-06-01T06:00:00Z', 'pickup', { full })).toEqual([
      '2026-06-01',
      0,
      '11:45-12:00',
    ]);
  });

  it('takes only a slot the caller accepts', () => {
    const evening = (slot: TimeSlot) => slot.start >= '18:00';
    // The evening pickup slots are start times of 15 minutes.
    expect(first('2026-06-01T06:00:00Z', 'pickup', { accept: evening })).toEqual([
      '2026-06-01',
      0,
      '18:15-18:30',
    ]);
  });

  it('is null when nothing in the horizon will do', () => {
    expect(first('2026-06-01T06:00:00Z', 'pickup', { accept: () => false })).toBeNull();
    // Monday 23:00 with a horizon of today only: every slot has passed.
    expect(
      first('2026-06-01T21:00:00Z', 'pickup', { settings: { ...seeded, horizon_days: 1 } }),
    ).toBeNull();
  });
});

describe('properties', () => {
  it('slots do not depend on the order of the ranges', () => {
    fc.assert(
      fc.property(shuffled, dstDate, ([list, other], date) => {
        expect(daySlots(other, { date })).toEqual(daySlots(list, { date }));
      }),
    );
  });

  it('slots do not depend on how ranges are split between menus', () => {
    fc.assert(
      fc.property(entries, fc.nat(30), (list, cut) => {
        const split = [menuWith({ mon: list.slice(0, cut) }), menuWith({ mon: list.slice(cut) })];
        expect(timeSlots(split, options())).toEqual(daySlots(list));
      }),
    );
  });

  it('merging is idempotent and sorts into disjoint intervals', () => {
    const interval = fc
      .tuple(minute, fc.integer({ min: 1, max: 1500 }))
      .map(([s, length]): Interval => [s, s + length]);
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 30 }), (list) => {
        const merged = mergeIntervals(list);
        expect(mergeIntervals(merged)).toEqual(merged);
        merged.slice(1).forEach(([start], i) => expect(start).toBeGreaterThanOrEqual(merged[i][1]));
      }),
    );
  });

  it('feeding the slots back as ranges gives the same slots', () => {
    const sameDay = fc
      .tuple(minute, fc.integer({ min: 1, max: 240 }))
      .filter(([start, length]) => start + length <= 1440)
      .map(([start, length]) => `${formatMinutes(start)}-${formatMinutes(start + length)}`);
    fc.assert(
      fc.property(fc.array(sameDay, { maxLength: 30 }), (list) => {
        const slots = daySlots(list);
        const again = values(slots).map((v) =>
          v.endsWith('-00:00') ? `${v.slice(0, 5)}-24:00` : v,
        );
        expect(daySlots(again)).toEqual(slots);
      }),
    );
  });

  it('slots are sorted, non-empty and non-overlapping in real time, DST days included', () => {
    fc.assert(
      fc.property(entries, dstDate, (list, date) => {
        const slots = daySlots(list, { date });
        for (const slot of slots)
          expect(slot.endsAt.getTime()).toBeGreaterThan(slot.startsAt.getTime());
        slots.slice(1).forEach((slot, i) => {
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(slots[i].endsAt.getTime());
        });
      }),
    );
  });

  it('every slot lies inside the day ranges and is made of whole ranges', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const ranges = list.map(parseRange).filter((r) => r !== null);
        for (const slot of daySlots(list)) {
          const start = toMinutes(slot.start);
          const end = start + (slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
          expect(ranges.some(([s]) => s === start)).toBe(true);
          expect(ranges.some(([, e]) => e === end)).toBe(true);
          for (const [s, e] of ranges) {
            const inside = s >= start && e <= end;
            const apart = e <= start || s >= end;
            expect(inside || apart).toBe(true);
          }
        }
      }),
    );
  });

  it('with any settings and now, the slots are a subset that starts after now + lead time', () => {
    const now = fc.integer({ min: -36, max: 36 }).map((h) => new Date(Date.UTC(2026, 5, 1, h, 7)));
    fc.assert(
      fc.property(entries, settingsArb, now, (list, settings, at) => {
        const everything = values(daySlots(list));
        const slots = daySlots(list, { settings, now: at });
        const earliest = at.getTime() + settings.minimum_time * 60_000;
        for (const slot of slots) {
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(earliest);
          expect(everything).toContain(slot.value);
        }
      }),
    );
  });

  it('the lead time alone keeps every slot that starts late enough', () => {
    const lead = fc.nat(240);
    const now = fc
      .integer({ min: 0, max: 24 * 60 })
      .map((m) => new Date(Date.UTC(2026, 4, 31, 22, m)));
    fc.assert(
      fc.property(entries, lead, now, (list, minimum_time, at) => {
        const settings = { ...NONE, minimum_time };
        const expected = daySlots(list).filter(
          (slot) => slot.startsAt.getTime() >= at.getTime() + minimum_time * 60_000,
        );
        expect(daySlots(list, { settings, now: at })).toEqual(expected);
      }),
    );
  });

  it('dropping first and last N leaves max(0, n - first - last) slots', () => {
    fc.assert(
      fc.property(entries, fc.nat(6), fc.nat(6), (list, first, last) => {
        const n = daySlots(list).length;
        const settings = {
          ...NONE,
          remove_first_range: true,
          remove_first_range_number: first,
          remove_last_range: true,
          remove_last_range_number: last,
        };
        expect(daySlots(list, { settings })).toHaveLength(Math.max(0, n - first - last));
      }),
    );
  });
});
