/**
 * The two menus of the demo restaurant with their weekly hours and ordering slots. Friday and
 * Saturday dinners end at "24:00" (midnight, end of day) rather than "00:00", which would read as
 * an empty period. Delivery slots stop 30 minutes before closing, pickup slots 15 minutes before;
 * evening pickup slots are start-only "HH:MM" (docs/product.md#scheduling-slots: a slot without
 * an end lasts 15 minutes).
 */
import type { DayHours, Weekday, WeeklyRanges } from '@/lib/api/schemas';
import { formatMinutes, toMinutes } from '@/lib/domain/hours';
import { MENU_CARTE, MENU_MIDI } from './catalogue';

export interface CatalogueMenu {
  id: number;
  name: string;
  description: string;
  activeTimes: Partial<Record<Weekday, DayHours>>;
  timeRanges: WeeklyRanges;
  pickupTimeRanges: WeeklyRanges;
}

const LABELS: Record<Weekday, string> = {
  mon: 'Lundi',
  tue: 'Mardi',
  wed: 'Mercredi',
  thu: 'Jeudi',
  fri: 'Vendredi',
  sat: 'Samedi',
  sun: 'Dimanche',
};
const WEEK = Object.keys(LABELS) as Weekday[];
const LATE = new Set<Weekday>(['fri', 'sat']);
const WEEKEND = new Set<Weekday>(['sat', 'sun']);

/** Slots of `step` minutes from `from` to `to`, as ranges or start times. */
function slots(from: string, to: string, step: number, startOnly = false): string[] {
  const out: string[] = [];
  for (let t = toMinutes(from); t + step <= toMinutes(to); t += step) {
    out.push(startOnly ? formatMinutes(t) : `${formatMinutes(t)}-${formatMinutes(t + step)}`);
  }
  return out;
}

function weekly(build: (day: Weekday) => string[]): WeeklyRanges {
  return Object.fromEntries(WEEK.map((day) => [day, build(day)]));
}

const carteHours = Object.fromEntries(
  WEEK.map((day): [Weekday, DayHours] => [
    day,
    {
      label: LABELS[day],
      is_open: true,
      times: [
        ['11:00', '14:30'],
        ['18:00', LATE.has(day) ? '24:00' : '23:00'],
      ],
    },
  ]),
);

const midiHours = Object.fromEntries(
  WEEK.map((day): [Weekday, DayHours] => [
    day,
    WEEKEND.has(day)
      ? { label: LABELS[day], is_open: false, times: [] }
      : { label: LABELS[day], is_open: true, times: [['11:00', '14:30']] },
  ]),
);

export const MENUS: readonly CatalogueMenu[] = [
  {
    id: MENU_CARTE,
    name: 'La Carte',
    description: 'Burgers, tenders, wings et buckets, servis midi et soir, 7 jours sur 7.',
    activeTimes: carteHours,
    timeRanges: weekly((day) => [
      ...slots('11:30', '14:00', 30),
      ...slots('18:30', LATE.has(day) ? '23:30' : '22:30', 30),
    ]),
    pickupTimeRanges: weekly((day) => [
      ...slots('11:15', '14:15', 15),
      ...slots('18:15', LATE.has(day) ? '23:45' : '22:45', 15, true),
    ]),
  },
  {
    id: MENU_MIDI,
    name: 'Formules du midi',
    description:
      'Burger ou tenders, accompagnement et boisson : le déjeuner complet, du lundi au vendredi.',
    activeTimes: midiHours,
    timeRanges: weekly((day) => (WEEKEND.has(day) ? [] : slots('11:30', '14:00', 30))),
    pickupTimeRanges: weekly((day) => (WEEKEND.has(day) ? [] : slots('11:15', '14:15', 15))),
  },
];
