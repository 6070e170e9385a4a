/**
 * GET /menus, the storefront's most frequent read. Its answer changes only with the catalogue's
 * version (ADR 11) and with which menus are open, so it is checked and serialised once per pair
 * and kept as UTF-8 bytes, and gzip-compressed once for the clients that take it, sent as they
 * are: a string would be measured and encoded again on every answer (bench/RESULTS.md;
 * docs/adr/0029-a-one-second-page-cache-in-the-balancer.md, docs/adr/0040).
 */
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { menusResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import type { Catalogue } from '../services/catalogue';

/** One answer's bytes, plain and gzipped (the latter made on first demand). */
interface Answer {
  plain: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

export function menusRoutes({ catalogue, now }: Deps) {
  // Per snapshot (dropped with it), by the open flags of its menus and what is sold out: the
  // answer's bytes.
  const answers = new WeakMap<Catalogue, Map<string, Answer>>();
  return new Hono().get('/menus', async (c) => {
    const snapshot = await catalogue.current();
    const at = now();
    const payload = snapshot.menus(at);
    // What changes with the clock: the open flags, and what is sold out (issue 36) until when.
    const soldOut = snapshot.soldOutAt(at).map((entry) => `${entry.kind}${entry.id}`);
    const open = `${payload.map((menu) => (menu.menu_is_open ? '1' : '0')).join('')}|${soldOut.join(',')}`;
    let bySnapshot = answers.get(snapshot);
    if (!bySnapshot) answers.set(snapshot, (bySnapshot = new Map()));
    let answer = bySnapshot.get(open);
    if (answer === undefined) {
      // A one-off reading (no version row) has no version to give.
      const version = snapshot.version >= 0 ? snapshot.version : undefined;
      const text = JSON.stringify(
        menusResponseSchema.parse({ status: 'success', payload, version }),
      );
      answer = { plain: new TextEncoder().encode(text) };
      bySnapshot.set(open, answer);
    }
    const headers = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
    const encoding = accepts(c, {
      header: 'Accept-Encoding',
      supports: ['gzip'],
      default: 'identity',
    });
    if (encoding !== 'gzip') return c.body(answer.plain, 200, headers);
    answer.gzip ??= new Uint8Array(gzipSync(answer.plain));
    return c.body(answer.gzip, 200, { ...headers, 'content-encoding': 'gzip' });
  });
}
