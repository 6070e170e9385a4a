/**
 * Coupons once per customer (`once_per_customer` on the offer, issue 22): an order with such a
 * coupon is refused when an earlier order used it with the same e-mail or the same account.
 * Pricing refuses early (pricing.ts: before any card intent is made); storage decides for good,
 * under a lock (storage.ts).
 *
 * Rules chosen where the spec is silent:
 * - A use is a stored order with the coupon's code (stored upper-cased), pending or paid, that
 *   counts as slot capacity counts an order (capacity.ts `counted`): a cash order, a paid order,
 *   or an unpaid card order for HOLD_MINUTES after its creation, on the API's clock (its diner
 *   may still pay it, or retry it in cash under the same local_id). A card order declined or
 *   abandoned then no longer uses the coupon; paid later all the same, it uses it again. A
 *   refused attempt stores nothing, so it uses nothing.
 * - The e-mail is compared case-insensitively (`lower()` on both sides, as the index
 *   `orders_coupon_email_idx` of migration 0006 holds it); the account by `user_id`, so a signed-in
 *   customer cannot use it again under another e-mail. A guest who signs up later is still known
 *   by the e-mail.
 * - The order's own local_id is not a use of itself: a replay, or the card intent of an order
 *   already stored, goes on (routes/checkout.ts answers the stored id).
 * - Exact under concurrency: storage takes transaction-scoped advisory locks keyed by the coupon
 *   and the e-mail, then by the coupon and the account, before it checks and inserts, as slot
 *   capacity does (capacity.ts). These locks are always taken before the slot's, e-mail before
 *   account, so two orders never wait on each other in a cycle.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { counted, holdSince } from './capacity';

/** One order's use of a once-per-customer coupon. */
export interface CouponUse {
  /** The code as stored: upper-cased. */
  code: string;
  email: string;
  userId: number | null;
  localId: string;
}

/** Which earlier use stands in the way: one by the same e-mail, else one by the same account. */
export type UsedBy = 'email' | 'account';

/** The keys of the use's advisory locks, in the order they are taken. */
export function couponLockKeys({ code, email, userId }: CouponUse): string[] {
  const keys = [`coupon:${code}:email:${email.toLowerCase()}`];
  if (userId !== null) keys.push(`coupon:${code}:user:${userId}`);
  return keys;
}

/**
 * Takes the use's locks until the transaction ends. `tx` must be a transaction: the locks are
 * released at its commit, once its insert is visible to the next order.
 */
export async function lockCouponUse(tx: Database, use: CouponUse): Promise<void> {
  for (const key of couponLockKeys(use)) {
    await tx.execute(sql`select 1 from pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * An earlier pending or paid order that used the coupon by the same e-mail or account and still
 * counts at `now` (the API's clock, see the rules above).
 */
export async function couponUsedBy(
  db: Database,
  use: CouponUse,
  now: Date,
): Promise<UsedBy | null> {
  const sameEmail = sql`lower(${orders.customer} ->> 'email') = lower(${use.email})`;
  const result = await db.execute(sql`
    select ${sameEmail} as by_email from ${orders}
    where ${orders.couponCode} = ${use.code} and ${orders.status} in ('pending', 'paid')
      and ${counted(holdSince(now).toISOString())}
      and ${orders.localId} <> ${use.localId}
      and (${sameEmail} or ${orders.userId} = ${use.userId})
    order by 1 desc
    limit 1
  `);
  // Both drivers (pg and PGlite) answer `{ rows }`; drizzle's generic type does not say so.
  const [row] = (result as unknown as { rows: { by_email: boolean }[] }).rows;
  if (!row) return null;
  return row.by_email ? 'email' : 'account';
}
