/**
 * What every call of the API client answers: an `ApiResult`, never a throw, its error typed by
 * kind with the server's French reason when it gave one (docs/adr/0017).
 */
type ApiErrorKind = 'network' | 'http' | 'invalid' | 'aborted';

export interface ApiError {
  /** No answer (`network`), an error status (`http`), an answer of another shape (`invalid`). */
  kind: ApiErrorKind;
  /** The HTTP status, null when no answer came. */
  status: number | null;
  /** The server's French reason (`{ data: { message } }`) when it gave one. */
  message: string | null;
  /** Worth trying again as it is: no network, a 5xx, 408 or 429. */
  retryable: boolean;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * The server's French reason when it refused the request (a 4xx that explained itself): shown
 * to the diner as it is. A 5xx's text speaks of the server, not of the diner's request, but for
 * a 504: only the storefront's proxy answers one, when the API takes too long
 * (lib/proxy/v2-proxy.ts), and its text tells the diner to try again and that the cart is kept.
 */
export function refusal(error: ApiError): string | null {
  const shown =
    error.kind === 'http' && error.status !== null && (error.status < 500 || error.status === 504);
  return shown ? error.message : null;
}

/**
 * The API is not there to take an order: the proxy's 502 (the API unreachable) or a 503 (the API
 * without its database), an answer of another shape (a broken or foreign server), and no answer
 * at all when `noAnswerCounts`. Not a refusal, a 504 (slow, maybe stored) nor a 500: the checkout
 * says ordering is paused (components/checkout/ordering-paused.tsx). No answer counts for a read
 * made while the browser is online (the probe); never for an order, which may have been stored
 * with only its answer lost: the diner is told to try again, which replays it (same local_id).
 */
export function serviceDown(error: ApiError, noAnswerCounts: boolean): boolean {
  if (error.kind === 'network') return noAnswerCounts;
  if (error.kind === 'invalid') return error.status !== null;
  return error.kind === 'http' && (error.status === 502 || error.status === 503);
}

export const failure = (kind: ApiErrorKind, status: number | null, message: string | null) => ({
  ok: false as const,
  error: {
    kind,
    status,
    message,
    retryable:
      kind === 'network' ||
      (kind === 'http' && status !== null && (status >= 500 || status === 408 || status === 429)),
  },
});

export const ABORTED = failure('aborted', null, null);

/** A result with its data reshaped, an error passed on as it is. */
export const mapped = <A, B>(result: ApiResult<A>, map: (data: A) => B): ApiResult<B> =>
  result.ok ? { ok: true, data: map(result.data) } : result;
