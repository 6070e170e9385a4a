/**
 * Coupons once per customer (docs/product.md#coupons): a use is a stored order with the code that
 * counts as slot capacity counts one, by the same e-mail (any case) or account; the order's own
 * local_id is no use of itself. Pricing refuses early, unlocked; storage decides under advisory
 * locks taken coupon and e-mail, coupon and account, then the slot, always in that order (ADR 30).
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
 * counts at `now` (the API's clock, as capacity's hold), read without a lock: pricing's early
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
