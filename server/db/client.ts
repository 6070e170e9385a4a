/**
 * Opens the API's database: embedded PGlite in a directory by default, on a thread of its own
 * (one process only, fine for the demo and tests), or PostgreSQL through a `pg` pool when a URL
 * is given. Both come back as the same drizzle type so routes and services never know which one
 * they talk to.
 */
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

const dialect = new PgDialect();

/**
 * A hot raw statement whose text is built once: every value is a `sql.placeholder`, filled per
 * call. It is parsed and planned once per connection (a named statement) and the plan is reused.
 * Not for a transaction's handle: it runs on the pool itself, or on PGlite outside transactions.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const params = fillPlaceholders(built.params, values).map((value) => wireValue(name, value));
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      return (await client.query({ name, text: built.sql, values: params })).rows as Row[];
    }
    if (client instanceof PgliteThread) {
      return (await client.prepared(name, built.sql, params)) as Row[];
    }
    throw new Error(`${name} : base de données inconnue`);
  };
}

/**
 * The text a statement's parameter is sent as, the same on both databases: numbers, strings and
 * null only (JSON goes as a string the statement casts).
 */
function wireValue(name: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new Error(`${name} : paramètre de type ${typeof value} non pris en charge`);
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations of server/db/migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own (PostgreSQL: a session
   * advisory lock; PGlite has one process). Several API instances starting together over one
   * database (the cluster, a supervisor restarting one) migrate and seed it once, in turn.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up work (migrations, seed): any constant of our own. */
const START_UP_LOCK = 727_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory (created if missing). */
  dataDir?: string;
  /** Connections to PostgreSQL at most (default: `defaultPoolSize()`). */
  poolMax?: number;
}

/**
 * PostgreSQL's own rule of thumb for a pool: twice the cores, plus one. More connections only make
 * the server's processes take turns on the CPU (docs/adr/0012-an-order-in-one-statement.md).
 */
function defaultPoolSize(): number {
  return 2 * os.availableParallelism() + 1;
}

/** How long a request waits for a PostgreSQL connection (opening one, or a free one in the pool). */
const CONNECTION_TIMEOUT_MS = 3_000;

export const DEFAULT_DATA_DIR = '.data/pglite';
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? defaultPoolSize());
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir);
  // PGlite creates its own directory but not the missing parents.
  await mkdir(path.dirname(dir), { recursive: true });
  const client = await PgliteThread.open(dir);
  // drizzle's PGlite driver calls only what PgliteThread answers: query() and transaction().
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // No request waits long for a connection: while PostgreSQL is away (a restart, a failover) a
  // connection attempt fails after this long at most and the API answers 503 (server/db/unavailable.ts),
  // rather than holding the diner until the balancer's timeout.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle connection cut by the server (restart, failover, a dropped database) must not crash
  // the process: the pool replaces it on the next query (node-postgres documents this handler).
  pool.on('error', (error) => console.warn('Connexion PostgreSQL perdue :', error.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK]);
        return await work();
      } finally {
        // Released with the session too, should the unlock itself fail.
        await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
