import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Weekday } from '@/lib/api/schemas';
import {
  formatMinutes,
  isOpenAt,
  learnZoneOffsets,
  nextOpening,
  toMinutes,
  zonedParts,
  zonedTimeToInstant,
  zoneOffsets,
  zoneOffsetsAround,
  type ActiveTimes,
} from '@/lib/domain/hours';

const PARIS = 'Europe/Paris';
const lunchDinner = {
  is_open: true,
  times: [
    ['11:00', '14:30'],
    ['18:00', '23:00'],
  ] as [string, string][],
};
const lateNight = {
  is_open: true,
  times: [
    ['11:00', '14:30'],
    ['18:00', '24:00'],
  ] as [string, string][],
};

// "La Carte" of the demo restaurant: open until midnight on Friday and Saturday.
const carte: ActiveTimes = {
  mon: { label: 'Lundi', ...lunchDinner },
  tue: { label: 'Mardi', ...lunchDinner },
  wed: { label: 'Mercredi', ...lunchDinner },
  thu: { label: 'Jeudi', ...lunchDinner },
  fri: { label: 'Vendredi', ...lateNight },
  sat: { label: 'Samedi', ...lateNight },
  sun: { label: 'Dimanche', ...lunchDinner },
};

// A bar-like schedule whose Saturday period runs past midnight, plus odd entries.
const crossing: ActiveTimes = {
  sat: { label: 'Samedi', is_open: true, times: [['18:00', '01:00']] },
  sun: { label: 'Dimanche', is_open: false, times: [['11:00', '14:00']] },
  mon: { label: 'Lundi', is_open: true, times: [['00:00', '00:00']] },
  wed: { label: 'Mercredi', is_open: true, times: [['00:00', '24:00']] },
};

describe('isOpenAt', () => {
  it.each([
    // Summer time (UTC+2)
    ['Monday 11:00, opening minute', '2026-06-01T09:00:00Z', carte, PARIS, true],
    ['Monday 10:59', '2026-06-01T08:59:00Z', carte, PARIS, false],
    ['Monday 14:29:59', '2026-06-01T12:29:59Z', carte, PARIS, true],
    ['Monday 14:30, end is exclusive', '2026-06-01T12:30:00Z', carte, PARIS, false],
    ['Monday 22:59', '2026-06-01T20:59:00Z', carte, PARIS, true],
    ['Monday 23:00', '2026-06-01T21:00:00Z', carte, PARIS, false],
    ['Friday 23:59, open until 24:00', '2026-06-05T21:59:00Z', carte, PARIS, true],
    ['Saturday 00:00, Friday closed', '2026-06-05T22:00:00Z', carte, PARIS, false],
    ['same instant is 11:30 in New York', '2026-06-01T15:30:00Z', carte, 'America/New_York', true],
    ['and 17:30 in Paris', '2026-06-01T15:30:00Z', carte, PARIS, false],
    // Spring change, Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST at 01:00Z
    ['Saturday 23:30 CET', '2026-03-28T22:30:00Z', carte, PARIS, true],
    ['Sunday 00:00 CET', '2026-03-28T23:00:00Z', carte, PARIS, false],
    [
      'Sunday 11:00 CEST (10:00 with the winter offset)',
      '2026-03-29T09:00:00Z',
      carte,
      PARIS,
      true,
    ],
    ['Sunday 10:59 CEST', '2026-03-29T08:59:00Z', carte, PARIS, false],
    ['Sunday 22:59 CEST', '2026-03-29T20:59:00Z', carte, PARIS, true],
    ['Sunday 23:00 CEST', '2026-03-29T21:00:00Z', carte, PARIS, false],
    // Autumn change, Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00Z
    ['Saturday 23:59 CEST', '2026-10-24T21:59:00Z', carte, PARIS, true],
    ['Sunday 11:00 CET (12:00 with the summer offset)', '2026-10-25T10:00:00Z', carte, PARIS, true],
    ['Sunday 10:59 CET', '2026-10-25T09:59:00Z', carte, PARIS, false],
    ['Sunday 14:29 CET', '2026-10-25T13:29:00Z', carte, PARIS, true],
    ['Sunday 14:30 CET', '2026-10-25T13:30:00Z', carte, PARIS, false],
    // Periods crossing midnight, closed days, empty and whole-day periods
    ['Saturday 18:00 CEST', '2026-10-24T16:00:00Z', crossing, PARIS, true],
    ['Sunday 00:30 CEST, Saturday spills over', '2026-10-24T22:30:00Z', crossing, PARIS, true],
    ['Sunday 00:59 CEST', '2026-10-24T22:59:00Z', crossing, PARIS, true],
    ['Sunday 01:00 CEST', '2026-10-24T23:00:00Z', crossing, PARIS, false],
    ['Sunday 02:30 CET, the repeated hour', '2026-10-25T01:30:00Z', crossing, PARIS, false],
    ['Sunday 12:00, day marked closed', '2026-10-25T11:00:00Z', crossing, PARIS, false],
    ['Monday 12:00, 00:00-00:00 is empty', '2026-10-26T11:00:00Z', crossing, PARIS, false],
    ['Tuesday, no entry', '2026-10-27T11:00:00Z', crossing, PARIS, false],
    ['Wednesday 00:00, whole day', '2026-10-27T23:00:00Z', crossing, PARIS, true],
    ['Wednesday 23:59, whole day', '2026-10-28T22:59:00Z', crossing, PARIS, true],
    ['Thursday 00:00, a whole day does not spill', '2026-10-28T23:00:00Z', crossing, PARIS, false],
  ] satisfies [string, string, ActiveTimes, string, boolean][])(
    '%s',
    (why, iso, hours, zone, expected) => {
      expect(isOpenAt(hours, new Date(iso), zone), why).toBe(expected);
    },
  );
});

describe('nextOpening', () => {
  const lunchOnly: ActiveTimes = {
    mon: { label: 'Lundi', is_open: true, times: [['11:00', '14:30']] },
    fri: { label: 'Vendredi', is_open: true, times: [['11:00', '14:30']] },
  };
  it.each([
    [
      'later the same day',
      '2026-06-01T13:00:00Z',
      carte,
      '2026-06-01T16:00:00.000Z',
      'mon',
      '18:00',
    ],
    [
      'while open: the next start',
      '2026-06-01T09:30:00Z',
      carte,
      '2026-06-01T16:00:00.000Z',
      'mon',
      '18:00',
    ],
    [
      'across the spring change',
      '2026-03-28T22:30:00Z',
      carte,
      '2026-03-29T09:00:00.000Z',
      'sun',
      '11:00',
    ],
    [
      'across the autumn change',
      '2026-10-24T21:30:00Z',
      carte,
      '2026-10-25T10:00:00.000Z',
      'sun',
      '11:00',
    ],
    [
      'over a closed weekend',
      '2026-06-05T13:00:00Z',
      lunchOnly,
      '2026-06-08T09:00:00.000Z',
      'mon',
      '11:00',
    ],
    [
      'a week later',
      '2026-06-01T09:30:00Z',
      { mon: lunchOnly.mon },
      '2026-06-08T09:00:00.000Z',
      'mon',
      '11:00',
    ],
  ] satisfies [string, string, ActiveTimes, string, Weekday, string][])(
    '%s',
    (why, iso, hours, at, weekday, time) => {
      expect(nextOpening(hours, new Date(iso), PARIS), why).toEqual({
        at: new Date(at),
        weekday,
        time,
      });
    },
  );

  it('is null when the hours never open', () => {
    expect(nextOpening({}, new Date('2026-06-01T09:00:00Z'), PARIS)).toBeNull();
    expect(nextOpening({ sun: crossing.sun }, new Date('2026-06-01T09:00:00Z'), PARIS)).toBeNull();
  });

  it('starts a period crossing midnight on its own day', () => {
    expect(nextOpening(crossing, new Date('2026-10-24T10:00:00Z'), PARIS)).toEqual({
      at: new Date('2026-10-24T16:00:00Z'),
      weekday: 'sat',
      time: '18:00',
    });
  });
});

describe('time helpers', () => {
  it('reads the local parts of an instant', () => {
    expect(zonedParts(new Date('2026-03-29T01:00:00Z'), PARIS)).toEqual({
      year: 2026,
      month: 3,
      day: 29,
      weekday: 'sun',
      minutes: 3 * 60,
    });
    expect(zonedParts(new Date('2026-10-24T22:30:00Z'), PARIS).weekday).toBe('sun');
  });

  it('reads the same parts as Intl at any instant, in zones with whole, half-hour and odd changes', () => {
    // Paris; Kolkata (+05:30, no change); Lord Howe (+10:30, half an hour of summer time);
    // Chatham (+12:45/+13:45); New York. Minutes around 2024–2028, the changes included.
    const zones = [
      'Europe/Paris',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'America/New_York',
    ];
    const fromIntl = (at: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          weekday: 'short',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      return {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        weekday: parts.weekday.toLowerCase(),
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      };
    };
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2028, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.constantFrom(...zones), (ms, zone) => {
        const at = new Date(ms);
        expect(zonedParts(at, zone)).toEqual(fromIntl(at, zone));
      }),
      { numRuns: 3000 },
    );
    // Each side of Paris' spring change and Lord Howe's, to the minute.
    for (const [iso, zone] of [
      ['2026-03-29T00:59:00Z', PARIS],
      ['2026-03-29T01:00:00Z', PARIS],
      ['2026-04-04T14:59:00Z', 'Australia/Lord_Howe'],
      ['2026-04-04T15:00:00Z', 'Australia/Lord_Howe'],
    ]) {
      expect(zonedParts(new Date(iso), zone)).toEqual(fromIntl(new Date(iso), zone));
    }
  });

  it.each([
    [2026, 3, 29, '11:00', '2026-03-29T09:00:00.000Z'],
    [2026, 3, 29, '01:30', '2026-03-29T00:30:00.000Z'],
    [2026, 3, 29, '02:30', '2026-03-29T01:30:00.000Z'],
    [2026, 10, 25, '02:30', '2026-10-25T01:30:00.000Z'],
    [2026, 10, 25, '11:00', '2026-10-25T10:00:00.000Z'],
    [2026, 12, 31, '24:00', '2026-12-31T23:00:00.000Z'],
  ])('%i-%i-%i %s in Paris is %s', (y, m, d, hhmm, iso) => {
    expect(zonedTimeToInstant(y, m, d, toMinutes(hhmm), PARIS).toISOString()).toBe(iso);
  });

  it('converts between HH:MM and minutes', () => {
    expect(toMinutes('24:00')).toBe(1440);
    expect(toMinutes('07:05')).toBe(425);
    expect(formatMinutes(425)).toBe('07:05');
    expect(formatMinutes(1440)).toBe('24:00');
  });

  it('rejects an unknown time zone', () => {
    expect(() => isOpenAt(carte, new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

/** The local parts of an instant, read from Intl another way than the module does. */
function intlParts(instant: Date, timeZone: string) {
  // Swedish writes "2026-10-25 02:30:00".
  const [date, time] = instant.toLocaleString('sv-SE', { timeZone }).split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const weekday = instant.toLocaleDateString('en-US', { timeZone, weekday: 'short' });
  return { year, month, day, weekday: weekday.toLowerCase(), minutes: hour * 60 + minute };
}

describe('zone offsets worked out ahead (the browser gets them from the server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the minute of each DST change', () => {
    const spring = zoneOffsets(PARIS, new Date('2026-03-28T12:00:00Z'), 2);
    expect(spring.spans).toEqual([
      { from: Date.parse('2026-03-28T12:00:00Z'), minutes: 60 },
      { from: Date.parse('2026-03-29T01:00:00Z'), minutes: 120 },
    ]);
    expect(spring.until).toBe(Date.parse('2026-03-30T12:00:00Z'));
    // Lord Howe Island moves by half an hour, at 02:00 local time.
    const howe = zoneOffsets('Australia/Lord_Howe', new Date('2026-10-03T00:00:00Z'), 2);
    expect(howe.spans.map((s) => [new Date(s.from).toISOString(), s.minutes])).toEqual([
      ['2026-10-03T00:00:00.000Z', 630],
      ['2026-10-03T15:30:00.000Z', 660],
    ]);
    expect(zoneOffsets('Asia/Kathmandu', new Date('2026-07-01T00:00:00Z'), 1).spans).toEqual([
      { from: Date.parse('2026-07-01T00:00:00Z'), minutes: 345 },
    ]);
  });

  it('finds a change that falls between two samples', () => {
    // Sampled at :07 and :37, the spring change at 01:00 UTC lies between 00:37 and 01:07.
    const table = zoneOffsets(PARIS, new Date('2026-03-28T12:07:30Z'), 2);
    expect(table.spans).toEqual([
      { from: Date.parse('2026-03-28T12:07:00Z'), minutes: 60 },
      { from: Date.parse('2026-03-29T01:00:00Z'), minutes: 120 },
    ]);
  });

  it('spans a day before the page was rendered and two weeks after', () => {
    const now = new Date('2026-10-20T10:00:00Z');
    const table = zoneOffsetsAround(PARIS, now);
    expect(table.spans[0].from).toBe(Date.parse('2026-10-19T10:00:00Z'));
    expect(table.until).toBe(Date.parse('2026-11-03T10:00:00Z'));
    expect(table.spans.map((s) => s.minutes)).toEqual([120, 60]);
  });

  it.each(['America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'])(
    "gives Intl's answers without Intl once learnt (%s)",
    async (zone) => {
      // A fresh copy of the module: the tests above leave Intl's answers in its cache by minute,
      // the property test at random minutes, so one of the instants below could be known already.
      vi.resetModules();
      const { learnZoneOffsets, zonedParts, zoneOffsets } = await import('@/lib/domain/hours');
      const from = new Date('2026-10-24T00:00:00Z');
      const table = zoneOffsets(zone, from, 12);
      const expected = [];
      for (
        let ms = from.getTime() - 86_400_000;
        ms < table.until + 86_400_000;
        ms += 7 * 60_000 + 13_000
      ) {
        expected.push([ms, intlParts(new Date(ms), zone)] as const);
      }
      learnZoneOffsets(table);
      const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
      for (const [ms, parts] of expected) expect(zonedParts(new Date(ms), zone)).toEqual(parts);
      // Only the instants outside the table (a day on either side) asked Intl.
      const outside = expected.filter(([ms]) => ms < from.getTime() || ms >= table.until).length;
      expect(formatToParts).toHaveBeenCalledTimes(outside);
    },
  );

  it('asks Intl once per zone and minute, and forgets all once it holds 4,096 of them', async () => {
    vi.resetModules();
    const { zonedParts } = await import('@/lib/domain/hours');
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const first = new Date('2026-07-01T10:00:10Z');
    const minute = (i: number) => new Date(first.getTime() + i * 60_000);
    expect(zonedParts(first, PARIS)).toEqual(intlParts(first, PARIS));
    // The same minute again, 40 s later: from the cache.
    expect(zonedParts(new Date(first.getTime() + 40_000), PARIS).minutes).toBe(12 * 60);
    expect(formatToParts).toHaveBeenCalledTimes(1);
    for (let i = 1; i < 4096; i++) zonedParts(minute(i), PARIS);
    expect(formatToParts).toHaveBeenCalledTimes(4096);
    zonedParts(first, PARIS); // still held: the cache is full, not over
    expect(formatToParts).toHaveBeenCalledTimes(4096);
    zonedParts(minute(4096), PARIS); // the 4,097th: the cache is emptied first
    zonedParts(first, PARIS);
    expect(formatToParts).toHaveBeenCalledTimes(4098);
    expect(zonedParts(first, PARIS)).toEqual(intlParts(first, PARIS));
  });

  it('keeps the open status right through a learnt DST change', () => {
    const table = zoneOffsets(PARIS, new Date('2026-10-20T00:00:00Z'), 15);
    learnZoneOffsets(table);
    // Every render of the status hands the same table again: nothing to learn.
    learnZoneOffsets(table);
    // Sunday 25 October 2026, 10:59 and 11:00 in Paris (UTC+1 since 03:00 that morning).
    expect(isOpenAt(carte, new Date('2026-10-25T09:59:00Z'), PARIS)).toBe(false);
    expect(isOpenAt(carte, new Date('2026-10-25T10:00:00Z'), PARIS)).toBe(true);
    expect(nextOpening(carte, new Date('2026-10-25T08:00:00Z'), PARIS)?.at.toISOString()).toBe(
      '2026-10-25T10:00:00.000Z',
    );
  });
});
