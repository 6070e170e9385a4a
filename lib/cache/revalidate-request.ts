/**
 * `POST /revalidate` (app/revalidate/route.ts): a back office says its menus, offers or settings
 * changed, so every instance serves them at once (docs/adr/0027-isr-cache-shared-in-redis.md).
 * 404 without `REVALIDATE_SECRET`, 401 without its bearer (compared in constant time), 400 in
 * French for unknown tags; answers are JSON like the `/v2` proxy's errors, never stored.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CACHE_TAGS } from '@/lib/data/fetch-api';

const TAGS = Object.values(CACHE_TAGS) as [string, ...string[]];

/** Bodies larger than this are refused before parsing: a list of four tags is tiny. */
const MAX_BODY_BYTES = 4_096;

const revalidateBody = z.object({
  tags: z
    .array(
      z.enum(TAGS, {
        error: `Étiquette inconnue : les étiquettes possibles sont ${TAGS.join(', ')}.`,
      }),
      { error: 'Le champ « tags » doit être une liste d’étiquettes.' },
    )
    .min(1, { error: 'Donnez au moins une étiquette à revalider.' })
    .max(TAGS.length * 2, { error: 'Trop d’étiquettes.' }),
});

const NO_STORE = { 'Cache-Control': 'no-store' };

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  answer(status, { status: 'error', data: { message } }, headers);

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `header` is `Bearer <secret>`, in time that does not depend on where they differ. */
export function bearerMatches(header: string | null, secret: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  // Compared even when the header is malformed, against a value that cannot match.
  const given = match?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(secret)) && match !== null;
}

export interface RevalidateOptions {
  /** `REVALIDATE_SECRET`; unset or blank: the route does not exist. */
  secret: string | undefined;
  /** Next's `revalidateTag` with `{ expire: 0 }`: the next request renders afresh (ADR 27). */
  revalidate: (tag: string) => void;
  /** The shared cache's own revalidation, awaited before answering (sharedRevalidation()). */
  awaitShared?: (tags: string[]) => Promise<void>;
}

/**
 * The Redis handler's revalidation when this server runs with it (lib/cache/redis-cache-handler.mjs
 * puts it on globalThis; Next loads that module outside the bundle), else undefined.
 */
export function sharedRevalidation(): ((tags: string[]) => Promise<void>) | undefined {
  const found = (globalThis as Record<symbol, unknown>)[
    Symbol.for('comptoir.cache.revalidateTags')
  ];
  return typeof found === 'function' ? (found as (tags: string[]) => Promise<void>) : undefined;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new Error('trop long');
  return JSON.parse(text);
}

export async function handleRevalidate(
  request: Request,
  { secret, revalidate, awaitShared }: RevalidateOptions,
): Promise<Response> {
  const expected = secret?.trim();
  if (!expected) return refuse(404, 'Page introuvable.');
  if (!bearerMatches(request.headers.get('authorization'), expected))
    return refuse(401, 'Jeton de revalidation absent ou invalide.', {
      'WWW-Authenticate': 'Bearer',
    });
  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    return refuse(400, 'Le corps doit être un objet JSON : {"tags": ["menus"]}.');
  }
  const parsed = revalidateBody.safeParse(body);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Requête invalide.');
  const tags = [...new Set(parsed.data.tags)];
  try {
    for (const tag of tags) revalidate(tag);
    await awaitShared?.(tags);
  } catch (error) {
    console.error('[revalidate]', tags.join(','), error instanceof Error ? error.message : error);
    return refuse(503, 'Revalidation impossible pour le moment, réessayez.');
  }
  console.info('[revalidate]', tags.join(','));
  return answer(200, { status: 'success', data: { revalidated: tags } });
}
