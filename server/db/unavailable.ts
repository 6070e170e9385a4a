/**
 * Whether an error means the database cannot be reached right now, not that a statement is wrong
 * (a restart, a failover, a connection cut, the pool waiting too long). The API then answers 503
 * with `Retry-After`: a retry will likely pass within seconds, and an order retried under its
 * local_id is never doubled (ADR 7).
 */

/** SQLSTATEs of a server that is going away or not ready (class 08: connection exceptions). */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: PostgreSQL stopping (a restart) terminates each session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Socket errors of a server that is not listening (or has stopped). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres says these in words only: a connection that ended under a query, or no
 * connection within the pool's `connectionTimeoutMillis`.
 */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function codeOf(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** The error, its causes (drizzle wraps the driver's) and an AggregateError's parts. */
function* chainOf(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const part of error.errors) yield* chainOf(part, depth + 1);
  }
  if (error instanceof Error) yield* chainOf(error.cause, depth + 1);
}

export function databaseUnavailable(error: unknown): boolean {
  for (const at of chainOf(error)) {
    const code = codeOf(at);
    if (code && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)))
      return true;
    const message = at instanceof Error ? at.message : '';
    if (PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
