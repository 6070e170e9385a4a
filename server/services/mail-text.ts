/**
 * What a diner typed, as every mail shows it: on one line, invisible and control characters out,
 * capped; quoted as theirs and never a link; a first name greets only if it reads as one
 * (docs/adr/0032-text-a-diner-typed-in-the-mails.md).
 */

const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
// C0 and C1 controls (NUL, tab, escape…), zero-width characters and bidirectional controls.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Above the longest text an order holds (its address, postal code and city): a bound. */
const TEXT_MAX = 500;

/** At most `max` characters (code points), « … » ending a cut. */
function capped(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A diner's text on one line: « / » between its lines, no control or invisible character. */
export function oneLine(value: unknown, max = TEXT_MAX): string {
  if (typeof value !== 'string') return '';
  const flat = value
    .split(LINE_BREAKS)
    .map((part) => part.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' / ');
  return capped(flat, max);
}

/**
 * « text », the diner's words on one line: their own guillemets become inner quotes (“ ”), so
 * the quote cannot be closed early, and a scheme or a host name is broken (`https[:]//`,
 * `exemple[.]fr`) so that no mail reader makes a link of it. '' when there is nothing.
 */
export function quoted(value: unknown, max = TEXT_MAX): string {
  const text = oneLine(value, max)
    .replace(/«/g, '“')
    .replace(/»/g, '”')
    .replace(/:\/\//g, '[:]//')
    .replace(/(?<=[\p{L}\p{N}])\.(?=\p{L}{2})/gu, '[.]');
  return text === '' ? '' : `« ${text} »`;
}

/** « 2 Rue Paul Bourget, 38000 Grenoble »: an order's delivery address on one line. */
export function addressLine(location: unknown): string {
  const where = (location ?? {}) as Record<string, unknown>;
  const town = oneLine(`${oneLine(where.postal_code)} ${oneLine(where.city)}`);
  return [oneLine(where.address), town].filter((part) => part !== '').join(', ');
}

/** A first name as people have them: letters, spaces, hyphens and apostrophes, four words. */
const FIRST_NAME = /^\p{L}[\p{L}\p{M}'’ -]*$/u;
const FIRST_NAME_MAX = 40;

/** « Bonjour Camille, », or « Bonjour, » when the name does not read as a first name. */
export function greeting(firstName: unknown): string {
  const name = oneLine(firstName);
  const plain =
    FIRST_NAME.test(name) &&
    Array.from(name).length <= FIRST_NAME_MAX &&
    name.split(' ').length <= 4;
  return plain ? `Bonjour ${name},` : 'Bonjour,';
}
