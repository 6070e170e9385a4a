/**
 * Replays (docs/adr/0007): the same payload under a `local_id` answers the order stored for it;
 * another payload is a 409. The payload is hashed without `transaction_id` and `payment_method`:
 * the card step fills the first later, and a diner whose card failed may switch to cash (the
 * method is settled by PUT /checkout).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OrderPayload } from '@/lib/api/checkout';
import { catalogueVersionColumn } from '../catalogue';
import { preparedStatement, type Database } from '../../db/client';
import { orders } from '../../db/schema';
import { ORDER_MESSAGES, reject } from './messages';

/**
 * The fingerprint of a payload for replays: everything but how it is paid (the card provider's
 * state, and the method: a diner whose card failed may retry the same order in cash).
 */
export function payloadHash(payload: OrderPayload): string {
  const content: Partial<OrderPayload> = { ...payload };
  delete content.transaction_id;
  delete content.payment_method;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

const orderUnder = preparedStatement<StoredUnder>(
  'order_under_local_id',
  sql`select ${orders.id} as id, ${orders.payloadHash} as hash, ${orders.keyHash} as "keyHash"
      from ${orders} where ${orders.localId} = ${sql.placeholder('localId')}`,
);

/** What is stored under a local_id: the order's id, its payload's hash and its key's hash. */
export interface StoredUnder {
  id: number;
  hash: string;
  keyHash: string | null;
}

const orderArrival = preparedStatement<StoredUnder & { version: number | string | null }>(
  'order_arrival',
  sql`select ${catalogueVersionColumn} as version, ${orders.id} as id,
        ${orders.payloadHash} as hash, ${orders.keyHash} as "keyHash"
      from (select 1) as arrival
      left join ${orders} on ${orders.localId} = ${sql.placeholder('localId')}`,
);

/** What a new request under `localId` learns in one statement (`arrivalOf`). */
export interface Arrival {
  /** The `catalogue_version` now, to price by (services/catalogue.ts); null if its row is gone. */
  version: number | null;
  /** The order already stored under the local_id, if any. */
  earlier: StoredUnder | null;
}

/**
 * The first statement of `POST /checkout/`: whether an order is stored under `localId` already
 * (a replay) and the catalogue version, read together: one round trip instead of two for every
 * order (the version is a bigint, a string from PostgreSQL's driver and a number from PGlite's).
 */
export async function arrivalOf(db: Database, localId: string): Promise<Arrival> {
  const [{ version, ...stored }] = await orderArrival(db, { localId });
  return {
    version: version === null ? null : Number(version),
    earlier: stored.id === null ? null : stored,
  };
}

/** The order stored under `localId`, if any: one indexed lookup. */
async function orderUnderLocalId(db: Database, localId: string): Promise<StoredUnder | null> {
  const [existing] = await orderUnder(db, { localId });
  return existing ?? null;
}

/**
 * A replay of `stored` (ADR 7): its id when `payload` is the very payload it was stored for,
 * answered as it was even if prices or hours changed since; a 409 for another payload.
 */
export function replayOf(stored: StoredUnder, payload: OrderPayload): number {
  return sameOrder(stored, payloadHash(payload));
}

/** `stored`'s id when it was stored for the payload hashed `hash`; else the 409. */
function sameOrder(stored: StoredUnder, hash: string): number {
  if (stored.hash !== hash) reject(409, ORDER_MESSAGES.replayMismatch);
  return stored.id;
}

/** The order stored under `localId`, or null; a 409 when it was stored for another payload. */
export async function storedUnder(
  db: Database,
  localId: string,
  hash: string,
): Promise<number | null> {
  const existing = await orderUnderLocalId(db, localId);
  return existing ? sameOrder(existing, hash) : null;
}

/** The order already stored under this local_id, if the payload is the same (a cheap replay). */
export function findReplay(db: Database, payload: OrderPayload): Promise<number | null> {
  return storedUnder(db, payload.local_id, payloadHash(payload));
}
