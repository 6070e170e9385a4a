/**
 * Test backends for the API suites. Each suite gets its own database, migrated and seeded
 * (tests/support/databases.ts): a fresh PGlite directory under the OS temp dir always, and a fresh
 * PostgreSQL database (created and dropped through TEST_DATABASE_URL) when that variable is set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { createApp, type App, type AppOptions } from '@/server/app';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { createAfterAnswer, type AfterAnswer } from '@/server/services/after-answer';
import { createOrderEvents, type ListeningOrderEvents } from '@/server/services/order-events';
import {
  openSeeded,
  pgliteBackend,
  postgresBackend,
  type Backend,
  type Opened,
} from '../support/databases';

export type { Backend } from '../support/databases';

const adminUrl = process.env.TEST_DATABASE_URL;
export const backends: Backend[] = adminUrl
  ? [pgliteBackend, postgresBackend(adminUrl)]
  : [pgliteBackend];

export interface Suite {
  app: App;
  db: Database;
  handle: DatabaseHandle;
  /** The app's clock: set it to test opening hours. */
  now: Date;
  /** The work the app leaves for after its answers (`settled()` waits for it). */
  afterAnswer: AfterAnswer;
  /** The app's order events, listening before the first test (docs/adr/0043). */
  events: ListeningOrderEvents;
}

/**
 * Registers hooks giving the enclosing describe a migrated, seeded database and an app over it,
 * quiet about queued mail. `options` (read once the hooks registered before this one have run,
 * e.g. a fake Stripe server started) configures the app as the environment would.
 */
export function useSuite(backend: Backend, options: () => AppOptions = () => ({})): Suite {
  const suite = { now: new Date('2026-06-01T10:00:00Z') } as Suite;
  let opened: Opened | undefined;
  beforeAll(async () => {
    opened = await openSeeded(backend);
    suite.handle = opened.handle;
    suite.db = opened.handle.db;
    const given = options();
    suite.afterAnswer = given.afterAnswer ?? createAfterAnswer();
    suite.events = createOrderEvents(suite.db);
    await suite.events.listening();
    suite.app = createApp(suite.db, {
      now: () => suite.now,
      mailLog: null,
      devMailbox: true,
      ...given,
      afterAnswer: suite.afterAnswer,
      events: suite.events,
    });
  });
  afterAll(async () => {
    // The work routes left for after their answers ends before the database goes.
    await suite.afterAnswer?.settled();
    await suite.events?.close();
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
