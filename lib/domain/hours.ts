/**
 * Opening hours in the restaurant's time zone. Pure: the instant is always a parameter.
 * Weekday and wall-clock time come from Intl.DateTimeFormat in that zone, so the answer is right
 * whatever the server's or device's zone, DST days included. Hours are wall-clock: a period
 * 18:00-01:00 is open from 18:00 until 01:00 the next morning, "24:00" ends a day at midnight,
 * and a period whose start equals its end is empty (SPEC.md §9 ignores 00:00-00:00).
 */
import type { DayHours } from '@/lib/api/schemas';
import { WEEKDAYS, type Weekday } from '@/lib/api/weekdays';

export type ActiveTimes = Partial<Record<Weekday, DayHours>>;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minutes: number;
}

export interface Opening {
  at: Date;
  weekday: Weekday;
  /** Local start time, HH:MM. */
  time: string;
}

const DAY_MINUTES = 24 * 60;
const formatters = new Map<string, Intl.DateTimeFormat>();

// Building a DateTimeFormat is costly; one per zone is enough.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Callers ask about the same instant many times in a row (a cart priced every render at the
// current minute): the last answer is kept, which spares Intl its costliest call.
let last: { ms: number; timeZone: string; parts: ZonedParts } | null = null;

/** The local date, weekday and time of day of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  if (last !== null && last.ms === ms && last.timeZone === timeZone) return { ...last.parts };
  const parts = computeParts(instant, timeZone);
  last = { ms, timeZone, parts };
  return { ...parts };
}

function computeParts(instant: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: parts.weekday.toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** "HH:MM" (up to "24:00") to minutes since midnight. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

export function formatMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The day's periods as [start, end) minutes from its midnight; end passes 1440 across midnight. */
function periodsOf(activeTimes: ActiveTimes, weekday: Weekday): [number, number][] {
  const day = activeTimes[weekday];
  if (!day?.is_open) return [];
  return day.times
    .map(([from, to]): [number, number] => {
      const start = toMinutes(from);
      const end = toMinutes(to);
      return [start, end < start ? end + DAY_MINUTES : end];
    })
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
}

function previousWeekday(weekday: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7];
}

export function isOpenAt(activeTimes: ActiveTimes, instant: Date, timeZone: string): boolean {
  const { weekday, minutes } = zonedParts(instant, timeZone);
  const today = periodsOf(activeTimes, weekday).some(([s, e]) => minutes >= s && minutes < e);
  // Yesterday's periods that run past midnight are still open this early in the morning.
  const spill = periodsOf(activeTimes, previousWeekday(weekday)).some(
    ([, e]) => minutes + DAY_MINUTES < e,
  );
  return today || spill;
}

/** Offset of the zone from UTC at an instant, in minutes (+120 for Paris in summer). */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const atMinute = Math.floor(epochMs / 60_000) * 60_000;
  const p = zonedParts(new Date(atMinute), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes);
  return Math.round((wall - atMinute) / 60_000);
}

/**
 * The instant at which a local date and time happens in the zone. The second offset lookup
 * corrects guesses that fall on the other side of a DST change; a wall time skipped by the
 * spring change (02:30 on the last Sunday of March in Paris) lands an hour later, as clocks do.
 */
export function zonedTimeToInstant(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - offsetMinutes(guess, timeZone) * 60_000);
}

/**
 * The first period start strictly after the instant, looking up to 7 days ahead (the same
 * weekday next week included), or null when the hours never open.
 */
export function nextOpening(
  activeTimes: ActiveTimes,
  instant: Date,
  timeZone: string,
): Opening | null {
  const local = zonedParts(instant, timeZone);
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7];
    for (const [start] of periodsOf(activeTimes, weekday)) {
      const at = zonedTimeToInstant(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        start,
        timeZone,
      );
      if (at.getTime() > instant.getTime()) return { at, weekday, time: formatMinutes(start) };
    }
  }
  return null;
}
