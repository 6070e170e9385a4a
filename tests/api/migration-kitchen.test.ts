/**
 * Migration 0011 over orders stored before it (docs/adr/0041): none is left waiting for the
 * kitchen (the sweep would refuse them all), a card paid then is captured, and the creation rows
 * are the diner's. The migrations up to 0010 are applied by hand on a PGlite in memory, an order
 * stored, then 0011.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';

const DIR = 'server/db/migrations';
const files = readdirSync(DIR)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(`${DIR}/${file}`, 'utf8').split(
    '--> statement-breakpoint',
  )) {
    await db.exec(statement);
  }
}

it('hands over the orders stored before the kitchen states, a card paid captured', async () => {
  const db = new PGlite();
  try {
    const before = files.filter((name) => name < '0011');
    for (const file of before) await apply(db, file);
    await db.exec(`
      insert into orders (local_id, status, is_pickup, payment_method, subtotal_cents, total_cents)
      values ('a', 'pending', true, 'cash', 100, 100), ('b', 'paid', true, 'card', 100, 100),
        ('c', 'pending', false, 'card', 100, 100);
      insert into order_status_history (order_id, status, note)
      select id, 'pending', 'créée' from orders;
      insert into order_status_history (order_id, status, note)
      select id, 'paid', 'payée' from orders where status = 'paid';
    `);
    await apply(
      db,
      files.find((name) => name.startsWith('0011'))!,
    );
    const orders = await db.query<{
      local_id: string;
      kitchen_state: string;
      payment_state: string;
    }>('select local_id, kitchen_state, payment_state from orders order by local_id');
    expect(orders.rows).toEqual([
      { local_id: 'a', kitchen_state: 'handed_over', payment_state: 'none' },
      { local_id: 'b', kitchen_state: 'handed_over', payment_state: 'captured' },
      { local_id: 'c', kitchen_state: 'handed_over', payment_state: 'none' },
    ]);
    const actors = await db.query<{ status: string; actor: string }>(
      'select distinct status, actor from order_status_history order by status',
    );
    expect(actors.rows).toEqual([
      { status: 'paid', actor: 'system' },
      { status: 'pending', actor: 'diner' },
    ]);
    // A new order waits for the kitchen.
    await db.exec(`insert into orders (local_id, is_pickup, payment_method, subtotal_cents, total_cents)
      values ('d', true, 'cash', 100, 100)`);
    const fresh = await db.query<{ kitchen_state: string }>(
      `select kitchen_state from orders where local_id = 'd'`,
    );
    expect(fresh.rows).toEqual([{ kitchen_state: 'received' }]);
  } finally {
    await db.close();
  }
}, 90_000);
