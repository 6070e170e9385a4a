/**
 * Throw-away databases for the API tests and the order benchmark: a fresh PGlite directory under
 * the OS temp dir, or a fresh PostgreSQL database created (and dropped afterwards) through an
 * admin URL. `openSeeded` migrates and seeds one the way `npm run api` does on an empty database.
 * No vitest here, so `npm run bench` bundles it too.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { copyTemplate } from './pglite-template';

export interface Opened {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<Opened>;
}

export const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-api-'));
    await copyTemplate(path.join(dir, 'pglite'));
    const handle = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    return {
      handle,
      async dispose() {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Runs one statement through the admin URL (create or drop a database). */
export async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function postgresBackend(adminUrl: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const name = `comptoir_t_${randomBytes(6).toString('hex')}`;
      await admin(adminUrl, `create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString() });
      return {
        handle,
        async dispose() {
          await handle.close();
          await admin(adminUrl, `drop database if exists "${name}" with (force)`);
        },
      };
    },
  };
}

/** Opens a fresh database of `backend`, migrated and seeded with the demo restaurant. */
export async function openSeeded(backend: Backend): Promise<Opened> {
  const opened = await backend.open();
  try {
    await opened.handle.migrate();
    await seedDatabase(opened.handle.db);
  } catch (error) {
    await opened.dispose();
    throw error;
  }
  return opened;
}
