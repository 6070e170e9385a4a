'use client';

/**
 * The words of "when" shared by the opening status, the item sheet and the cart: a day as a diner
 * says it ("aujourd’hui", "demain", else the weekday in lower case, "lundi") and the first slot a
 * closed restaurant takes orders for ("Fermé — commandez pour demain 11 h 30"). A day is counted
 * in the restaurant's calendar, so at 00:30 the lunch of the same night is "aujourd’hui".
 */
import { useTranslations } from 'next-intl';
import type { Weekday } from '@/lib/api/schemas';
import { WEEKDAYS } from '@/lib/api/weekdays';
import { frenchTime } from '@/lib/domain/availability';
import type { DatedSlot } from '@/lib/domain/slots';

/** The weekday of a local date "YYYY-MM-DD" (a calendar date, whatever the zone). */
function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
}

/** "11 h 30" with no-break spaces: a time is never cut at the end of a line. */
export function timeWords(hhmm: string): string {
  return frenchTime(hhmm).replaceAll(' ', '\u00a0');
}

/** "aujourd’hui", "demain", or the weekday in lower case. */
export function useDayWord(): (daysAhead: number, weekday: Weekday) => string {
  const t = useTranslations('status');
  const tDays = useTranslations('days');
  return (daysAhead, weekday) => {
    if (daysAhead === 0) return t('today');
    if (daysAhead === 1) return t('tomorrow');
    return tDays(weekday).toLowerCase();
  };
}

/** The day and the start of a slot as words: { day: "demain", time: "11 h 30" }. */
export function useSlotWhen(): (first: DatedSlot) => { day: string; time: string } {
  const dayWord = useDayWord();
  return ({ date, daysAhead, slot }) => ({
    day: dayWord(daysAhead, weekdayOf(date)),
    time: timeWords(slot.start),
  });
}

/** "Fermé — commandez pour demain 11 h 30", for the first slot `firstSlot` found. */
export function useOrderForWords(): (first: DatedSlot) => string {
  const t = useTranslations('status');
  const when = useSlotWhen();
  return (first) => t('orderFor', when(first));
}
