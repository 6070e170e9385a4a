/**
 * Dates as the diner reads them, in French and on the restaurant's clock (its zone is a setting,
 * Europe/Paris by default) whatever the device's zone. Built on date-fns with its French locale
 * and @date-fns/tz: only the account pages import this module, so its bytes load with their
 * chunks and never with the menu's or the checkout's (docs/adr/0016 keeps the domain's own zone
 * arithmetic and `Intl` for everything else).
 */
import { TZDate, tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { fr } from 'date-fns/locale';

const RESTAURANT_ZONE = 'Europe/Paris';

/**
 * An instant (ISO 8601) as a full French date and time in the zone:
 * "2026-11-24T11:05:00Z" → "mardi 24 novembre 2026 à 12:05". '' for text that is no date.
 */
export function formatInstant(iso: string, timeZone: string = RESTAURANT_ZONE): string {
  const instant = new Date(iso);
  if (!isValid(instant)) return '';
  return format(instant, "EEEE d MMMM yyyy 'à' HH:mm", { locale: fr, in: tz(timeZone) });
}

/**
 * A calendar day of the restaurant (YYYY-MM-DD, as an order's chosen day is sent) in words:
 * "2026-03-29" → "dimanche 29 mars 2026". '' for text that is no such day.
 */
export function formatDay(day: string, timeZone: string = RESTAURANT_ZONE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [year, month, date] = match.slice(1).map(Number);
  const local = new TZDate(year, month - 1, date, timeZone);
  // 2026-02-31 would roll over to March: not a day anyone chose.
  if (!isValid(local) || local.getMonth() !== month - 1) return '';
  return format(local, 'EEEE d MMMM yyyy', { locale: fr });
}
