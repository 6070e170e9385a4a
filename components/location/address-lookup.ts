/**
 * What the location parts share about asking the API for addresses (lib/api-client/catalogue.ts
 * `api.locations`, `api.distance`): when to ask, and what a failure means to the diner.
 */
import { refusal, type ApiError } from '@/lib/api-client';

/** Address search starts at 3 characters (docs/product.md#constants). */
export const MIN_QUERY_LENGTH = 3;

/** An address the API does not know, or no usable answer at all (network, 5xx, garbage). */
export type LocationFailure = 'not_found' | 'unavailable';

export const locationFailure = (error: ApiError): LocationFailure =>
  error.status === 404 || error.status === 400 ? 'not_found' : 'unavailable';

/**
 * The server's own words when it held the diner back (429: too many searches from one
 * connection in a short time), shown in place of the generic failure: it says how long to wait.
 * Null for any other failure.
 */
export const limitMessage = (error: ApiError): string | null =>
  error.status === 429 ? refusal(error) : null;
