/**
 * The only place server components read the API from; every answer passed the contract's schema.
 * When the API is down or answers garbage, a build (or `next dev`) uses the fallback; a running
 * server answers the last good answer this process read for the path, or, without one, throws so
 * that Next keeps serving the last good page (docs/adr/0002-stale-pages-when-the-api-fails.md).
 */
import 'server-only';
import type { z } from 'zod';
import { apiRoot } from '@/lib/config/site';

/** Cache tags of the ISR pages: revalidating a tag refreshes every page that read it. */
export const CACHE_TAGS = {
  settings: 'settings',
  menus: 'menus',
  offers: 'offers',
  popular: 'popular',
} as const;

/** Seconds before a prerendered page is regenerated in the background. */
const REVALIDATE_SECONDS = 60;

const TIMEOUT_MS = 5_000;

/** The last answer per path that passed its schema, as received; the paths are the code's own. */
const lastGood = new Map<string, unknown>();
const LAST_GOOD_PATHS = 32;

function remember(path: string, body: unknown): void {
  lastGood.delete(path);
  lastGood.set(path, body);
  if (lastGood.size > LAST_GOOD_PATHS) {
    const [oldest] = lastGood.keys();
    lastGood.delete(oldest);
  }
}

export async function fetchApi<T>(
  path: string,
  schema: z.ZodType<T>,
  fallback: T,
  tag: string,
  label: string,
): Promise<T> {
  try {
    const res = await fetch(`${apiRoot()}${path}`, {
      next: { revalidate: REVALIDATE_SECONDS, tags: [tag] },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`réponse invalide: ${parsed.error.issues[0]?.message}`);
    remember(path, body);
    return parsed.data;
  } catch (error) {
    console.error(label, path, error instanceof Error ? error.message : error);
    if (!keepStalePage()) return fallback;
    const last = lastGood.has(path) ? schema.safeParse(lastGood.get(path)) : undefined;
    if (!last?.success) throw error;
    console.warn('[fetch-api] last good answer used for', path);
    return last.data;
  }
}

/** True in a running production server (not during `next build`, not in development). */
export function keepStalePage(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
}
