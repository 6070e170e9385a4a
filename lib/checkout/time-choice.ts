/**
 * The checkout's choice of time kept sensible while the clock turns and slots fill up
 * (docs/product.md#ordering-ahead). Pure: the time step applies the correction it returns. A choice
 * the closed restaurant made is marked forced and gives way to "as soon as possible" when a menu
 * opens; a date or slot the diner chose is theirs, kept while it is offered and not full.
 */
import type { DatedSlot, TimeSlot } from '@/lib/domain/slots';
import type { DeliveryForm } from './forms';

export type TimeFields = Pick<
  DeliveryForm,
  'is_scheduled' | 'delivery_date' | 'delivery_time_range'
>;

export interface TimeChoiceSources {
  /** A menu of the cart is open right now: "as soon as possible" may be offered. */
  asap: boolean;
  /** The choice in place was set by the closed restaurant, not by the diner. */
  forced: boolean;
  /** The chosen slot as offered right now on its date; null when none is (or ASAP is chosen). */
  chosen: TimeSlot | null;
  /** Start instants (ms) of the slots the server says are full; null until it has said. */
  full: ReadonlySet<number> | null;
  /** The first suitable slot from now (asked only when a preselection is needed). */
  first: () => DatedSlot | null;
  /** The first suitable slot of a date (the same). */
  firstOn: (date: string) => TimeSlot | null;
  /** The local dates of the booking horizon. */
  dates: readonly string[];
}

/** What to write into the form, and whether the checkout (not the diner) chose it. */
export interface TimeCorrection {
  patch: Partial<TimeFields>;
  forced: boolean;
  /** The chosen slot it replaces because it is full ("11:30 – 11:45"), for the diner to know. */
  full?: string;
}

const ASAP_CHOICE: TimeFields = {
  is_scheduled: false,
  delivery_date: '',
  delivery_time_range: '',
};

const differs = (value: TimeFields, patch: Partial<TimeFields>) =>
  (Object.keys(patch) as (keyof TimeFields)[]).some((key) => value[key] !== patch[key]);

/** The change the choice of time needs right now, or null when it stands as it is. */
export function correctTimeChoice(
  value: TimeFields,
  sources: TimeChoiceSources,
): TimeCorrection | null {
  const { asap, forced, chosen, full } = sources;
  const chosenFull = chosen !== null && full !== null && full.has(chosen.startsAt.getTime());
  if (asap) {
    if (value.is_scheduled && forced) return { patch: ASAP_CHOICE, forced: false };
    if (value.is_scheduled && chosenFull) {
      return { patch: { delivery_time_range: '' }, forced: false, full: chosen.label };
    }
    return null;
  }
  // No preselection before the full slots are known: it could be one of them.
  if (full === null || (value.is_scheduled && chosen && !chosenFull)) return null;
  const correction = ownDate(value, sources) ?? firstOfAll(sources);
  if (!differs(value, correction.patch)) return null;
  return chosenFull ? { ...correction, full: chosen.label } : correction;
}

/** A date the diner picked (still in the horizon): its first suitable slot, or none. */
function ownDate(
  value: TimeFields,
  { forced, firstOn, dates }: TimeChoiceSources,
): TimeCorrection | null {
  const date = value.delivery_date;
  if (forced || !value.is_scheduled || !dates.includes(date)) return null;
  const slot = firstOn(date);
  // A slot of that date that has gone by, with none after it: the first one of all, as forced.
  if (!slot && value.delivery_time_range !== '') return null;
  return { patch: { delivery_time_range: slot?.value ?? '' }, forced: false };
}

function firstOfAll({ first }: TimeChoiceSources): TimeCorrection {
  const slot = first();
  const patch: Partial<TimeFields> = slot
    ? { is_scheduled: true, delivery_date: slot.date, delivery_time_range: slot.slot.value }
    : { is_scheduled: true, delivery_time_range: '' };
  return { patch, forced: true };
}

/** What a date's option adds to its name: no slot at all, or every slot full. */
export function dayNote(
  slots: readonly TimeSlot[],
  full: ReadonlySet<number>,
): 'none' | 'full' | null {
  if (slots.length === 0) return 'none';
  return slots.every((slot) => full.has(slot.startsAt.getTime())) ? 'full' : null;
}
