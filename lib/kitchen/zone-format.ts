/**
 * `Intl.DateTimeFormat`s in the restaurant's zone, which the board learns from its day
 * (docs/contract.md#staff-extension): built once per zone and options, as they are costly to
 * build and the board formats every second.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function zoneFormat(
  locale: 'fr-FR',
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    made.set(key, format);
  }
  return format;
}
