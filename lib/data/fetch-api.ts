/**
 * The only place server components read the API from; every answer passed the contract's schema.
 * When the API is down or answers garbage, a build (or `next dev`) uses the fallback, so it still
 * succeeds; a running server regenerating a page throws, so Next keeps serving the last good page
 * (docs/adr/0002-stale-pages-when-the-api-fails.md).
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
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new Error(`réponse invalide: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  } catch (error) {
    console.error(label, path, error instanceof Error ? error.message : error);
    if (keepStalePage()) throw error;
    return fallback;
  }
}

/** True in a running production server (not during `next build`, not in development). */
export function keepStalePage(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
}
