/**
 * What every request must be before a route reads it, in one middleware so no route can forget
 * it (docs/contract.md#input-rules): an allowed origin (403), a query and body PostgreSQL can hold
 * (422), 256 KiB at most (413), JSON only (415), 32 levels deep at most (400), all in time linear
 * in its bytes. The body is read once, here, and handed parsed to the route; with a
 * `Content-Length` it is read straight from Node's request, without a web `Request`
 * (bench/RESULTS.md: building one costs the order path a fifth of its CPU).
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Env } from './env';
import { fail, keepParsedBody, MESSAGES } from './http';

const MAX_BODY_BYTES = 256 * 1024;
/** Levels of arrays and objects a body may nest: the contract's deepest needs 6. */
const MAX_NESTING = 32;

const INPUT_MESSAGES = {
  foreignOrigin: 'Requête refusée : elle ne vient pas du site du restaurant.',
  notJson:
    'Le corps de la requête doit être du JSON (en-tête Content-Type: application/json, en UTF-8).',
  badText: 'caractère nul ou caractère Unicode incomplet refusé',
  cutShort: 'La requête a été interrompue avant la fin de son corps.',
  tooDeep: `Le corps de la requête est trop imbriqué : ${MAX_NESTING} niveaux de crochets ou d’accolades au plus.`,
} as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** `Sec-Fetch-Site` of a call another site's page made (`same-origin` and `none` are ours). */
const OTHER_SITE = new Set(['cross-site', 'same-site']);
const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's `hostname` names this machine (URL parsing has lower-cased it). */
export const isLoopback = (hostname: string): boolean => LOOPBACK.has(hostname);

/** A NUL, or a high surrogate not followed by a low one, or a low one not after a high one. */
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unsafeText = (text: string): boolean => UNSAFE_TEXT.test(text);

/** Whether a browser on `origin` may change state here. */
export type OriginPolicy = (origin: string) => boolean;

/**
 * The origins allowed to make state-changing calls, from the environment: `ALLOWED_ORIGINS`
 * (already origins, server/env.ts), else SITE_URL's origin, else any http(s) loopback origin,
 * whatever its port (`npm run demo`, `npm run dev`, the E2E suite on 127.0.0.1:3100), so an
 * unconfigured API still serves a storefront on the same machine and no other.
 */
export function originPolicy(env: Pick<Env, 'ALLOWED_ORIGINS' | 'SITE_URL'>): OriginPolicy {
  const listed = env.ALLOWED_ORIGINS ?? (env.SITE_URL ? [new URL(env.SITE_URL).origin] : null);
  return (origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // `null` (a sandboxed frame, a file) and anything that is not an origin
    }
    if (url.origin !== origin) return false;
    if (listed) return listed.includes(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url.hostname);
  };
}

/** `items.0.note`; a deep path is named by its start, so the message stays a sentence. */
function pathName(keys: readonly (string | number)[]): string {
  return keys.length > 6 ? `${keys.slice(0, 6).join('.')}…` : keys.join('.');
}

/**
 * Where the first string or key PostgreSQL cannot hold is in a parsed JSON value (`items.0.note`;
 * a key names its object and says so), or null. Each value is visited once, its path kept as the
 * walk goes; the nesting ceiling, checked before parsing, bounds the recursion.
 */
function unsafeTextIn(value: unknown, keys: (string | number)[] = []): string | null {
  if (typeof value === 'string') return unsafeText(value) ? pathName(keys) : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = within(value[i], keys, i);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (unsafeText(key)) return `${pathName(keys) || 'corps'}, nom de champ`;
    const found = within(child, keys, key);
    if (found !== null) return found;
  }
  return null;
}

/** unsafeTextIn for `child`, found under `key`. */
function within(child: unknown, keys: (string | number)[], key: string | number): string | null {
  keys.push(key);
  const found = unsafeTextIn(child, keys);
  keys.pop();
  return found;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x5b, 0x5d, 0x7b, 0x7d];

/**
 * Whether JSON text nests arrays and objects deeper than MAX_NESTING, counted in one pass over
 * its bytes outside strings (no byte of a multi-byte UTF-8 character is ASCII), before a parser
 * or the walk above meets the depth.
 */
function nestedTooDeep(bytes: Uint8Array): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (inString) {
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > MAX_NESTING) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** The body's length as its `Content-Length` gives it, or null when it has none (chunked). */
function declaredLength(c: Context): number | null {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return null;
  return /^\d+$/.test(length) ? Number(length) : null;
}

const utf8 = new TextDecoder();

const refuseText = (where: string): never =>
  fail(422, `${MESSAGES.invalidRequest} (${where}) : ${INPUT_MESSAGES.badText}.`);

function checkQuery(c: Context) {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (unsafeText(name)) refuseText('paramètre d’adresse');
    if (values.some(unsafeText)) refuseText(`paramètre d’adresse ${name}`);
  }
}

export interface InputGuardOptions {
  origins: OriginPolicy;
  /** Paths whose body is signed as it came (the Stripe webhook): only counted. */
  signedBodies?: string[];
  /** Paths whose GET changes state (sends a code, spends one): guarded as a POST is (rule 1). */
  changingReads?: string[];
}

const trimmed = (path: string) => path.replace(/\/+$/, '');

export function inputGuard({
  origins,
  signedBodies = [],
  changingReads = [],
}: InputGuardOptions): MiddlewareHandler {
  const signed = new Set(signedBodies.map(trimmed));
  const changingGets = new Set(changingReads.map(trimmed));
  /** Whether a browser's page on another site made this call (rule 1). */
  function fromElsewhere(c: Context): boolean {
    const origin = c.req.header('origin');
    if (origin !== undefined) return !origins(origin);
    return OTHER_SITE.has(c.req.header('sec-fetch-site')?.toLowerCase() ?? '');
  }
  const counted = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => fail(413, MESSAGES.tooLarge),
  });
  /** Type and text of a body read whole; the JSON parsed is kept for the route. */
  function check(c: Context, next: Next, bytes: Uint8Array) {
    if (bytes.byteLength === 0 || signed.has(trimmed(c.req.path))) return next();
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) fail(415, INPUT_MESSAGES.notJson);
    if (nestedTooDeep(bytes)) fail(400, INPUT_MESSAGES.tooDeep);
    let body: unknown;
    try {
      body = JSON.parse(utf8.decode(bytes));
    } catch {
      return next(); // the route answers its own 400
    }
    const where = unsafeTextIn(body);
    if (where !== null) refuseText(where);
    keepParsedBody(c, body);
    return next();
  }
  /**
   * The body's bytes, whole: with a declared length straight from Node's request (read even when
   * it declares none: only a Request made in-process, in tests, can hold other than it declares),
   * else counted as it comes. A client gone before the end is a 400, not an error of ours.
   */
  async function bodyOf(c: Context, length: number | null): Promise<Uint8Array> {
    try {
      if (length !== null) return new Uint8Array(await c.req.arrayBuffer());
      let bytes = new Uint8Array(0);
      await counted(c, async () => {
        bytes = new Uint8Array(await c.req.raw.clone().arrayBuffer());
      });
      return bytes;
    } catch (error) {
      if (error instanceof HTTPException) throw error;
      return fail(400, INPUT_MESSAGES.cutShort);
    }
  }
  return async (c, next) => {
    const changing = STATE_CHANGING.has(c.req.method);
    // Hono answers a HEAD with the GET's route, which runs whole.
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const changingGet = read && changingGets.has(trimmed(c.req.path));
    if ((changing || changingGet) && fromElsewhere(c)) fail(403, INPUT_MESSAGES.foreignOrigin);
    checkQuery(c);
    if (!changing) return next();
    const length = declaredLength(c);
    if (length !== null && length > MAX_BODY_BYTES) fail(413, MESSAGES.tooLarge);
    if (length === null && !c.req.raw.body) return next();
    const bytes = await bodyOf(c, length);
    if (bytes.byteLength > MAX_BODY_BYTES) fail(413, MESSAGES.tooLarge);
    return check(c, next, bytes);
  };
}
