/**
 * HTTP plumbing shared by the routes: French error messages, the error body of the contract,
 * request parsing with zod (French issue texts from zod's own `fr` locale) and answers checked
 * against the lib/api schemas before they leave, so the API can never drift from the contract.
 * And the log line of an unexpected error, which holds nothing a request carried.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { ErrorBody } from '@/lib/api/schemas';

export const MESSAGES = {
  notFound: 'Ressource introuvable.',
  internal: 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.',
  badJson: 'Le corps de la requête doit être un JSON valide.',
  tooLarge: 'Le corps de la requête est trop volumineux.',
  invalidRequest: 'Requête invalide',
  unavailable:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes : votre panier est conservé.',
} as const;

/** Seconds a client waits before retrying while the database is away (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER = 2;

const french = z.locales.fr();

export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

export function errorBody(message: string): ErrorBody {
  return { status: 'error', data: { message } };
}

/** One readable French sentence for the first problem zod found. */
export function describeIssues(error: z.ZodError): string {
  const [issue] = error.issues;
  const where = issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return `${MESSAGES.invalidRequest}${where} : ${issue.message}`;
}

/** Parses a value with a schema, answering 400 with a French message when it does not fit. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value, { error: french.localeError });
  if (!parsed.success) fail(400, describeIssues(parsed.error));
  return parsed.data;
}

/** Bodies server/input-guard.ts parsed while checking them: the route reads them, not parses. */
const parsedBodies = new WeakMap<Context, unknown>();

/** Keeps the body the input guard parsed for `jsonBody` (server/input-guard.ts). */
export function keepParsedBody(c: Context, body: unknown): void {
  parsedBodies.set(c, body);
}

/** The request's JSON body (size, type and text checked by server/input-guard.ts), else a 400. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (parsedBodies.has(c)) return parsedBodies.get(c);
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return fail(400, MESSAGES.badJson);
  }
}

export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseInput(schema, await jsonBody(c));
}

/** Answers 200 with a body that must satisfy the contract's schema (a mismatch is our bug: 500). */
export function send<T extends z.ZodType>(c: Context, schema: T, body: z.input<T>): Response {
  return c.json(schema.parse(body) as object);
}

/**
 * Anything outside printable ASCII, and the backslash, as `\uXXXX`: what a request put in a log
 * line stays on that line and reads as it was.
 */
function printable(text: string): string {
  return text.replace(
    /[^\x20-\x5b\x5d-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const IDENTIFIER = /^[A-Za-z_][\w.]{0,62}$/;

/** The error and its causes, outermost first (drizzle wraps the driver's error). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at !== undefined && at !== null && chain.length < 5;) {
    chain.push(at);
    at = at instanceof Error ? at.cause : undefined;
  }
  return chain;
}

const field = (value: unknown, name: string): string | null => {
  const found = (value as Record<string, unknown> | null)?.[name];
  return typeof found === 'string' ? found : null;
};

/** Where in our own code the error was thrown: `server/services/orders/storage.ts:123`. */
function thrownAt(chain: unknown[]): string | null {
  const root = `${process.cwd()}/`;
  for (const error of chain) {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    for (const line of stack.split('\n')) {
      const frame = /^\s+at .*?\(?((?:file:\/\/)?\/[^()]+?):(\d+):\d+\)?$/.exec(line);
      if (!frame || frame[1].includes('node_modules')) continue;
      const file = frame[1].replace(/^file:\/\//, '');
      if (file.startsWith(root)) return printable(`${file.slice(root.length)}:${frame[2]}`);
    }
  }
  return null;
}

/**
 * One log line for an unexpected error (500), by reference: `[api] 500 ref=… POST
 * /v2/public/checkout/ DrizzleQueryError code=22P05 at server/services/orders/storage.ts:115`.
 * No message, detail or parameter (they quote what a diner sent): the class, SQLSTATE and
 * constraint, our first frame, method, path and `ref` (the answer's X-Request-Id). `status`: 503
 * for a database outage (server/db/unavailable.ts).
 */
export function errorLogLine(
  error: unknown,
  method: string,
  path: string,
  ref: string,
  status = 500,
): string {
  const chain = causes(error);
  // Classes that keep Error's `name` (drizzle's DrizzleQueryError) are named by their class.
  const kind =
    error instanceof Error ? (error.name === 'Error' ? error.constructor.name : error.name) : '';
  const name = IDENTIFIER.test(kind) ? kind : typeof error;
  const parts = [`[api] ${status} ref=${ref}`, printable(method), printable(path), name];
  const database = chain.find((e) => SQLSTATE.test(field(e, 'code') ?? ''));
  if (database) {
    parts.push(`code=${field(database, 'code')}`);
    const constraint = field(database, 'constraint');
    if (constraint && IDENTIFIER.test(constraint)) parts.push(`constraint=${constraint}`);
  }
  const at = thrownAt(chain);
  if (at) parts.push(`at ${at}`);
  return parts.join(' ');
}
