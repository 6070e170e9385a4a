import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveTimes } from '@/lib/domain/hours';
import {
  closureOn,
  dayOverride,
  extraMinutesAt,
  hoursWith,
  isOpenWith,
  isSoldOutAt,
  localDate,
  menusWithSwitches,
  NO_SWITCHES,
  nextServiceStart,
  orderAllowedDuringPause,
  pauseAt,
  pauseFor,
  slotRules,
  switchesFromAnswer,
  slotsOnDate,
  withExtraLead,
  specialOpeningHours,
  upcomingClosure,
  type KitchenSwitches,
} from '@/lib/domain/kitchen-switches';

const PARIS = 'Europe/Paris';

// Tokyo is 7 hours ahead of Paris: a reading in the machine's zone would move every date.
const processZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = processZone;
});

const at = (iso: string) => new Date(iso);
const day = (times: [string, string][]) => ({ label: '', is_open: true, times });
const LUNCH_DINNER = day([
  ['11:00', '14:00'],
  ['18:00', '23:00'],
]);
// Every day lunch and dinner; Friday's dinner runs to 2 in the morning.
const WEEK: ActiveTimes = {
  mon: LUNCH_DINNER,
  tue: LUNCH_DINNER,
  wed: LUNCH_DINNER,
  thu: LUNCH_DINNER,
  fri: day([
    ['11:00', '14:00'],
    ['18:00', '02:00'],
  ]),
  sat: LUNCH_DINNER,
  sun: LUNCH_DINNER,
};
const switches = (over: Partial<KitchenSwitches>): KitchenSwitches => ({ ...NO_SWITCHES, ...over });

describe('pause', () => {
  const now = at('2026-06-01T18:00:00Z');

  it('lasts the chosen minutes, or until reopened', () => {
    expect(pauseFor(15, now)).toEqual({ since: now, until: at('2026-06-01T18:15:00Z') });
    expect(pauseFor(60, now).until).toEqual(at('2026-06-01T19:00:00Z'));
    expect(pauseFor('reopen', now)).toEqual({ since: now, until: null });
  });

  it('holds from its start to its end, then ends by itself', () => {
    const pause = pauseFor(30, now);
    expect(pauseAt(null, now)).toBeNull();
    expect(pauseAt(pause, at('2026-06-01T17:59:59Z'))).toBeNull();
    expect(pauseAt(pause, now)).toBe(pause);
    expect(pauseAt(pause, at('2026-06-01T18:29:59Z'))).toBe(pause);
    expect(pauseAt(pause, at('2026-06-01T18:30:00Z'))).toBeNull();
    expect(pauseAt(pauseFor('reopen', now), at('2026-06-09T12:00:00Z'))).not.toBeNull();
  });

  it('refuses orders for now, and slots before its end; later slots stay open', () => {
    const pause = pauseFor(30, now);
    const during = at('2026-06-01T18:10:00Z');
    expect(orderAllowedDuringPause(null, during, null)).toBe(true);
    expect(orderAllowedDuringPause(pause, during, null)).toBe(false);
    expect(orderAllowedDuringPause(pause, during, at('2026-06-01T18:15:00Z'))).toBe(false);
    expect(orderAllowedDuringPause(pause, during, at('2026-06-01T18:30:00Z'))).toBe(true);
    expect(orderAllowedDuringPause(pause, at('2026-06-01T18:30:00Z'), null)).toBe(true);
    const untilReopened = pauseFor('reopen', now);
    expect(orderAllowedDuringPause(untilReopened, during, at('2026-06-02T12:00:00Z'))).toBe(false);
  });
});

describe('busy delay', () => {
  it('adds its minutes until it ends', () => {
    const delay = { minutes: 20, until: at('2026-06-01T19:00:00Z') };
    expect(extraMinutesAt(null, at('2026-06-01T18:00:00Z'))).toBe(0);
    expect(extraMinutesAt(delay, at('2026-06-01T18:59:00Z'))).toBe(20);
    expect(extraMinutesAt(delay, at('2026-06-01T19:00:00Z'))).toBe(0);
  });

  it('lengthens both lead times by its minutes', () => {
    const scheduling = { minimum_time: 45, pickup_minimum_time: 15, horizon_days: 7 };
    expect(withExtraLead(scheduling, 0)).toBe(scheduling);
    expect(withExtraLead(scheduling, 20)).toEqual({
      minimum_time: 65,
      pickup_minimum_time: 35,
      horizon_days: 7,
    });
  });
});

describe('sold out', () => {
  const soldOut = [
    { kind: 'item' as const, id: 7, until: at('2026-06-01T16:00:00Z') },
    { kind: 'option' as const, id: 3, until: null },
  ];

  it('holds for its dish or choice until its end, or until switched back', () => {
    expect(isSoldOutAt(soldOut, 'item', 7, at('2026-06-01T10:00:00Z'))).toBe(true);
    expect(isSoldOutAt(soldOut, 'item', 7, at('2026-06-01T16:00:00Z'))).toBe(false);
    expect(isSoldOutAt(soldOut, 'option', 7, at('2026-06-01T10:00:00Z'))).toBe(false);
    expect(isSoldOutAt(soldOut, 'option', 3, at('2027-01-01T10:00:00Z'))).toBe(true);
    expect(isSoldOutAt(soldOut, 'item', 8, at('2026-06-01T10:00:00Z'))).toBe(false);
  });

  it('ends by default at the next service: out at lunch, back for dinner', () => {
    // Monday 1 June 2026, 12:00 in Paris (UTC+2): dinner opens at 18:00, 16:00 UTC.
    const noon = at('2026-06-01T10:00:00Z');
    expect(nextServiceStart([WEEK], noon, PARIS)).toEqual(at('2026-06-01T16:00:00Z'));
    const lunchOnly = { mon: day([['11:00', '14:00']]), tue: day([['11:00', '14:00']]) };
    const dinnerOnly = { mon: day([['19:00', '22:00']]) };
    expect(nextServiceStart([lunchOnly, dinnerOnly], noon, PARIS)).toEqual(
      at('2026-06-01T17:00:00Z'),
    );
    expect(nextServiceStart([lunchOnly], noon, PARIS)).toEqual(at('2026-06-02T09:00:00Z'));
    expect(nextServiceStart([{}], noon, PARIS)).toBeNull();
  });
});

describe('closures and special hours', () => {
  const summer = { from: '2026-08-03', to: '2026-08-17', message: 'Fermé pour congés' };

  it('reads local dates in the zone, whatever the machine’s', () => {
    expect(localDate(at('2026-06-01T21:59:00Z'), PARIS)).toBe('2026-06-01');
    expect(localDate(at('2026-06-01T22:30:00Z'), PARIS)).toBe('2026-06-02');
    // After the autumn change (UTC+1): 23:30 UTC is already the next day.
    expect(localDate(at('2026-10-25T23:30:00Z'), PARIS)).toBe('2026-10-26');
  });

  it('covers both ends of a closure', () => {
    expect(closureOn([summer], '2026-08-02')).toBeNull();
    expect(closureOn([summer], '2026-08-03')).toBe(summer);
    expect(closureOn([summer], '2026-08-17')).toBe(summer);
    expect(closureOn([summer], '2026-08-18')).toBeNull();
  });

  it('tells how a date differs from the week', () => {
    const s = switches({
      closures: [summer],
      specialHours: [
        { date: '2026-12-24', times: [['11:00', '15:00']] },
        { date: '2026-12-25', times: [] },
        { date: '2026-12-26', times: [['25:00', '26:00']] },
      ],
    });
    expect(dayOverride(s, '2026-08-10')).toEqual({ closed: true, message: 'Fermé pour congés' });
    expect(dayOverride(s, '2026-12-24')).toEqual({ closed: false, periods: [[660, 900]] });
    expect(dayOverride(s, '2026-12-25')).toEqual({ closed: true, message: '' });
    expect(dayOverride(s, '2026-12-26')).toEqual({ closed: true, message: '' });
    expect(dayOverride(s, '2026-12-27')).toBeNull();
  });

  it('is open by the week when nothing changes the day', () => {
    // Monday 1 June 2026: 12:00 Paris is 10:00 UTC, 15:00 is 13:00 UTC.
    expect(isOpenWith(WEEK, NO_SWITCHES, at('2026-06-01T10:00:00Z'), PARIS)).toBe(true);
    expect(isOpenWith(WEEK, NO_SWITCHES, at('2026-06-01T13:00:00Z'), PARIS)).toBe(false);
  });

  it('closes a closed date, opens special hours instead of the week’s', () => {
    const closed = switches({ closures: [{ from: '2026-06-01', to: '2026-06-01', message: '' }] });
    expect(isOpenWith(WEEK, closed, at('2026-06-01T10:00:00Z'), PARIS)).toBe(false);
    const special = switches({
      specialHours: [{ date: '2026-06-01', times: [['15:00', '16:00']] }],
    });
    expect(isOpenWith(WEEK, special, at('2026-06-01T13:30:00Z'), PARIS)).toBe(true);
    expect(isOpenWith(WEEK, special, at('2026-06-01T10:00:00Z'), PARIS)).toBe(false);
  });

  it('keeps a service past midnight with the day it began on', () => {
    // Saturday 6 June 2026, 01:00 in Paris: Friday's dinner (18:00–02:00) is still on.
    const saturdayOne = at('2026-06-05T23:00:00Z');
    expect(isOpenWith(WEEK, NO_SWITCHES, saturdayOne, PARIS)).toBe(true);
    const saturdayClosed = switches({
      closures: [{ from: '2026-06-06', to: '2026-06-06', message: '' }],
    });
    expect(isOpenWith(WEEK, saturdayClosed, saturdayOne, PARIS)).toBe(true);
    const fridayClosed = switches({
      closures: [{ from: '2026-06-05', to: '2026-06-05', message: '' }],
    });
    expect(isOpenWith(WEEK, fridayClosed, saturdayOne, PARIS)).toBe(false);
  });

  it('counts wall minutes across the autumn change', () => {
    // Saturday 24 October 2026, special hours 18:00–02:00; clocks go back at 03:00 on Sunday.
    const s = switches({ specialHours: [{ date: '2026-10-24', times: [['18:00', '02:00']] }] });
    // 01:30 CEST (UTC+2) on Sunday: within the special service.
    expect(isOpenWith(WEEK, s, at('2026-10-24T23:30:00Z'), PARIS)).toBe(true);
    // 02:30 CET (UTC+1): past its end at 02:00.
    expect(isOpenWith(WEEK, s, at('2026-10-25T01:30:00Z'), PARIS)).toBe(false);
    // A closure on Sunday 25 and Monday 26: noon CET both days is 11:00 UTC.
    const autumn = switches({ closures: [{ from: '2026-10-25', to: '2026-10-26', message: '' }] });
    expect(isOpenWith(WEEK, autumn, at('2026-10-25T11:00:00Z'), PARIS)).toBe(false);
    expect(isOpenWith(WEEK, autumn, at('2026-10-26T11:00:00Z'), PARIS)).toBe(false);
    expect(isOpenWith(WEEK, autumn, at('2026-10-27T11:00:00Z'), PARIS)).toBe(true);
  });

  it('puts a date’s override in place of its weekday’s hours', () => {
    const s = switches({
      closures: [{ from: '2026-06-02', to: '2026-06-02', message: '' }],
      specialHours: [{ date: '2026-06-01', times: [['18:00', '24:00']] }],
    });
    expect(hoursWith(WEEK, s, '2026-06-03')).toBe(WEEK);
    // Monday 1 June: 18:00 to midnight, written as the contract writes it.
    expect(hoursWith(WEEK, s, '2026-06-01')).toEqual({
      ...WEEK,
      mon: { label: '', is_open: true, times: [['18:00', '00:00']] },
    });
    expect(hoursWith(WEEK, s, '2026-06-02').tue).toEqual({ label: '', is_open: false, times: [] });
    expect(hoursWith({}, s, '2026-06-02').tue).toEqual({ label: '', is_open: false, times: [] });
  });

  it('keeps only the slots a date’s override allows', () => {
    const slots = [
      { start: '11:30', end: '12:00' },
      { start: '13:45', end: '14:15' },
      { start: '23:45', end: '00:15' },
    ];
    expect(slotsOnDate(slots, NO_SWITCHES, '2026-06-01')).toEqual(slots);
    const closed = switches({ closures: [{ from: '2026-06-01', to: '2026-06-02', message: '' }] });
    expect(slotsOnDate(slots, closed, '2026-06-01')).toEqual([]);
    const lunch = switches({ specialHours: [{ date: '2026-06-01', times: [['11:00', '14:00']] }] });
    expect(slotsOnDate(slots, lunch, '2026-06-01')).toEqual([slots[0]]);
    const night = switches({ specialHours: [{ date: '2026-06-01', times: [['23:00', '01:00']] }] });
    expect(slotsOnDate(slots, night, '2026-06-01')).toEqual([slots[2]]);
  });

  it('announces the closure in force or starting within the week', () => {
    const christmas = { from: '2026-12-24', to: '2026-12-26', message: 'Fermé à Noël' };
    const closures = [christmas, summer];
    expect(upcomingClosure(closures, at('2026-07-20T10:00:00Z'), PARIS)).toBeNull();
    // 28 July + 7 days is 4 August: the closure from 3 August is announced.
    expect(upcomingClosure(closures, at('2026-07-28T10:00:00Z'), PARIS)).toBe(summer);
    expect(upcomingClosure(closures, at('2026-07-26T10:00:00Z'), PARIS)).toBeNull();
    expect(upcomingClosure(closures, at('2026-08-10T10:00:00Z'), PARIS)).toBe(summer);
    expect(upcomingClosure(closures, at('2026-08-18T10:00:00Z'), PARIS)).toBeNull();
    expect(upcomingClosure(closures, at('2026-07-28T10:00:00Z'), PARIS, 200)).toBe(summer);
  });

  it('writes the coming closures and special days as JSON-LD special hours', () => {
    const s = switches({
      closures: [summer, { from: '2026-05-01', to: '2026-05-02', message: '' }],
      specialHours: [
        { date: '2026-12-31', times: [['18:00', '24:00']] },
        { date: '2026-12-24', times: [['11:00', '15:00']] },
        { date: '2026-12-25', times: [] },
        { date: '2026-07-01', times: [['11:00', '12:00']] },
      ],
    });
    expect(specialOpeningHours(s, at('2026-08-10T10:00:00Z'), PARIS)).toEqual([
      { validFrom: '2026-08-03', validThrough: '2026-08-17', opens: '00:00', closes: '00:00' },
      { validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '11:00', closes: '15:00' },
      { validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
      { validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '18:00', closes: '00:00' },
    ]);
  });
});

describe('what the storefront offers under the switches', () => {
  const monday = at('2026-06-01T10:00:00Z'); // 12:00 in Paris
  const menu = { menu_id: 1, active_times: WEEK };

  it('keeps the menus as they are without a dated switch', () => {
    expect(menusWithSwitches([menu], NO_SWITCHES, monday, PARIS)).toEqual([menu]);
  });

  it('changes the hours of the next seven dates, each weekday once', () => {
    const s = switches({
      closures: [
        { from: '2026-06-02', to: '2026-06-02', message: 'Inventaire' },
        // Next Monday: eight dates ahead counting today, today's Monday stays as the week says.
        { from: '2026-06-08', to: '2026-06-08', message: 'Plus tard' },
      ],
      specialHours: [{ date: '2026-06-03', times: [['12:00', '15:00']] }],
    });
    const [changed] = menusWithSwitches([menu], s, monday, PARIS);
    expect(changed.menu_id).toBe(1);
    expect(changed.active_times).toEqual({
      ...WEEK,
      tue: { label: '', is_open: false, times: [] },
      wed: { label: '', is_open: true, times: [['12:00', '15:00']] },
    });
  });

  const scheduling = { minimum_time: 25, pickup_minimum_time: 15, other: 'kept' };
  const slot = (start: string, end: string, startsAt: string) => ({
    start,
    end,
    startsAt: at(startsAt),
  });

  it('lengthens the lead times by the delay in force, and only then', () => {
    const busy = switches({ delay: { minutes: 20, until: at('2026-06-01T11:00:00Z') } });
    expect(slotRules(busy, scheduling, monday).scheduling).toEqual({
      minimum_time: 45,
      pickup_minimum_time: 35,
      other: 'kept',
    });
    expect(slotRules(busy, scheduling, at('2026-06-01T11:00:00Z')).scheduling).toBe(scheduling);
  });

  it('offers during a pause only the slots starting once it is over', () => {
    const paused = switches({ pause: { since: monday, until: at('2026-06-01T10:30:00Z') } });
    const { accept } = slotRules(paused, scheduling, monday);
    expect(accept(slot('12:15', '12:30', '2026-06-01T10:15:00Z'))).toBe(false);
    expect(accept(slot('12:30', '12:45', '2026-06-01T10:30:00Z'))).toBe(true);
    const open = switches({ pause: { since: monday, until: null } });
    expect(
      slotRules(open, scheduling, monday).accept(slot('20:00', '20:15', '2026-06-01T18:00:00Z')),
    ).toBe(false);
  });

  it('keeps a date’s slots as its closure or special hours do', () => {
    const s = switches({
      closures: [{ from: '2026-06-02', to: '2026-06-02', message: 'Inventaire' }],
      specialHours: [{ date: '2026-06-03', times: [['12:00', '15:00']] }],
    });
    const { onDate } = slotRules(s, scheduling, monday);
    const day = [
      slot('11:30', '11:45', '2026-06-03T09:30:00Z'),
      slot('12:00', '12:15', '2026-06-03T10:00:00Z'),
    ];
    expect(onDate(day, '2026-06-02')).toEqual([]);
    expect(onDate(day, '2026-06-03')).toEqual([day[1]]);
    expect(onDate(day, '2026-06-04')).toEqual(day);
  });
});

describe('the public read in the domain’s shape', () => {
  it('reads the instants, leaves sold out to the menus', () => {
    const closures = [{ from: '2026-08-03', to: '2026-08-17', message: 'Congés' }];
    const special_hours = [
      { date: '2026-12-24', times: [['11:00', '15:00']] as [string, string][] },
    ];
    expect(
      switchesFromAnswer({
        status: 'success',
        pause: { since: '2026-06-01T18:00:00Z', until: '2026-06-01T18:15:00Z' },
        delay: { minutes: 20, until: '2026-06-01T19:00:00Z' },
        closures,
        special_hours,
      }),
    ).toEqual({
      pause: { since: at('2026-06-01T18:00:00Z'), until: at('2026-06-01T18:15:00Z') },
      delay: { minutes: 20, until: at('2026-06-01T19:00:00Z') },
      soldOut: [],
      closures,
      specialHours: special_hours,
    });
    const open = {
      status: 'success' as const,
      pause: { since: '2026-06-01T18:00:00Z', until: null },
      delay: null,
      closures: [],
      special_hours: [],
    };
    expect(switchesFromAnswer(open)).toEqual({
      ...NO_SWITCHES,
      pause: { since: at('2026-06-01T18:00:00Z'), until: null },
    });
    expect(switchesFromAnswer({ ...open, pause: null })).toEqual(NO_SWITCHES);
  });
});
