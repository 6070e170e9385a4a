/**
 * Opening hours in the restaurant's zone (docs/product.md#opening-hours-and-availability). Pure:
 * the instant is a parameter. Weekday and wall-clock time come from Intl in that zone, so the
 * answer holds whatever the machine's zone, DST days included.
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
const MINUTE_MS = 60_000;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
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

/** The local date, weekday and time of day of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const ms = instant.getTime();
  // The zone's offset at that minute (a learnt table's, else Intl's, kept by minute) gives the
  // wall clock: callers ask about the same few instants over and over (a cart priced every
  // render, an order's slots), and Intl is asked once per zone and minute.
  return wallClockParts(ms + offsetMinutes(ms, timeZone) * MINUTE_MS);
}

function intlParts(instant: Date, timeZone: string): ZonedParts {
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

/** The parts of a wall-clock time written as if it were UTC (instant + the zone's offset). */
function wallClockParts(wallMs: number): ZonedParts {
  const wall = new Date(wallMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: WEEKDAYS[(wall.getUTCDay() + 6) % 7],
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * A zone's offsets from UTC over a stretch of time: each span starts at `from` (ms) and lasts
 * until the next one, the last until `until`. Worked out where Intl is cheap (the server) and
 * handed to the browser with the page: there, the first zoned Intl date loads the zone's and the
 * locale's data, a long task of a phone's main thread (ADR 10). Outside the stretch, Intl answers.
 */
export interface ZoneOffsets {
  timeZone: string;
  spans: { from: number; minutes: number }[];
  until: number;
}

const SAMPLE_MS = 30 * MINUTE_MS;

// Offsets already read from Intl, by zone and minute: the server turns the same slot times into
// instants for every order it prices. Exact (an offset holds for its whole minute); emptied when
// it holds OFFSET_CACHE_SIZE of them.
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_SIZE = 4096;

/** Offset of the zone from UTC at an instant, in minutes (+120 for Paris in summer), from Intl. */
function intlOffset(ms: number, timeZone: string): number {
  const atMinute = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const key = `${timeZone} ${atMinute}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const p = intlParts(new Date(atMinute), timeZone);
  const minutes = Math.round(
    (Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes) - atMinute) / MINUTE_MS,
  );
  if (offsetCache.size >= OFFSET_CACHE_SIZE) offsetCache.clear();
  offsetCache.set(key, minutes);
  return minutes;
}

/** The same, from a learnt table when it covers the instant. */
function offsetMinutes(ms: number, timeZone: string): number {
  return knownOffset(timeZone, ms) ?? intlOffset(ms, timeZone);
}

/**
 * The zone's offsets from `from` for `days` days. Sampled every half hour; a change between two
 * samples is narrowed down to its minute (zones change offset on the minute).
 */
export function zoneOffsets(timeZone: string, from: Date, days: number): ZoneOffsets {
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const until = start + days * DAY_MS;
  const spans = [{ from: start, minutes: intlOffset(start, timeZone) }];
  for (let at = start + SAMPLE_MS; at < until; at += SAMPLE_MS) {
    const current = spans[spans.length - 1].minutes;
    const minutes = intlOffset(at, timeZone);
    if (minutes === current) continue;
    // The last minute still on the old offset is in [low, high): find the first one on the new.
    let low = at - SAMPLE_MS;
    let high = at;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (intlOffset(middle, timeZone) === current) low = middle;
      else high = middle;
    }
    spans.push({ from: high, minutes });
  }
  return { timeZone, spans, until };
}

/**
 * The offsets a prerendered page hands to the browser: from a day before it was rendered (a
 * device clock running late) to two weeks after (a page served stale while the API is down).
 */
export function zoneOffsetsAround(timeZone: string, now: Date): ZoneOffsets {
  return zoneOffsets(timeZone, new Date(now.getTime() - DAY_MS), 15);
}

const learnt = new Map<string, ZoneOffsets>();

/** Later zoned dates of this zone inside the table's stretch are computed without Intl. */
export function learnZoneOffsets(table: ZoneOffsets): void {
  if (learnt.get(table.timeZone) === table) return;
  learnt.set(table.timeZone, table);
}

function knownOffset(timeZone: string, ms: number): number | null {
  const table = learnt.get(timeZone);
  if (!table || ms < table.spans[0].from || ms >= table.until) return null;
  let minutes = table.spans[0].minutes;
  for (const span of table.spans) {
    if (span.from > ms) break;
    minutes = span.minutes;
  }
  return minutes;
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
export function periodsOf(activeTimes: ActiveTimes, weekday: Weekday): [number, number][] {
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
  const guess = wall - offsetMinutes(wall, timeZone) * MINUTE_MS;
  return new Date(wall - offsetMinutes(guess, timeZone) * MINUTE_MS);
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
