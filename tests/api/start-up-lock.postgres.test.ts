/**
 * Several API instances starting together over one PostgreSQL (the cluster, a supervisor
 * restarting one) migrate and seed it once, in turn (server/db/client.ts `exclusively`). Against
 * the PostgreSQL named by TEST_DATABASE_URL (.ci/run sets it when one answers); vitest runs this
 * file (`*.postgres.test.ts`) only then: PGlite has one process and nothing to race.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { isEmpty, seedDatabase } from '@/server/db/seed';

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL absent : ce fichier ne teste que PostgreSQL.');

/** The SQL migration files drizzle applies, 0000_init.sql on. */
const migrationFiles = () =>
  readdirSync('server/db/migrations').filter((name) => /^\d{4}_.*\.sql$/.test(name));

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

describe(`start-up over one PostgreSQL (${url})`, () => {
  it('three instances starting at once migrate and seed the database once', async () => {
    const name = `comptoir_t_${randomBytes(6).toString('hex')}`;
    await admin(url, `create database "${name}"`);
    const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: dbUrl })));
    try {
      const seeded = await Promise.all(
        handles.map((handle) =>
          handle.exclusively(async () => {
            await handle.migrate();
            if (!(await isEmpty(handle.db))) return false;
            await seedDatabase(handle.db);
            return true;
          }),
        ),
      );
      // Without the lock, each found the database empty and began to seed it: the second one
      // then failed on the settings' primary key (or a migration on an existing table).
      expect(seeded.filter(Boolean)).toHaveLength(1);
      // Each migration of server/db/migrations applied once, however many there are.
      const { rows } = await admin(
        dbUrl,
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(rows[0].n).toBe(migrationFiles().length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin(url, `drop database if exists "${name}" with (force)`);
    }
  });
});
