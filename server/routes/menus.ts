/**
 * GET /menus: the whole menu, the storefront's most frequent read (every ISR regeneration, every
 * visitor's browser). Its answer only changes with the catalogue's version (ADR 11) and with which
 * menus are open, so it is checked against the contract and serialised once per pair and sent as
 * is afterwards: validating and serialising the whole menu on every request was most of its cost
 * (issue 23's cluster bench).
 */
import { Hono } from 'hono';
import { menusResponseSchema } from '@/lib/api/schemas';
import type { Deps } from '../context';
import type { Catalogue } from '../services/catalogue';

export function menusRoutes({ catalogue, now }: Deps) {
  // Per snapshot (dropped with it), by the open flags of its menus: the answer's text.
  const answers = new WeakMap<Catalogue, Map<string, string>>();
  return new Hono().get('/menus', async (c) => {
    const snapshot = await catalogue.current();
    const payload = snapshot.menus(now());
    const open = payload.map((menu) => (menu.menu_is_open ? '1' : '0')).join('');
    let bySnapshot = answers.get(snapshot);
    if (!bySnapshot) answers.set(snapshot, (bySnapshot = new Map()));
    let text = bySnapshot.get(open);
    if (text === undefined) {
      text = JSON.stringify(menusResponseSchema.parse({ status: 'success', payload }));
      bySnapshot.set(open, text);
    }
    return c.body(text, 200, { 'content-type': 'application/json' });
  });
}
