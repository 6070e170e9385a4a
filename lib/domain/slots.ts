/**
 * Scheduling slots for one local date in the restaurant's zone (docs/product.md#scheduling-slots,
 * #ordering-ahead and #slot-capacity). Pure: `now` and the zone are parameters; malformed entries
 * are skipped, never thrown. Whether each item can be served at a slot is `unavailableCartItems`'
 * question (availability.ts), asked at the slot's `startsAt`.
 */
import type { z } from 'zod';
import type { Menu, schedulingSettingsSchema, Weekday } from '@/lib/api/schemas';
import { WEEKDAYS } from '@/lib/api/weekdays';
import { isMenuOrderableAt, type HoursMenu } from './availability';
import type { OrderMode } from './cart-types';
import { formatMinutes, toMinutes, zonedParts, zonedTimeToInstant } from './hours';

export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;
export type SlotMenu = Pick<Menu, 'menu_is_available' | 'time_ranges' | 'pickup_time_ranges'>;

export interface SlotOptions {
  /** Local date in the restaurant's zone, YYYY-MM-DD. */
  date: string;
  mode: OrderMode;
  settings: SchedulingSettings;
  now: Date;
  timeZone: string;
}

export interface TimeSlot {
  /** Local wall times, HH:MM ("00:00" for a slot ending at midnight). */
  start: string;
  end: string;
  /** "11:30 – 12:00", or "11:30" when the settings show start times only. */
  label: string;
  /** "11:30-12:00" whatever the label: what the form stores and the server re-checks. */
  value: string;
  startsAt: Date;
  endsAt: Date;
}

export interface LocalDate {
  date: string;
  weekday: Weekday;
  /** 0 today, 1 tomorrow… in the restaurant's calendar. */
  daysAhead: number;
}

/** [start, end) in minutes from the date's midnight; end passes 1440 across midnight. */
export type Interval = [number, number];

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface ModeRules {
  showRange: boolean;
  dropFirst: number;
  dropLast: number;
  leadMinutes: number;
}

const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * 60_000;
const OPEN_ENDED_MINUTES = 15;
const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One `time_ranges` entry as an interval, or null when it is empty or malformed. */
export function parseRange(entry: string): Interval | null {
  const [from, to, ...extra] = entry.split('-');
  if (extra.length > 0 || !START.test(from)) return null;
  const start = toMinutes(from);
  if (to === undefined) return [start, start + OPEN_ENDED_MINUTES];
  if (!END.test(to)) return null;
  const end = toMinutes(to);
  if (end === start) return null;
  return [start, end < start ? end + DAY_MINUTES : end];
}

/** Overlapping intervals merged and sorted by start; touching ones stay apart. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function rulesFor(s: SchedulingSettings, mode: OrderMode): ModeRules {
  if (mode === 'pickup') {
    return {
      showRange: s.pickup_show_range,
      dropFirst: s.pickup_remove_first_range ? s.pickup_remove_first_range_number : 0,
      dropLast: s.pickup_remove_last_range ? s.pickup_remove_last_range_number : 0,
      leadMinutes: s.pickup_minimum_time,
    };
  }
  return {
    showRange: s.show_range,
    dropFirst: s.remove_first_range ? s.remove_first_range_number : 0,
    dropLast: s.remove_last_range ? s.remove_last_range_number : 0,
    leadMinutes: s.minimum_time,
  };
}

function parseDate(date: string): CalendarDate | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

function weekdayOf(utcDate: Date): Weekday {
  return WEEKDAYS[(utcDate.getUTCDay() + 6) % 7];
}

/** Wall minutes from the date's midnight to instants; null for a wall time the clocks skip. */
type Clock = (minutes: number) => Date | null;

function wallMs(d: CalendarDate, minutes: number): number {
  return Date.UTC(d.year, d.month - 1, d.day, 0, minutes);
}

function exactInstant(d: CalendarDate, minutes: number, timeZone: string): Date | null {
  const at = zonedTimeToInstant(d.year, d.month, d.day, minutes, timeZone);
  const seen = zonedParts(at, timeZone);
  const same = wallMs(seen, seen.minutes) === wallMs(d, minutes);
  return same ? at : null;
}

// Looking the zone up for every slot is the costly part; a day whose offset is the same at its
// midnight, the next one and the one after (slots end before then) has no change to look for.
function dayClock(d: CalendarDate, timeZone: string): Clock {
  const offsetAt = (minutes: number) =>
    wallMs(d, minutes) - zonedTimeToInstant(d.year, d.month, d.day, minutes, timeZone).getTime();
  const offset = offsetAt(0);
  const steady = offsetAt(DAY_MINUTES) === offset && offsetAt(2 * DAY_MINUTES) === offset;
  if (steady) return (minutes) => new Date(wallMs(d, minutes) - offset);
  return (minutes) => exactInstant(d, minutes, timeZone);
}

/** The first instant at which the clock reads the wall time or later (the jump, in a gap). */
function endInstant(clock: Clock, minutes: number): Date {
  let m = minutes;
  let at = clock(m);
  while (at === null) {
    m += 1;
    at = clock(m);
  }
  return at;
}

function toSlot(clock: Clock, [from, to]: Interval, rules: ModeRules): TimeSlot | null {
  const startsAt = clock(from);
  if (!startsAt) return null;
  const start = formatMinutes(from);
  const end = formatMinutes(to % DAY_MINUTES);
  return {
    start,
    end,
    label: rules.showRange ? `${start} – ${end}` : start,
    value: `${start}-${end}`,
    startsAt,
    endsAt: endInstant(clock, to),
  };
}

function dayIntervals(menus: readonly SlotMenu[], weekday: Weekday, mode: OrderMode): Interval[] {
  return menus
    .filter((menu) => menu.menu_is_available)
    .flatMap(
      (menu) => (mode === 'pickup' ? menu.pickup_time_ranges : menu.time_ranges)[weekday] ?? [],
    )
    .map(parseRange)
    .filter((interval) => interval !== null);
}

/** The slots a diner may choose on a local date, for pickup or delivery, as of `now`. */
export function timeSlots(menus: readonly SlotMenu[], options: SlotOptions): TimeSlot[] {
  const day = parseDate(options.date);
  if (!day || !isWithinHorizon(options)) return [];
  const rules = rulesFor(options.settings, options.mode);
  const weekday = weekdayOf(new Date(Date.UTC(day.year, day.month - 1, day.day)));
  const clock = dayClock(day, options.timeZone);
  const slots = mergeIntervals(dayIntervals(menus, weekday, options.mode))
    .map((interval) => toSlot(clock, interval, rules))
    .filter((slot) => slot !== null);
  const kept = slots.slice(rules.dropFirst, Math.max(0, slots.length - rules.dropLast));
  const earliest = options.now.getTime() + rules.leadMinutes * 60_000;
  return kept.filter((slot) => slot.startsAt.getTime() >= earliest);
}

/** The slot a stored form value names, if it is still offered as of `now`. */
export function findSlot(
  value: string,
  menus: readonly SlotMenu[],
  options: SlotOptions,
): TimeSlot | null {
  return timeSlots(menus, options).find((slot) => slot.value === value) ?? null;
}

/** "As soon as possible" is offered when an available menu is open right now. */
export function isAsapAvailable(menus: readonly HoursMenu[], now: Date, timeZone: string): boolean {
  return menus.some((menu) => isMenuOrderableAt(menu, now, timeZone));
}

/** The local dates a diner may order for: today and the next ones, `horizon_days` in all. */
export function horizonDates(
  now: Date,
  timeZone: string,
  settings: Pick<SchedulingSettings, 'horizon_days'>,
): LocalDate[] {
  return slotDates(now, timeZone, settings.horizon_days);
}

/** The date is one a diner may order for as of `now` (today up to the horizon). */
export function isWithinHorizon({
  date,
  now,
  timeZone,
  settings,
}: Pick<SlotOptions, 'date' | 'now' | 'timeZone' | 'settings'>): boolean {
  const day = parseDate(date);
  if (!day) return false;
  const today = zonedParts(now, timeZone);
  const daysAhead =
    (Date.UTC(day.year, day.month - 1, day.day) -
      Date.UTC(today.year, today.month - 1, today.day)) /
    DAY_MS;
  return daysAhead >= 0 && daysAhead < settings.horizon_days;
}

/** Orders one slot of the mode takes at most, or null when the restaurant set no limit. */
export function slotCapacity(settings: SchedulingSettings, mode: OrderMode): number | null {
  return mode === 'pickup' ? settings.pickup_max_orders_per_slot : settings.max_orders_per_slot;
}

/** A slot and the local date it is on. */
export interface DatedSlot {
  date: string;
  daysAhead: number;
  slot: TimeSlot;
}

export interface FirstSlotOptions {
  mode: OrderMode;
  settings: SchedulingSettings;
  now: Date;
  timeZone: string;
  /** Start instants (ms) of the slots the server says are full. */
  full?: ReadonlySet<number>;
  /** Whether the slot suits the caller (its items can be served then); all do by default. */
  accept?: (slot: TimeSlot) => boolean;
  /** The slots of a date that are offered at all (the kitchen's closures); all by default. */
  onDate?: (slots: TimeSlot[], date: string) => TimeSlot[];
}

/**
 * The first slot from `now` within the horizon that is not full and that `accept` takes, or null
 * when there is none: what "Fermé — commandez pour demain 11 h 30" names and the checkout
 * preselects while the restaurant is closed.
 */
export function firstSlot(
  menus: readonly SlotMenu[],
  { full, accept = () => true, onDate = (slots) => slots, ...options }: FirstSlotOptions,
): DatedSlot | null {
  for (const day of horizonDates(options.now, options.timeZone, options.settings)) {
    const slot = onDate(timeSlots(menus, { ...options, date: day.date }), day.date).find(
      (candidate) => !full?.has(candidate.startsAt.getTime()) && accept(candidate),
    );
    if (slot) return { date: day.date, daysAhead: day.daysAhead, slot };
  }
  return null;
}

/** The next `days` local dates from today in the restaurant's zone, for the date picker. */
export function slotDates(now: Date, timeZone: string, days: number): LocalDate[] {
  const today = zonedParts(now, timeZone);
  const count = Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 0;
  return Array.from({ length: count }, (_, daysAhead) => {
    const utc = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead));
    return { date: utc.toISOString().slice(0, 10), weekday: weekdayOf(utc), daysAhead };
  });
}
