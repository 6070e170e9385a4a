/**
 * Staff accounts and sessions (docs/adr/0042): made and revoked by `npm run staff`, signed in with
 * the diners' care (services/auth/passwords.ts and secrets.ts): scrypt hashes, a dummy hash spent
 * for an unknown email, tokens kept as their SHA-256, expiries from the API's clock.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/secrets';

/** A staff session lives 30 days from its login, as a diner's does (a tablet signs in rarely). */
export const STAFF_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export interface StaffMember {
  id: number;
  email: string;
}

const byEmail = (email: string) => eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase());

/** A password nobody will guess: 144 random bits, 24 characters. */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Creates the account, or sets a new password on it: the account's id. */
export async function setStaffPassword(
  db: Database,
  email: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ id: staffUsers.id }).from(staffUsers).where(byEmail(email));
  if (existing) {
    await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(staffUsers)
    .values({ email: email.trim(), passwordHash })
    .returning({ id: staffUsers.id });
  return row.id;
}

/** Ends every session of the account: how many there were, or null when there is no such account. */
export async function revokeStaff(db: Database, email: string): Promise<number | null> {
  const [member] = await db.select({ id: staffUsers.id }).from(staffUsers).where(byEmail(email));
  if (!member) return null;
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, member.id))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Every account with its live sessions, by email. */
export async function listStaff(
  db: Database,
  now: Date,
): Promise<{ email: string; createdAt: Date; sessions: number }[]> {
  return db
    .select({
      email: staffUsers.email,
      createdAt: staffUsers.createdAt,
      sessions: count(staffSessions.id),
    })
    .from(staffUsers)
    .leftJoin(
      staffSessions,
      and(eq(staffSessions.staffId, staffUsers.id), gt(staffSessions.expiresAt, now)),
    )
    .groupBy(staffUsers.id)
    .orderBy(staffUsers.email);
}

/**
 * A session's token for the right email and password, else null: an unknown email spends a
 * dummy hash's time, so both failures cost the same and say the same.
 */
export async function staffLogin(
  db: Database,
  now: Date,
  email: string,
  password: string,
): Promise<string | null> {
  const [member] = await db.select().from(staffUsers).where(byEmail(email));
  const right = member
    ? await verifyPassword(password, member.passwordHash)
    : await verifyAgainstNothing(password);
  if (!member || !right) return null;
  const token = newToken();
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, member.id), lte(staffSessions.expiresAt, now)));
  await db.insert(staffSessions).values({
    staffId: member.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
  });
  return token;
}

/** The member of a live session, or null (unknown, revoked or expired alike). */
export async function staffOfSession(
  db: Database,
  now: Date,
  token: string,
): Promise<StaffMember | null> {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, now)));
  return row ?? null;
}

export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}
