/**
 * Session tokens and one-time codes (docs/adr/0018). Neither is stored as it is: a token is 32
 * random bytes whose SHA-256 is kept (a stolen table opens no session), a code is six random
 * digits kept as an HMAC keyed with the API's pepper (a pepper the database does not hold, so a
 * stolen table does not give the million candidates away).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Six digits, each of the million equally likely. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a user's code: bound to the user, so one code never matches another's. */
export function codeHash(pepper: Buffer, userId: number, code: string): string {
  return createHmac('sha256', pepper).update(`${userId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The code of a guarded login (docs/adr/0037) for the window holding `at`: derived, not stored,
 * from the user and their password's hash, so a new password voids it and nothing a stranger
 * does (a code asked, a code tried) can replace or spend it.
 */
export function loginCode(
  pepper: Buffer,
  user: { id: number; passwordHash: string },
  window: number,
): string {
  const mac = createHmac('sha256', pepper)
    .update(`login:${user.id}:${user.passwordHash}:${window}`)
    .digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
