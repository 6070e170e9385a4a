/**
 * One-time codes (docs/adr/0018): six digits mailed to the address, kept as an HMAC, valid
 * 10 minutes and 5 tries. A user has one live code at most: a new one replaces it (the older
 * digits stop matching), a used one is deleted. Every try counts, so once five are spent even the
 * right digits are refused.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authCodes } from '../../db/schema';
import type { MailLog } from '../mail';
import { queueCodeMail } from './mails';
import { CODE_TRIES, CODE_TTL_MS } from './rules';
import { codeHash, newCode, sameHash } from './secrets';
import type { UserRow } from './sessions';

export interface CodeContext {
  db: Database;
  now: Date;
  pepper: Buffer;
  mailLog?: MailLog;
}

/** Replaces the user's code with a new one and queues its mail (inside the caller's transaction). */
export async function issueCode(
  { db, now, pepper, mailLog }: CodeContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  purpose: 'verify' | 'reset',
): Promise<void> {
  const digits = newCode();
  const fresh = {
    purpose,
    codeHash: codeHash(pepper, user.id, digits),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await db
    .insert(authCodes)
    .values({ userId: user.id, ...fresh })
    .onConflictDoUpdate({ target: authCodes.userId, set: { ...fresh, createdAt: sql`now()` } });
  await queueCodeMail(db, mailLog, user, { purpose, digits });
}

/**
 * Spends one try of the user's live code; true when `digits` are right (the code is then gone).
 * A code past its expiry or its fifth try is refused without a look at the digits.
 */
export async function consumeCode(
  { db, now, pepper }: Omit<CodeContext, 'mailLog'>,
  userId: number,
  digits: string,
): Promise<boolean> {
  const [live] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      and(
        eq(authCodes.userId, userId),
        lt(authCodes.attempts, CODE_TRIES),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ id: authCodes.id, codeHash: authCodes.codeHash });
  if (!live || !sameHash(live.codeHash, codeHash(pepper, userId, digits))) return false;
  // Two right tries at once: only the one that deletes the row wins.
  const used = await db
    .delete(authCodes)
    .where(and(eq(authCodes.id, live.id), eq(authCodes.codeHash, live.codeHash)))
    .returning({ id: authCodes.id });
  return used.length > 0;
}
