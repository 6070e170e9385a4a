/**
 * HTTP plumbing shared by the routes: French error messages, the error body of the contract,
 * request parsing with zod (French issue texts from zod's own `fr` locale) and answers checked
 * against the lib/api schemas before they leave, so the API can never drift from the contract.
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
} as const;

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

export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    fail(400, MESSAGES.badJson);
  }
  return parseInput(schema, body);
}

/** Answers 200 with a body that must satisfy the contract's schema (a mismatch is our bug: 500). */
export function send<T extends z.ZodType>(c: Context, schema: T, body: z.input<T>): Response {
  return c.json(schema.parse(body) as object);
}
