/**
 * Time zones named by the API (the restaurant's `timezone` setting, the board's day): one this
 * runtime's `Intl` knows, else Europe/Paris, so a zone it cannot read never throws in a page.
 * Apart from the settings' schemas: the kitchen board reads it without loading zod.
 */

/** The zone of the settings' defaults (lib/api/default-settings.ts). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** An IANA zone this runtime knows ("Europe/Paris"); anything else would throw in Intl. */
function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `value` when it is a zone this runtime knows, else Europe/Paris. */
export const knownTimeZone = (value: unknown): string =>
  isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
