/**
 * What the location parts share about asking the API for addresses (lib/api/client.ts
 * `api.locations`, `api.distance`): when to ask, and what a failure means to the diner.
 */
import type { ApiError } from '@/lib/api/client';

/** Address search starts at 3 characters (docs/product.md#constants). */
export const MIN_QUERY_LENGTH = 3;

/** An address the API does not know, or no usable answer at all (network, 5xx, garbage). */
export type LocationFailure = 'not_found' | 'unavailable';

export const locationFailure = (error: ApiError): LocationFailure =>
  error.status === 404 || error.status === 400 ? 'not_found' : 'unavailable';
