/**
 * What the development routes (`/__dev/mail`, `/__dev/clock`) answer only: a request naming a
 * loopback host, in its URL and its Host header. A page that rebinds its own name to 127.0.0.1
 * still names itself there, and gets the 404 (docs/contract.md#dev-mailbox).
 */
import type { Context } from 'hono';
import { fail, MESSAGES } from '../http';
import { isLoopback } from '../input-guard';

/** Whether a Host header, `name[:port]`, names this machine; an in-process request has none. */
const loopbackHost = (host: string | undefined): boolean =>
  host === undefined || isLoopback(host.toLowerCase().replace(/:\d{1,5}$/, ''));

/** The 404 of any unknown route unless `c` was asked on this machine. */
export function onlyFromThisMachine(c: Context): void {
  const asked = isLoopback(new URL(c.req.url).hostname) && loopbackHost(c.req.header('host'));
  if (!asked) fail(404, MESSAGES.notFound);
}
