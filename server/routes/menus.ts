/**
 * GET /menus, the storefront's most frequent read. Its answer changes only with the catalogue's
 * version (ADR 11) and with which menus are open, so it is checked and serialised once per pair
 * and kept as UTF-8 bytes, sent as they are: a string would be measured and encoded again on
 * every answer (bench/RESULTS.md; docs/adr/0029-a-one-second-page-cache-in-the-balancer.md).
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
      // A one-off reading (no version row) has no version to give.
      const version = snapshot.version >= 0 ? snapshot.version : undefined;
      const text = JSON.stringify(
        menusResponseSchema.parse({ status: 'success', payload, version }),
      );
      bytes = new TextEncoder().encode(text);
      bySnapshot.set(open, bytes);
    }
    return c.body(bytes, 200, { 'content-type': 'application/json' });
  });
}
