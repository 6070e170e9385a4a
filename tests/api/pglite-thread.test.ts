/**
 * PGlite on its own thread (server/db/pglite-thread.ts + pglite-worker.mjs): what the API relied
 * on when PGlite ran on its own thread must still hold across the message port. Errors keep
 * PostgreSQL's fields, transactions commit or roll back as their callback ends, statements issued
 * meanwhile wait for the end, and a stopped thread fails statements instead of hanging them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PgliteThread } from '@/server/db/pglite-thread';
import { outbox } from '@/server/db/schema';
import { pgliteBackend } from '../support/databases';
import { copyTemplate } from '../support/pglite-template';
import { useSuite } from './support';

const mail = (reference: string) => ({
  to: 'client@example.fr',
  subject: 'Test',
  text: 'Bonjour',
  reference,
});

const references = async (db: ReturnType<typeof useSuite>['db'], reference: string) =>
  (await db.select().from(outbox).where(eq(outbox.reference, reference))).map(
    (row) => row.reference,
  );

describe('PGlite on its own thread', () => {
  const suite = useSuite(pgliteBackend);

  it('hands back PostgreSQL’s error with its code', async () => {
    const failed = await suite.db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    const cause = (failed as Error & { cause?: { code?: string; message?: string } }).cause;
    expect(cause).toMatchObject({ code: '22012', message: 'division by zero' });
  });

  it('commits a transaction that ends well, nested ones included', async () => {
    await suite.db.transaction(async (tx) => {
      await tx.insert(outbox).values(mail('thread:committed'));
      await tx.transaction(async (inner) => {
        await inner.insert(outbox).values(mail('thread:nested'));
      });
    });
    expect(await references(suite.db, 'thread:committed')).toEqual(['thread:committed']);
    expect(await references(suite.db, 'thread:nested')).toEqual(['thread:nested']);
  });

  it('rolls back a transaction that throws, and the database goes on', async () => {
    await expect(
      suite.db.transaction(async (tx) => {
        await tx.insert(outbox).values(mail('thread:rolled-back'));
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    expect(await references(suite.db, 'thread:rolled-back')).toEqual([]);
    await suite.db.insert(outbox).values(mail('thread:after'));
    expect(await references(suite.db, 'thread:after')).toEqual(['thread:after']);
  });

  it('rolls back a transaction whose statement fails', async () => {
    await expect(
      suite.db.transaction(async (tx) => {
        await tx.insert(outbox).values(mail('thread:half'));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await references(suite.db, 'thread:half')).toEqual([]);
  });

  it('makes statements outside a transaction wait for its end', async () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const transaction = suite.db.transaction(async (tx) => {
      await tx.insert(outbox).values(mail('thread:inside'));
      open();
      await sleep(50);
      throw new Error('annulée');
    });
    const rollback = expect(transaction).rejects.toThrow('annulée');
    await opened;
    await suite.db.insert(outbox).values(mail('thread:outside'));
    await rollback;
    expect(await references(suite.db, 'thread:inside')).toEqual([]);
    expect(await references(suite.db, 'thread:outside')).toEqual(['thread:outside']);
  });
});

describe('PgliteThread', () => {
  it('refuses a value parser it cannot send to the thread, and fails once closed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-thread-'));
    try {
      await copyTemplate(path.join(dir, 'pglite'));
      const thread = await PgliteThread.open(path.join(dir, 'pglite'));
      const asText = (value: string) => value;
      const rows = await thread.query('select 2 as n, now()::date as d', [], {
        parsers: { 1082: asText },
      });
      expect(rows.rows).toEqual([{ n: 2, d: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) }]);
      await expect(
        thread.query('select 1', [], { parsers: { 1082: (value) => new Date(value) } }),
      ).rejects.toThrow(/seuls les parseurs qui rendent le texte tel quel/);
      await thread.close();
      await expect(thread.query('select 1')).rejects.toThrow(/arrêtée/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
