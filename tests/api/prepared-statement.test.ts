/**
 * `preparedStatement` (server/db/client.ts): the named statements the hot paths use, on both
 * databases. On PGlite it talks the wire protocol itself, so what `query()` did for free is
 * checked here: values typed by their columns, a failed call that does not leave the name taken,
 * and no statement slipping into someone else's transaction.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedStatement } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { backends, useSuite } from './support';

const typed = preparedStatement<{ n: number; s: string; z: string | null }>(
  'test_typed',
  sql`select ${sql.placeholder('n')}::int as n, ${sql.placeholder('s')}::text as s, null::text as z`,
);

const divide = preparedStatement<{ q: number }>(
  'test_divide',
  sql`select 12 / ${sql.placeholder('by')}::int as q`,
);

const queueMail = preparedStatement<{ id: number }>(
  'test_queue_mail',
  sql`insert into ${outbox} ("to", subject, text, reference)
      values ('client@example.fr', 'Test', 'Bonjour', ${sql.placeholder('reference')})
      returning id`,
);

describe.each(backends)('preparedStatement over $name', (backend) => {
  const suite = useSuite(backend);

  it('answers rows typed by their columns, again and again', async () => {
    for (const n of [7, 8]) {
      expect(await typed(suite.db, { n, s: 'Crème brûlée' })).toEqual([
        { n, s: 'Crème brûlée', z: null },
      ]);
    }
  });

  it('works after a failed first call, and after a failed later one', async () => {
    await expect(divide(suite.db, { by: 0 })).rejects.toThrow(/division by zero/);
    expect(await divide(suite.db, { by: 4 })).toEqual([{ q: 3 }]);
    await expect(divide(suite.db, { by: 0 })).rejects.toThrow(/division by zero/);
    expect(await divide(suite.db, { by: 3 })).toEqual([{ q: 4 }]);
  });

  it('never runs inside a transaction that is open meanwhile', async () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const rolledBack = suite.db.transaction(async (tx) => {
      await tx.insert(outbox).values({
        to: 'client@example.fr',
        subject: 'Test',
        text: 'Bonjour',
        reference: 'test:rolled-back',
      });
      open();
      await sleep(50);
      throw new Error('annulée');
    });
    const rollback = expect(rolledBack).rejects.toThrow('annulée');
    await opened;
    // Issued while the transaction is open: on PGlite it waits for its end rather than joining it.
    const [{ id }] = await queueMail(suite.db, { reference: 'test:alone' });
    await rollback;
    const kept = await suite.db.select().from(outbox).where(eq(outbox.id, id));
    expect(kept.map((row) => row.reference)).toEqual(['test:alone']);
    const gone = await suite.db
      .select()
      .from(outbox)
      .where(eq(outbox.reference, 'test:rolled-back'));
    expect(gone).toEqual([]);
  });

  it('refuses a value it cannot send as text', async () => {
    await expect(typed(suite.db, { n: 1, s: { not: 'text' } })).rejects.toThrow(
      /paramètre de type object non pris en charge/,
    );
  });
});
