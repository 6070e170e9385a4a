/**
 * A login while its email is guarded (docs/adr/0037): strangers have tried many passwords for it
 * from many addresses, so a password alone opens nothing and every answer without the code is
 * the same. A right password has a code mailed after the answer (its timing says nothing); the
 * password with that code opens the session. The code is derived, not stored (secrets.ts), so
 * nobody without the password can spend or replace it.
 */
import type { LoginRequest } from '@/lib/api/auth';
import { fail } from '../../http';
import type { AuthDeps, SessionAnswer } from './accounts';
import { queueCodeMail } from './mails';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { AUTH_MESSAGES, LOGIN_CODE_WINDOW_MS, LOGIN_CODE_WINDOWS } from './rules';
import { loginCode, sameHash } from './secrets';
import { openSession, type UserRow } from './sessions';
import { findByEmail, toUser } from './users';

/** Whether `otp` is the user's code of this window or of the two before it. */
function codeMatches(pepper: Buffer, user: UserRow, at: number, otp: string): boolean {
  const window = Math.floor(at / LOGIN_CODE_WINDOW_MS);
  let found = false;
  for (let back = 0; back < LOGIN_CODE_WINDOWS; back++) {
    found = sameHash(loginCode(pepper, user, window - back), otp) || found;
  }
  return found;
}

async function mailLoginCode(deps: AuthDeps, user: UserRow, at: number): Promise<void> {
  const digits = loginCode(deps.pepper, user, Math.floor(at / LOGIN_CODE_WINDOW_MS));
  await queueCodeMail(deps.db, deps.mailLog, user, { purpose: 'login', digits });
  deps.mail?.kick();
}

/**
 * `codeTry` counts a code tried with the right password (a per-user limit: whoever holds the
 * password cannot guess the code either).
 */
export async function guardedLogin(
  deps: AuthDeps,
  input: LoginRequest,
  codeTry: (user: UserRow) => Promise<void>,
): Promise<SessionAnswer> {
  const now = deps.now();
  const user = await findByEmail(deps.db, input.email);
  const right = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstNothing(input.password);
  const owner = user && right && user.verifiedAt ? user : null;
  if (input.otp === undefined) {
    if (owner) deps.afterAnswer.run('login-code', () => mailLoginCode(deps, owner, now.getTime()));
    fail(403, AUTH_MESSAGES.codeNeeded);
  }
  if (owner) await codeTry(owner);
  if (!owner || !codeMatches(deps.pepper, owner, now.getTime(), input.otp)) {
    fail(401, AUTH_MESSAGES.loginCode);
  }
  return { token: await openSession(deps.db, owner.id, now), user: toUser(owner) };
}
