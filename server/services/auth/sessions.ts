/**
 * Sessions (docs/adr/0018-accounts-passwords-codes-and-sessions.md): a random token the diner
 * holds, its SHA-256 in `sessions`, an expiry from the API's clock; only for a confirmed address.
 * Revoking deletes the row. Every failure (unknown, revoked, expired, another user's id, a
 * malformed header) is the same 401, so a token never tells whether another user id exists.
 */
import { and, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { tokenSchema, userIdSchema, USER_ID_HEADER } from '@/lib/api/auth';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { fail } from '../../http';
import { AUTH_MESSAGES, SESSION_TTL_MS } from './rules';
import { newToken, tokenHash } from './secrets';

export type UserRow = typeof users.$inferSelect;

/** Opens a session for a confirmed user; its token, shown once. Expired ones are swept. */
export async function openSession(db: Database, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export interface Authenticated {
  user: UserRow;
  token: string;
}

/** The user of a live session of `userId`, or the one 401. */
export async function authenticate(
  db: Database,
  now: Date,
  token: string,
  userId: number,
): Promise<Authenticated> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        isNotNull(users.verifiedAt),
      ),
    );
  if (!row) fail(401, AUTH_MESSAGES.session);
  return { user: row.user, token };
}

/**
 * The session of `Authorization: Bearer <token>` with `X-User-Id`. `expectedUserId`, when the
 * body names a user too, must be the same.
 */
export function bearerSession(
  c: Context,
  expectedUserId?: number,
): { token: string; userId: number } {
  const [scheme, value] = (c.req.header('authorization') ?? '').split(' ');
  const token = tokenSchema.safeParse(value);
  const header = c.req.header(USER_ID_HEADER);
  const userId = header === undefined ? expectedUserId : userIdSchema.safeParse(header).data;
  if (scheme?.toLowerCase() !== 'bearer' || !token.success || userId === undefined) {
    fail(401, AUTH_MESSAGES.session);
  }
  if (expectedUserId !== undefined && userId !== expectedUserId) fail(401, AUTH_MESSAGES.session);
  return { token: token.data, userId };
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** Every session of the user but the one of `keep`. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keep: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash(keep))));
}

export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
