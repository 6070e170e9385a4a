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
 * - Exact under concurrency: the order's insert takes transaction-scoped advisory locks keyed by
 *   the coupon and the e-mail, then by the coupon and the account, before it checks, as slot
 *   capacity does (capacity.ts), all within its one statement (storage.ts, the SQL function
 *   `order_refusal` of migration 0008, which holds the rule's query). These locks are always
 *   taken before the slot's, e-mail before account, so two orders never wait on each other in a
 *   cycle.
 */
import { sql } from 'drizzle-orm';
import { preparedStatement, type Database } from '../../db/client';
import { holdSince } from './capacity';

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

const usedBy = preparedStatement<{ refusal: UsedBy | null }>(
  'coupon_used_by',
  sql`select order_refusal(array[]::text[], ${sql.placeholder('code')}, ${sql.placeholder('email')},
        ${sql.placeholder('userId')}::integer, ${sql.placeholder('localId')},
        null, null, null, ${sql.placeholder('since')}::timestamptz) as refusal`,
);

/**
 * An earlier pending or paid order that used the coupon by the same e-mail or account and still
 * counts at `now` (the API's clock, see the rules above), read without a lock: pricing's early
 * refusal, before any card intent is made. Storage decides for good, under the locks.
 */
export async function couponUsedBy(
  db: Database,
  use: CouponUse,
  now: Date,
): Promise<UsedBy | null> {
  const [{ refusal }] = await usedBy(db, {
    code: use.code,
    email: use.email,
    userId: use.userId,
    localId: use.localId,
    since: holdSince(now).toISOString(),
  });
  return refusal;
}
