/**
 * The client's address, as the abuse limits count it: the first entry of `X-Forwarded-For` when
 * a proxy set one, else the socket's peer (@hono/node-server puts the Node request in
 * `c.env.incoming`), else 'unknown' (an in-process request in the tests).
 *
 * Trusting `X-Forwarded-For` as it comes is a stopgap: a client can write its own. Hardening
 * (trusted proxies only) is planned separately.
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
