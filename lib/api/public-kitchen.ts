/**
 * The diner's reader of GET /v2/public/kitchen (docs/contract.md#kitchen-switches), checked by
 * hand: every diner page reads it after its first paint, and the contract's zod schema
 * (lib/api/kitchen-switches.ts, which the API answers through) would fetch zod for it (ADR 50).
 * Throws on anything the schema would refuse, so the caller keeps what it knew.
 */

export interface PublicKitchen {
  status: 'success';
  pause: { since: string; until: string | null } | null;
  delay: { minutes: number; until: string } | null;
  closures: { from: string; to: string; message: string }[];
  special_hours: { date: string; times: [string, string][] }[];
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(what: string): never {
  throw new Error(`réponse des réglages de la cuisine invalide : ${what}`);
}

function instant(value: unknown, what: string): string {
  if (typeof value !== 'string' || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    fail(what);
  }
  return value;
}

/** A calendar date that exists (no 31 February). */
function localDate(value: unknown, what: string): string {
  const parts = typeof value === 'string' ? LOCAL_DATE.exec(value) : null;
  if (!parts) fail(what);
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) fail(what);
  return parts[0];
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) fail(what);
  return value;
}

function object(value: unknown, what: string): Json {
  if (!isObject(value)) fail(what);
  return value;
}

function pause(value: unknown): PublicKitchen['pause'] {
  if (value === null) return null;
  const { since, until } = object(value, 'pause');
  return { since: instant(since, 'pause'), until: until === null ? null : instant(until, 'pause') };
}

function delay(value: unknown): PublicKitchen['delay'] {
  if (value === null) return null;
  const { minutes, until } = object(value, 'retard');
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0) fail('retard');
  return { minutes, until: instant(until, 'retard') };
}

function closure(value: unknown): PublicKitchen['closures'][number] {
  const { from, to, message } = object(value, 'fermeture');
  if (typeof message !== 'string') fail('fermeture');
  return { from: localDate(from, 'fermeture'), to: localDate(to, 'fermeture'), message };
}

function specialDay(value: unknown): PublicKitchen['special_hours'][number] {
  const { date, times } = object(value, 'horaires exceptionnels');
  return {
    date: localDate(date, 'horaires exceptionnels'),
    times: array(times, 'horaires exceptionnels').map((range) => {
      const [from, to, ...rest] = array(range, 'horaires exceptionnels');
      if (rest.length > 0 || typeof from !== 'string' || typeof to !== 'string') {
        fail('horaires exceptionnels');
      }
      if (!TIME.test(from) || !TIME.test(to)) fail('horaires exceptionnels');
      return [from, to];
    }),
  };
}

/** The answer as the contract describes it; throws on anything else. */
export function readPublicKitchen(json: unknown): PublicKitchen {
  const answer = object(json, 'réponse');
  if (answer.status !== 'success') fail('statut');
  return {
    status: 'success',
    pause: pause(answer.pause),
    delay: delay(answer.delay),
    closures: array(answer.closures, 'fermetures').map(closure),
    special_hours: array(answer.special_hours, 'horaires exceptionnels').map(specialDay),
  };
}
