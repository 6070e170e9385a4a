/**
 * What a signed-in customer does with their account (docs/contract.md#accounts): change details or
 * password, delete it. Current-password checks are limited per user, so a stolen token cannot guess
 * it. Deleting keeps the books: the orders stay without the person, in one transaction with the
 * account, its sessions, codes and mail; the address can sign up again.
 */
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@/lib/api/auth';
import type { Database } from '../../db/client';
import { orderItems, orders, outbox, users } from '../../db/schema';
import { fail } from '../../http';
import { hashPassword, verifyPassword } from './passwords';
import { AUTH_MESSAGES } from './rules';
import { revokeOtherSessions, type Authenticated, type UserRow } from './sessions';

type Update = Omit<ProfileUpdate, 'address'> & { address: string };

/** The password of the session's user, or a 403 (not a 401: the session itself is fine). */
export async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) fail(403, AUTH_MESSAGES.password);
}

/** New details; with `password`, a new password that closes every other session. */
export async function updateProfile(
  db: Database,
  now: Date,
  { user, token }: Authenticated,
  update: Update,
): Promise<void> {
  const details = {
    firstName: update.first_name,
    lastName: update.last_name,
    phone: update.phone,
    address: update.address,
    updatedAt: now,
  };
  if (update.password === undefined || update.current_password === undefined) {
    await db.update(users).set(details).where(eq(users.id, user.id));
    return;
  }
  await checkPassword(user, update.current_password);
  const passwordHash = await hashPassword(update.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...details, passwordHash })
      .where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, token);
  });
}

/** What an order keeps of a deleted customer: nothing that names or reaches them. */
const ANONYMOUS = sql`jsonb_build_object('first_name', '', 'last_name', '', 'email', '', 'phone', '')`;

export async function deleteAccount(db: Database, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
    const confirmations = owned.map((o) => `order:${o.id}:confirmation`);
    await tx.delete(outbox).where(
      or(
        sql`lower(${outbox.to}) = lower(${user.email})`,
        sql`${outbox.reference} like ${`auth:${user.id}:%`}`,
        confirmations.length > 0 ? inArray(outbox.reference, confirmations) : undefined,
        // The kitchen's news of each order (services/order-move-mail.ts).
        ...owned.map((o) => like(outbox.reference, `order:${o.id}:move:%`)),
      ),
    );
    await tx
      .update(orders)
      .set({
        userId: null,
        // The street and the coordinates go; the city and postal code stay for the books.
        customer: sql`${orders.customer} || ${ANONYMOUS} || case
          when jsonb_typeof(${orders.customer} -> 'location') = 'object'
          then jsonb_build_object('location',
            ((${orders.customer} -> 'location') - 'lat' - 'lng') || '{"address": ""}'::jsonb)
          else '{}'::jsonb end`,
      })
      .where(eq(orders.userId, user.id));
    // A line's note may name or reach the person ("sonnez chez …").
    if (owned.length > 0) {
      await tx
        .update(orderItems)
        .set({ note: '' })
        .where(
          inArray(
            orderItems.orderId,
            owned.map((o) => o.id),
          ),
        );
    }
    // Sessions and codes go with the row (on delete cascade).
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
