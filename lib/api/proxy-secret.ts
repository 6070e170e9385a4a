/**
 * The secret that vouches for the diner's address between the storefront and the API (issue 22,
 * docs/adr/0019-abuse-limits.md). A request that carries `X-Comptoir-Proxy: <PROXY_SECRET>` comes
 * from the storefront, and only then is its `X-Forwarded-For` the diner's: the storefront server
 * marks each request it takes from a socket (scripts/lib/storefront-server.ts), the `/v2` proxy
 * reads the address only from a marked request and marks what it sends on (lib/proxy/v2-proxy.ts), and
 * the API reads it only from a marked request (server/services/client-address.ts). Anyone else's
 * `X-Forwarded-For` counts for nothing: without the secret, an address is the socket's.
 *
 * Server-side only (node:crypto); the secret never reaches a browser or a log.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the secret travels in. */
export const PROXY_HEADER = 'x-comptoir-proxy';

const digest = (text: string) => createHash('sha256').update(text).digest();

// The secret is the same for every request of a process: its digest is made once.
let known: { secret: string; digest: Buffer } | null = null;
function secretDigest(secret: string): Buffer {
  if (known?.secret !== secret) known = { secret, digest: digest(secret) };
  return known.digest;
}

/**
 * Whether `sent` is the secret. False when either is missing or empty: with no secret set,
 * nothing is vouched for. Compared in constant time (over digests, so lengths never differ).
 */
export function sameSecret(
  sent: string | null | undefined,
  secret: string | null | undefined,
): boolean {
  if (!sent || !secret) return false;
  return timingSafeEqual(digest(sent), secretDigest(secret));
}
