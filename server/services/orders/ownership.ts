/**
 * Who may finalise an order (PUT /checkout, issue 22): its id is a short sequential number the
 * diner is shown, so it proves nothing. POST answers beside it an order key, and PUT is taken
 * only with that key, or with the live session of the account the order was placed under. A
 * wrong key, an unknown order and someone else's order are one and the same 404.
 *
 * Rules chosen where the spec is silent:
 * - The key is HMAC-SHA-256(pepper, `order-key:<id>:<local_id>`), 43 characters of base64url: a
 *   replay of the POST (same local_id and payload, ADR 7) derives the same key, so it answers the
 *   one the first answer carried, with nothing secret stored. The pepper is the API's
 *   (AUTH_PEPPER, ADR 18); the `order-key:` prefix keeps these HMACs apart from the codes'.
 * - Only the key's SHA-256 is stored (`orders.key_hash`, written with the order), and PUT
 *   compares against it, not against a key derived again: a key handed out stays good across a
 *   restart or on another instance even when AUTH_PEPPER is unset (random per process). A replay
 *   answered after the pepper changed derives another key; its hash then replaces the stored one
 *   (`keepOrderKey`), as the replay proves what the first POST did (the local_id, a random UUID
 *   only the diner's browser holds, and the very same payload, with the session of a named user).
 *   An order stored before keys existed gets its first key that way.
 * - The check costs the same whatever the outcome: one lookup of the order by id, then one hash
 *   of the key sent (or of nothing) compared in constant time with the stored hash, or with a
 *   placeholder no hash can equal when there is no order or no hash.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { sameHash, tokenHash } from '../auth/secrets';

/** The order key of an order: its id and local_id under the API's pepper. */
export type OrderKeys = (orderId: number, localId: string) => string;

export function orderKeys(pepper: Buffer): OrderKeys {
  return (orderId, localId) =>
    createHmac('sha256', pepper).update(`order-key:${orderId}:${localId}`).digest('base64url');
}

/** What `orders.key_hash` holds for a key. */
export const orderKeyHash = tokenHash;

/** As long as a hash (SHA-256 in base64url) and unlike any: what a missing hash compares with. */
const NO_HASH = '!'.repeat(43);

/**
 * A replayed POST answers `key`: the stored hash becomes its own when it was another's (a pepper
 * changed by a restart) or none (an order from before keys). One statement that writes nothing
 * in the usual case.
 */
export async function keepOrderKey(db: Database, orderId: number, key: string): Promise<void> {
  const hash = orderKeyHash(key);
  await db
    .update(orders)
    .set({ keyHash: hash })
    .where(and(eq(orders.id, orderId), sql`${orders.keyHash} is distinct from ${hash}`));
}

/** What a PUT shows to prove the order is the caller's. */
export interface OwnerProof {
  /** The order key POST answered, as sent (null: none sent). */
  key: string | null;
  /** The user of a live session sent along (null: no session). */
  userId: number | null;
}

/**
 * Whether `proof` opens `order` (undefined: no order has the id): its key, or a session of the
 * account it was placed under. The same work for every outcome (see the rules above).
 */
export function ownedBy(
  order: { keyHash: string | null; userId: number | null } | undefined,
  proof: OwnerProof,
): boolean {
  const stored = order?.keyHash ?? NO_HASH;
  const keyMatches = sameHash(orderKeyHash(proof.key ?? ''), stored);
  const sessionMatches = proof.userId !== null && order?.userId === proof.userId;
  return (keyMatches && proof.key !== null) || sessionMatches;
}
