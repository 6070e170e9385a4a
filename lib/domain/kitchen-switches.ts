/**
 * The kitchen's switches for the day (docs/product.md#running-the-day): a pause of new orders, a
 * delay added while busy, dishes and choices sold out, closures and special hours by local date.
 * Pure: the instant and the zone are parameters, so the storefront's notices, the slots offered
 * and the API's refusals all give the same answer.
 */
import type { PublicKitchen } from '@/lib/api/public-kitchen';
import { WEEKDAYS, type Weekday } from '@/lib/api/weekdays';
import {
  formatMinutes,
  nextOpening,
  periodsOf,
  toMinutes,
  zonedParts,
  type ActiveTimes,
} from './hours';
import { mergeIntervals, parseRange, type Interval } from './slots';

/** New orders refused from `since` until `until` (null: until the kitchen reopens). */
export interface Pause {
  since: Date;
  until: Date | null;
}

/** The pause choices the board offers: minutes, or until reopened by hand. */
export type PauseChoice = 15 | 30 | 60 | 'reopen';

/** Minutes added to the preparation time until `until`. */
export interface BusyDelay {
  minutes: number;
  until: Date;
}

export interface SoldOut {
  kind: 'item' | 'option';
  id: number;
  /** Back on sale at this instant; null: until switched back. */
  until: Date | null;
}

/** Closed on the local dates from `from` to `to` (YYYY-MM-DD, both included). */
export interface Closure {
  from: string;
  to: string;
  message: string;
}

/** The hours of one local date instead of the week's (HH:MM pairs; none: closed that day). */
interface SpecialHours {
  date: string;
  times: [string, string][];
}

export interface KitchenSwitches {
  pause: Pause | null;
  delay: BusyDelay | null;
  soldOut: SoldOut[];
  closures: Closure[];
  specialHours: SpecialHours[];
}

export const NO_SWITCHES: KitchenSwitches = {
  pause: null,
  delay: null,
  soldOut: [],
  closures: [],
  specialHours: [],
};

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

/** The pause a choice starts at `now`. */
export function pauseFor(choice: PauseChoice, now: Date): Pause {
  return {
    since: now,
    until: choice === 'reopen' ? null : new Date(now.getTime() + choice * MINUTE_MS),
  };
}

/** The pause in force at `now`, or null (none, not begun, or over by itself). */
export function pauseAt(pause: Pause | null, now: Date): Pause | null {
  if (!pause || now < pause.since) return null;
  return pause.until === null || now < pause.until ? pause : null;
}

/**
 * Whether an order for `slotStart` (null: as soon as possible) may be placed at `now`: none while
 * a pause holds, except for a slot starting once it is over (ordering ahead stays open).
 */
export function orderAllowedDuringPause(
  pause: Pause | null,
  now: Date,
  slotStart: Date | null,
): boolean {
  const current = pauseAt(pause, now);
  if (!current) return true;
  return current.until !== null && slotStart !== null && slotStart >= current.until;
}

/** Minutes the busy delay adds at `now` (0 when none or over). */
export function extraMinutesAt(delay: BusyDelay | null, now: Date): number {
  return delay && now < delay.until ? delay.minutes : 0;
}

/** The scheduling rules with the busy delay's minutes added to both lead times. */
export function withExtraLead<T extends { minimum_time: number; pickup_minimum_time: number }>(
  scheduling: T,
  extraMinutes: number,
): T {
  if (extraMinutes === 0) return scheduling;
  return {
    ...scheduling,
    minimum_time: scheduling.minimum_time + extraMinutes,
    pickup_minimum_time: scheduling.pickup_minimum_time + extraMinutes,
  };
}

/** Whether the dish (`item`) or choice (`option`) is sold out at `now`. */
export function isSoldOutAt(
  soldOut: readonly SoldOut[],
  kind: SoldOut['kind'],
  id: number,
  now: Date,
): boolean {
  return soldOut.some(
    (entry) =>
      entry.kind === kind && entry.id === id && (entry.until === null || now < entry.until),
  );
}

/**
 * When a dish marked sold out at `now` is back by default: the menus' next opening after `now`
 * (the evening service for a dish out at lunch), or null when they never open again.
 */
export function nextServiceStart(
  activeTimes: readonly ActiveTimes[],
  now: Date,
  timeZone: string,
): Date | null {
  const starts = activeTimes
    .map((times) => nextOpening(times, now, timeZone)?.at.getTime())
    .filter((at) => at !== undefined);
  return starts.length > 0 ? new Date(Math.min(...starts)) : null;
}

/** The local date (YYYY-MM-DD) of an instant in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return isoDate(Date.UTC(year, month - 1, day));
}

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** The closure covering a local date, if any. */
export function closureOn(closures: readonly Closure[], date: string): Closure | null {
  return closures.find((closure) => closure.from <= date && date <= closure.to) ?? null;
}

/**
 * How a local date's service differs from the week's: closed (with the closure's message), other
 * hours as intervals from its midnight, or null when the week's hours hold.
 */
export type DayOverride =
  { closed: true; message: string } | { closed: false; periods: Interval[] };

export function dayOverride(switches: KitchenSwitches, date: string): DayOverride | null {
  const closure = closureOn(switches.closures, date);
  if (closure) return { closed: true, message: closure.message };
  const special = switches.specialHours.find((day) => day.date === date);
  if (!special) return null;
  const periods = mergeIntervals(
    special.times.map(([from, to]) => parseRange(`${from}-${to}`)).filter((p) => p !== null),
  );
  return periods.length === 0 ? { closed: true, message: '' } : { closed: false, periods };
}

// A service belongs to the date it starts on, its part after midnight included: a closure or
// special hours replace the services beginning that day.
function periodsOn(activeTimes: ActiveTimes, switches: KitchenSwitches, date: string): Interval[] {
  const override = dayOverride(switches, date);
  if (!override) return periodsOf(activeTimes, weekdayOf(date));
  return override.closed ? [] : override.periods;
}

/** Open at the instant by the week's hours as the closures and special hours change them. */
export function isOpenWith(
  activeTimes: ActiveTimes,
  switches: KitchenSwitches,
  instant: Date,
  timeZone: string,
): boolean {
  const today = localDate(instant, timeZone);
  const { minutes } = zonedParts(instant, timeZone);
  const within = (periods: Interval[], at: number) => periods.some(([s, e]) => at >= s && at < e);
  return (
    within(periodsOn(activeTimes, switches, today), minutes) ||
    within(periodsOn(activeTimes, switches, addDays(today, -1)), minutes + DAY_MINUTES)
  );
}

/**
 * The week's hours with a date's override in place of its weekday: what a menu's availability is
 * checked against for an order on that date.
 */
export function hoursWith(
  activeTimes: ActiveTimes,
  switches: KitchenSwitches,
  date: string,
): ActiveTimes {
  const override = dayOverride(switches, date);
  if (!override) return activeTimes;
  const weekday = weekdayOf(date);
  const times = override.closed
    ? []
    : override.periods.map(([s, e]): [string, string] => [
        formatMinutes(s),
        formatMinutes(e % DAY_MINUTES),
      ]);
  const label = activeTimes[weekday]?.label ?? '';
  return { ...activeTimes, [weekday]: { label, is_open: times.length > 0, times } };
}

/**
 * Slots of a local date kept by its override: none on a closed date, only those inside the
 * special hours on a date that has them, all of them otherwise.
 */
export function slotsOnDate<T extends { start: string; end: string }>(
  slots: readonly T[],
  switches: KitchenSwitches,
  date: string,
): T[] {
  const override = dayOverride(switches, date);
  if (!override) return [...slots];
  if (override.closed) return [];
  return slots.filter((slot) => {
    const start = toMinutes(slot.start);
    let end = toMinutes(slot.end);
    if (end <= start) end += DAY_MINUTES;
    return override.periods.some(([s, e]) => start >= s && end <= e);
  });
}

/**
 * The closure the home page announces at `now`: the first one in force or starting within
 * `withinDays` local days, or null.
 */
export function upcomingClosure(
  closures: readonly Closure[],
  now: Date,
  timeZone: string,
  withinDays = 7,
): Closure | null {
  const today = localDate(now, timeZone);
  const last = addDays(today, withinDays);
  const coming = closures
    .filter((closure) => closure.to >= today && closure.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from));
  return coming[0] ?? null;
}

/** schema.org's `OpeningHoursSpecification` for a date range (closed: opens = closes = 00:00). */
export interface SpecialOpeningHours {
  validFrom: string;
  validThrough: string;
  opens: string;
  closes: string;
}

/** The closures and special hours not over at `now`, as JSON-LD's special opening hours. */
export function specialOpeningHours(
  switches: KitchenSwitches,
  now: Date,
  timeZone: string,
): SpecialOpeningHours[] {
  const today = localDate(now, timeZone);
  const closed = switches.closures
    .filter((closure) => closure.to >= today)
    .map((closure) => ({
      validFrom: closure.from,
      validThrough: closure.to,
      opens: '00:00',
      closes: '00:00',
    }));
  const special = switches.specialHours
    .filter((day) => day.date >= today)
    .flatMap((day) =>
      day.times.length === 0
        ? [{ validFrom: day.date, validThrough: day.date, opens: '00:00', closes: '00:00' }]
        : day.times.map(([opens, closes]) => ({
            validFrom: day.date,
            validThrough: day.date,
            opens,
            closes: closes === '24:00' ? '00:00' : closes,
          })),
    );
  return [...closed, ...special].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/**
 * The menus' hours as the closures and special hours of the next seven local dates change them
 * (each weekday once): what the storefront's open status, « dès que possible » and next opening
 * are judged on.
 */
export function menusWithSwitches<T extends { active_times: ActiveTimes }>(
  menus: readonly T[],
  switches: KitchenSwitches,
  now: Date,
  timeZone: string,
): T[] {
  if (switches.closures.length === 0 && switches.specialHours.length === 0) return [...menus];
  const today = localDate(now, timeZone);
  const dates = Array.from({ length: 7 }, (_, days) => addDays(today, days));
  return menus.map((menu) => ({
    ...menu,
    active_times: dates.reduce(
      (times, date) => hoursWith(times, switches, date),
      menu.active_times,
    ),
  }));
}

/**
 * What the switches do to the slots a diner is offered at `now`: both lead times longer by the
 * delay, a date's slots as its override keeps them, and during a pause only the slots that start
 * once it is over.
 */
export function slotRules<T extends { minimum_time: number; pickup_minimum_time: number }>(
  switches: KitchenSwitches,
  scheduling: T,
  now: Date,
) {
  return {
    scheduling: withExtraLead(scheduling, extraMinutesAt(switches.delay, now)),
    onDate: <S extends { start: string; end: string }>(slots: S[], date: string) =>
      slotsOnDate(slots, switches, date),
    accept: (slot: { startsAt: Date }) =>
      orderAllowedDuringPause(switches.pause, now, slot.startsAt),
  };
}

/** The public read's answer (GET /v2/public/kitchen) in this shape; sold out is the menus'. */
export function switchesFromAnswer(answer: PublicKitchen): KitchenSwitches {
  return {
    pause: answer.pause && {
      since: new Date(answer.pause.since),
      until: answer.pause.until === null ? null : new Date(answer.pause.until),
    },
    delay: answer.delay && { minutes: answer.delay.minutes, until: new Date(answer.delay.until) },
    soldOut: [],
    closures: answer.closures,
    specialHours: answer.special_hours,
  };
}
