/**
 * The two /locations calls of SPEC.md §7, from the browser through the storefront's own origin
 * (/v2 is proxied to the API). Answers are checked with the contract's schemas and come back as
 * results: an address the API does not know is `not_found`, anything else that goes wrong
 * (network, an error answer, a body of another shape) is `unavailable`. Never thrown.
 */
import type { z } from 'zod';
import {
  distanceResponseSchema,
  locationsResponseSchema,
  type DistanceAnswer,
  type LocationSuggestion,
} from '@/lib/api/schemas';

export type LocationFailure = 'not_found' | 'unavailable' | 'aborted';
export type LocationResult<T> = { ok: true; data: T } | { ok: false; error: LocationFailure };

/** Address search starts at 3 characters (SPEC.md §5, §9). */
export const MIN_QUERY_LENGTH = 3;

async function getPayload<T>(
  url: string,
  schema: z.ZodType<{ payload: T }>,
  signal?: AbortSignal,
): Promise<LocationResult<T>> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (res.status === 404 || res.status === 400) return { ok: false, error: 'not_found' };
    const parsed = schema.safeParse(await res.json());
    return parsed.success && res.ok
      ? { ok: true, data: parsed.data.payload }
      : { ok: false, error: 'unavailable' };
  } catch {
    return { ok: false, error: signal?.aborted ? 'aborted' : 'unavailable' };
  }
}

/** Suggestions for typed text, or for a position sent as "lat,lng". */
export function searchAddresses(
  query: string,
  signal?: AbortSignal,
): Promise<LocationResult<LocationSuggestion[]>> {
  return getPayload(
    `/v2/public/locations/?query=${encodeURIComponent(query)}`,
    locationsResponseSchema,
    signal,
  );
}

/** Where an address (a suggestion's description) lies, and what delivering there costs. */
export function fetchDistance(
  location: string,
  signal?: AbortSignal,
): Promise<LocationResult<DistanceAnswer>> {
  return getPayload(
    `/v2/public/locations/distance?location=${encodeURIComponent(location)}`,
    distanceResponseSchema,
    signal,
  );
}
