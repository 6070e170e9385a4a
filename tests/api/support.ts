/**
 * Test backends for the API suites. Each suite gets its own database, migrated and seeded:
 * a fresh PGlite directory under the OS temp dir always, and a fresh PostgreSQL database
 * (created and dropped through TEST_DATABASE_URL) when that variable is set.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { createApp, type App } from '@/server/app';
import { openDatabase, type Database, type DatabaseHandle } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { copyTemplate } from './pglite-template';

interface Opened {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<Opened>;
}

const pglite: Backend = {
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

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function postgres(adminUrl: string): Backend {
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

const adminUrl = process.env.TEST_DATABASE_URL;
export const backends: Backend[] = adminUrl ? [pglite, postgres(adminUrl)] : [pglite];

export interface Suite {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  /** The app's clock: set it to test opening hours. */
  now: Date;
}

/** Registers hooks giving the enclosing describe a migrated, seeded database and an app over it. */
export function useSuite(backend: Backend): Suite {
  const suite = { now: new Date('2026-06-01T10:00:00Z') } as Suite;
  let opened: Opened | undefined;
  beforeAll(async () => {
    opened = await backend.open();
    await opened.handle.migrate();
    await seedDatabase(opened.handle.db);
    suite.handle = opened.handle;
    suite.db = opened.handle.db;
    suite.app = createApp(suite.db, { now: () => suite.now });
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return suite;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the app in-process and parses the JSON answer with a schema of the contract. */
export async function call<S extends z.ZodType>(
  app: App,
  schema: S,
  url: string,
  init?: RequestInit,
): Promise<Answer<z.output<S>>> {
  const res = await app.request(url, init);
  return { status: res.status, headers: res.headers, body: schema.parse(await res.json()) };
}

export function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** Stores a paid order holding one of each given item, as the checkout will. */
export async function insertOrder(db: Database, itemIds: number[]): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      localId: randomUUID(),
      isPickup: true,
      paymentMethod: 'cash',
      subtotalCents: 1000,
      totalCents: 1000,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values(itemIds.map((itemId) => ({ orderId: order.id, itemId, quantity: 1 })));
  return order.id;
}
