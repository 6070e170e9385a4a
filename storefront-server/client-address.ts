/**
 * The diner's address, for the API's abuse limits (docs/adr/0019-abuse-limits.md): the browser
 * reaches the API only through this server and the `/v2` proxy (ADR 3), so without it the API
 * would see every diner as this machine and count a whole town as one address.
 */
import { PROXY_HEADER } from '../lib/api/proxy-secret';
import type { Handler } from './handler';

/** What a client may have written about where it is: never believed (see below). */
const FORWARDING = [
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  PROXY_HEADER,
];

/**
 * Whatever a client wrote about where it is (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`,
 * `X-Forwarded-Host`, `-Proto`, `-Port`, `X-Comptoir-Proxy`) is removed, and `X-Forwarded-For`
 * set to one address beside `X-Comptoir-Proxy: <secret>` (lib/api/proxy-secret.ts), the mark that
 * this server wrote it: the proxy route believes the address only next to the secret and sends it
 * on with it, and so does the API. Next keeps a header that is already there and fills in the
 * `X-Forwarded-Host`/`-Proto`/`-Port` it needs from the connection itself. Without a secret no
 * address is vouched for and the API counts the storefront's own.
 *
 * Which address: with no proxy in front (`trustedHops` 0, the demo), the peer of the socket. Behind
 * `trustedHops` proxies of our own (`TRUSTED_PROXY_HOPS`, the cluster's HAProxy: 1), the address
 * the outermost of them saw: each appends its peer to `X-Forwarded-For`, so it is the
 * `trustedHops`-th entry from the right; what a client wrote stands left of it and is never read.
 * A chain shorter than that did not come through our proxies: the socket's peer is counted.
 */
export function withClientAddress(
  handler: Handler,
  secret: string | undefined = process.env.PROXY_SECRET,
  trustedHops: number = trustedProxyHops(),
): Handler {
  return (req, res) => {
    const chain = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const name of FORWARDING) delete req.headers[name];
    const address =
      trustedHops > 0 && chain.length >= trustedHops
        ? chain[chain.length - trustedHops]
        : req.socket.remoteAddress;
    if (address && secret) {
      // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d: one spelling per diner.
      req.headers['x-forwarded-for'] = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
      req.headers[PROXY_HEADER] = secret;
    }
    return handler(req, res);
  };
}

/** `TRUSTED_PROXY_HOPS`: how many proxies of ours stand in front (0 unless a whole number). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}
