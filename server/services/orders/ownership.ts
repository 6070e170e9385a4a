/**
 * Who may finalise an order (docs/contract.md#put-v2publiccheckout): its id is a short sequential
 * number, so PUT needs the order key POST answered (an HMAC of id and local_id under the API's
 * pepper, only its hash stored) or the session of the account it was placed under. Every failure
 * is the one 404, after the same work whatever the outcome.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { sameHash, tokenHash } from '../auth/secrets';

/** The order key: its id and local_id under the API's pepper (`order-key:`: not a code's HMAC). */
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
 * changed by a restart) or none (an order stored without one). One statement that writes nothing
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
 * account it was placed under. The same work for every outcome: one lookup, one constant-time
 * comparison (with a placeholder no hash equals when there is no order or no hash).
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
