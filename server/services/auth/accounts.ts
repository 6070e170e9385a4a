/**
 * The calls that start from an email (docs/contract.md#accounts,
 * docs/adr/0018-accounts-passwords-codes-and-sessions.md): sign-up, login, codes, a password reset.
 * None answers differently for an address with or without an account: sign-up opens no session
 * either way (the owner of a taken address gets a mail instead of a code), login spends one scrypt
 * for an unknown email too, and every code failure is the one 400.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginRequest, ResetPasswordRequest, SignupRequest, User } from '@/lib/api/auth';
import type { Deps } from '../../context';
import { users } from '../../db/schema';
import { fail } from '../../http';
import { consumeCode, issueCode } from './codes';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords';
import { AUTH_MESSAGES } from './rules';
import { queueSignupAttemptMail } from './mails';
import { newToken } from './secrets';
import { openSession, revokeAllSessions } from './sessions';
import { findByEmail, spareUserId, toUser } from './users';

export type AuthDeps = Pick<Deps, 'db' | 'now' | 'mail' | 'mailLog' | 'afterAnswer'> & {
  pepper: Buffer;
};

export interface SessionAnswer {
  token: string;
  user: User;
}

export async function signup(deps: AuthDeps, input: SignupRequest): Promise<SessionAnswer> {
  const { db, mailLog } = deps;
  // Hashed whatever happens next: a taken address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const details = {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    address: '',
  };
  const created = await db.transaction(async (tx) => {
    const existing = await findByEmail(tx, input.email);
    if (existing?.verifiedAt) {
      await queueSignupAttemptMail(tx, mailLog, existing);
      return null;
    }
    if (existing) await tx.delete(users).where(eq(users.id, existing.id));
    const [row] = await tx
      .insert(users)
      .values({ ...details, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (row) await issueCode({ ...deps, db: tx, now: deps.now() }, row, 'verify');
    return row ?? null;
  });
  deps.mail?.kick();
  const id = created?.id ?? (await spareUserId(db));
  // Not a session: no call accepts this token (the account opens at verify-otp).
  return { token: newToken(), user: toUser({ id, ...details }) };
}

export async function login(deps: AuthDeps, input: LoginRequest): Promise<SessionAnswer> {
  const { db } = deps;
  const user = await findByEmail(db, input.email);
  const right = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstNothing(input.password);
  if (!user || !right || !user.verifiedAt) fail(401, AUTH_MESSAGES.login);
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  return { token: await openSession(db, user.id, deps.now()), user: toUser(user) };
}

/**
 * A code proves the mailbox and opens a session. With `password`, that password becomes the
 * account's and every other session ends. Without one, a confirmed account is unchanged (a login
 * by code), but confirming an address drops the password given at sign-up: whoever signed up
 * may not be who holds the mailbox (docs/adr/0018), so the account then opens by code until its
 * owner chooses a password.
 */
export async function verifyOtp(
  deps: AuthDeps,
  input: { email: string; otp: string; password?: string },
): Promise<SessionAnswer> {
  const { db } = deps;
  const now = deps.now();
  const user = await findByEmail(db, input.email);
  if (!user || !(await consumeCode({ ...deps, now }, user.id, input.otp))) {
    fail(400, AUTH_MESSAGES.code);
  }
  const chosen = input.password ?? (user.verifiedAt ? null : randomBytes(32).toString('base64url'));
  const passwordHash = chosen === null ? null : await hashPassword(chosen);
  const token = await db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await tx
        .update(users)
        .set({ passwordHash, verifiedAt: user.verifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeAllSessions(tx, user.id);
    }
    return openSession(tx, user.id, now);
  });
  return { token, user: toUser(user) };
}

/**
 * A new code: to confirm an address not confirmed yet, else to reset the password or log in.
 * Run after send-otp's answer (services/after-answer.ts): only a known address costs this work.
 */
export async function sendOtp(deps: AuthDeps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) return;
  await issueCode({ ...deps, now: deps.now() }, user, user.verifiedAt ? 'reset' : 'verify');
  deps.mail?.kick();
}

/** A new password with a mailed code: every session closes, and the address counts as confirmed. */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordRequest): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const user = await findByEmail(db, input.email);
  if (!user || !(await consumeCode({ ...deps, now }, user.id, input.otp))) {
    fail(400, AUTH_MESSAGES.code);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, verifiedAt: user.verifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
}
