/**
 * The client's address, as the abuse limits count it (docs/adr/0019-abuse-limits.md): the first
 * entry of `X-Forwarded-For` when a proxy set one, else the socket's peer (@hono/node-server puts
 * the Node request in `c.env.incoming`), else 'unknown' (an in-process request in the tests).
 *
 * One counter per customer, not per spelling: an IPv4 address counts as itself, an IPv6 address
 * by its /64 (a customer's line or phone is given a whole /64 and picks addresses in it at will),
 * an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) as the IPv4 address it carries. Anything that is
 * not an address counts as 'unknown', so a header cannot make the key long.
 *
 * `X-Forwarded-For` is taken as it comes, from whoever reaches the API: the API listens on
 * 127.0.0.1 and the storefront, its only client, writes the header itself (ADR 19). Taking the
 * address only from trusted hops is the scale-out issue's.
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export const UNKNOWN_ADDRESS = 'unknown';

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

/** The key the abuse limits count this request's client under (see `addressKey`). */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
  if (forwarded?.trim()) return addressKey(forwarded);
  const env = c.env as NodeBindings | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  return peer ? addressKey(peer) : UNKNOWN_ADDRESS;
}
