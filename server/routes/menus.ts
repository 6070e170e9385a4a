/**
 * GET /menus: the whole menu, the storefront's most frequent read (every ISR regeneration, every
 * visitor's browser). Its answer only changes with the catalogue's version (ADR 11) and with which
 * menus are open, so it is checked against the contract and serialised once per pair and sent as
 * is afterwards: validating and serialising the whole menu on every request was most of its cost
 * (issue 23's cluster bench). It is kept as UTF-8 bytes, not as a string: a 64 kB string sent
 * as is is measured (its byte length counted for the Content-Length) and encoded again on every
 * answer, which was half the API's CPU serving it (2,081 → 4,326 req/s through HAProxy).
 */
import { Hono } from 'hono';
import { menusResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import type { Catalogue } from '../services/catalogue';

export function menusRoutes({ catalogue, now }: Deps) {
  // Per snapshot (dropped with it), by the open flags of its menus: the answer's bytes.
  const answers = new WeakMap<Catalogue, Map<string, Uint8Array<ArrayBuffer>>>();
  return new Hono().get('/menus', async (c) => {
    const snapshot = await catalogue.current();
    const payload = snapshot.menus(now());
    const open = payload.map((menu) => (menu.menu_is_open ? '1' : '0')).join('');
    let bySnapshot = answers.get(snapshot);
    if (!bySnapshot) answers.set(snapshot, (bySnapshot = new Map()));
    let bytes = bySnapshot.get(open);
    if (bytes === undefined) {
      const text = JSON.stringify(menusResponseSchema.parse({ status: 'success', payload }));
      bytes = new TextEncoder().encode(text);
      bySnapshot.set(open, bytes);
    }
    return c.body(bytes, 200, { 'content-type': 'application/json' });
  });
}
