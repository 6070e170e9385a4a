/**
 * The client's address as the abuse limits count it (docs/adr/0019-abuse-limits.md): the first
 * `X-Forwarded-For` entry of a request showing the proxy's secret, else the socket's peer, so no
 * client picks the address it is counted under; in-process requests (tests) are 'unknown'. One
 * counter per customer: IPv6 by its /64, an IPv4-mapped address as its IPv4.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { PROXY_HEADER, sameSecret } from '@/lib/api/proxy-secret';

/** What the HTTP server hands the app with each request: the Node request, the proxy's secret. */
export interface ClientBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  /** `PROXY_SECRET`: who shows it in `X-Comptoir-Proxy` is the storefront. Unset: nobody is. */
  proxySecret?: string;
}

const UNKNOWN_ADDRESS = 'unknown';

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail read as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number);
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, -v4.length) + tail;
  }
  const [head, rest] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(rest);
  if (rest === undefined) return front;
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key an address counts under: IPv4 as written, IPv6 as its /64 (`2001:db8:0:1::/64`), an
 * IPv4-mapped IPv6 address as its IPv4 address, anything else 'unknown'. A bracketed IPv6
 * address or an IPv4 address may carry a port (`[::1]:443`, `1.2.3.4:443`), IPv6 a zone
 * (`fe80::1%eth0`).
 */
export function addressKey(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return UNKNOWN_ADDRESS;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6], groups[7]];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** Each request's address, worked out once: an order counts it at two or three limits. */
const addresses = new WeakMap<Request, string>();

/**
 * The key the abuse limits count this request's client under (see `addressKey`): the first
 * `X-Forwarded-For` entry of a request showing the proxy's secret, else the socket's peer, else
 * 'unknown'.
 */
export function clientAddress(c: Context): string {
  let address = addresses.get(c.req.raw);
  if (address === undefined) {
    address = addressOf(c);
    addresses.set(c.req.raw, address);
  }
  return address;
}

function addressOf(c: Context): string {
  const env = c.env as ClientBindings | undefined;
  if (sameSecret(c.req.header(PROXY_HEADER), env?.proxySecret)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
    if (forwarded?.trim()) return addressKey(forwarded);
  }
  const peer = env?.incoming?.socket ? getConnInfo(c).remote.address : undefined;
  return peer ? addressKey(peer) : UNKNOWN_ADDRESS;
}

/**
 * An app's `fetch` as the HTTP server calls it, each request's bindings carrying the proxy's
 * secret (server/main.ts with `PROXY_SECRET`; the benchmark's server with its own).
 */
export function withProxySecret<B extends object>(
  fetch: (request: Request, bindings: B & ClientBindings) => Response | Promise<Response>,
  secret: string | undefined,
): (request: Request, bindings: B) => Response | Promise<Response> {
  return (request, bindings) => fetch(request, { ...bindings, proxySecret: secret });
}
