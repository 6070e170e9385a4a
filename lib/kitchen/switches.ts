/**
 * The board's reading of the kitchen's switches (docs/product.md#running-the-day, docs/adr/0047):
 * each change as the staff call it is (docs/contract.md#kitchen-switches), what is in force at an
 * instant, the ready times offered under a busy delay, the dishes and choices the kitchen may
 * mark sold out, and the words it shows. Pure, so the tests hold it without a page.
 */
import type { SwitchesResponse } from '@/lib/api/kitchen-switches';
import { clockTime } from '@/lib/domain/availability';
import { otherDay } from '@/lib/domain/order-life';
import { extraMinutesAt, localDate, pauseAt } from '@/lib/domain/kitchen-switches';

export type Switches = Omit<SwitchesResponse, 'status'>;
type SoldOutKind = 'item' | 'option';

/** One change of the switches, as the board asks for it. */
export type SwitchChange =
  | { do: 'pause'; minutes: 15 | 30 | 60 | null }
  | { do: 'reopen' }
  | { do: 'delay'; minutes: 10 | 20 | 30; forMinutes: number }
  | { do: 'undelay' }
  | { do: 'soldOut'; kind: SoldOutKind; id: number; untilSwitchedBack: boolean }
  | { do: 'backOnSale'; kind: SoldOutKind; id: number }
  | { do: 'close'; from: string; to: string; message: string }
  | { do: 'unclose'; from: string }
  | { do: 'specialHours'; date: string; times: [string, string][] }
  | { do: 'unspecial'; date: string };

export interface SwitchRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: object;
}

/** The staff call of a change (server/routes/staff-switches.ts). */
export function switchRequest(change: SwitchChange): SwitchRequest {
  switch (change.do) {
    case 'pause':
      return { method: 'POST', path: '/pause', body: { minutes: change.minutes } };
    case 'reopen':
      return { method: 'DELETE', path: '/pause' };
    case 'delay':
      return {
        method: 'POST',
        path: '/delay',
        body: { minutes: change.minutes, for_minutes: change.forMinutes },
      };
    case 'undelay':
      return { method: 'DELETE', path: '/delay' };
    case 'soldOut':
      return {
        method: 'POST',
        path: '/sold-out',
        body: {
          kind: change.kind,
          id: change.id,
          until: change.untilSwitchedBack ? 'switched_back' : 'next_opening',
        },
      };
    case 'backOnSale':
      return { method: 'DELETE', path: `/sold-out/${change.kind}/${change.id}` };
    case 'close':
      return {
        method: 'POST',
        path: '/closures',
        body: { from: change.from, to: change.to, message: change.message },
      };
    case 'unclose':
      return { method: 'DELETE', path: `/closures/${change.from}` };
    case 'specialHours':
      return {
        method: 'PUT',
        path: `/special-hours/${change.date}`,
        body: { times: change.times },
      };
    case 'unspecial':
      return { method: 'DELETE', path: `/special-hours/${change.date}` };
  }
}

/** The pause and the delay in force at `now` (each ends by itself), with who set them. */
export function inForce(switches: Switches | null, now: number) {
  const at = new Date(now);
  const pause = switches?.pause ?? null;
  const delay = switches?.delay ?? null;
  const pausing =
    pause &&
    pauseAt({ since: new Date(pause.since), until: pause.until ? new Date(pause.until) : null }, at)
      ? pause
      : null;
  const extra = delay
    ? extraMinutesAt({ minutes: delay.minutes, until: new Date(delay.until) }, at)
    : 0;
  return { pause: pausing, delay: extra > 0 ? delay : null, extraMinutes: extra };
}

/** The ready times offered when accepting an order: the usual ones moved by the busy delay. */
export const readyChoices = (usual: readonly number[], extraMinutes: number) =>
  usual.map((minutes) => minutes + extraMinutes);

/** One dish or option choice the kitchen may mark sold out (lib/kitchen/sellable.ts). */
export interface SellableEntry {
  kind: SoldOutKind;
  id: number;
  name: string;
  /** The dish's category, or the option groups offering the choice. */
  where: string;
}

const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/** The entries whose name or place holds every word typed, accents and case aside. */
export function searchEntries(entries: readonly SellableEntry[], query: string): SellableEntry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = folded(`${entry.name} ${entry.where}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * An instant as a French sign writes it, in the restaurant's zone: « 20 h 15 », « 21 h », and
 * with its day when it is not today (« dimanche 30 novembre à 0 h 15 »).
 */
export function clockLabel(iso: string, now: number, timeZone: string): string {
  const instant = new Date(iso);
  // Kept on one line: « 20 h 15 » with no-break spaces.
  const time = clockTime(instant, timeZone).replaceAll(' ', '\u00a0');
  const day = otherDay(instant, new Date(now), timeZone);
  return day ? `${day} à ${time}` : time;
}

/** Which staff account set a switch (`staff:<id>`): its number, or null for another actor. */
export function staffNumber(setBy: string): number | null {
  const match = /^staff:(\d+)$/.exec(setBy);
  return match ? Number(match[1]) : null;
}

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });

function dayParts(date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const day = at.getUTCDate();
  return {
    day: day === 1 ? '1er' : String(day),
    month: monthName.format(at),
    year: String(at.getUTCFullYear()),
  };
}

/**
 * A local date range in words: « 3 au 17 août », « 28 juillet au 3 août », « 28 décembre 2026
 * au 3 janvier 2027 »; one day: « 25 décembre ». Null for a range that is not one.
 */
export function dateRangeWords(from: string, to: string): { from: string; to: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) {
    return null;
  }
  const a = dayParts(from);
  const b = dayParts(to);
  const end = `${b.day} ${b.month}`;
  if (from === to) return { from: end, to: end };
  if (a.year !== b.year) return { from: `${a.day} ${a.month} ${a.year}`, to: `${end} ${b.year}` };
  return { from: a.month === b.month ? a.day : `${a.day} ${a.month}`, to: end };
}

/** A local date (YYYY-MM-DD) with its weekday: « lundi 3 août ». */
export function dateWords(date: string): string {
  const { day, month } = dayParts(date);
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return `${weekday} ${day} ${month}`;
}

/** The restaurant's local date of an instant (YYYY-MM-DD): the date inputs' lower bound. */
export const localToday = (now: number, timeZone: string) => localDate(new Date(now), timeZone);
