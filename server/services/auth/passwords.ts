/**
 * Password hashes with scrypt (docs/adr/0018-accounts-passwords-codes-and-sessions.md): a hash
 * carries its parameters (`scrypt$N$r$p$salt$key`), so the cost can be raised and an older hash is
 * rewritten at the next good login. Checks are constant-time, and an unknown email spends a dummy
 * hash's scrypt, so "no such account" costs as much as "wrong password".
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** N = 2^15, r = 8, p = 1: 32 MiB per hash (ADR 18; its time is in bench/RESULTS.md). */
export const SCRYPT = { N: 32_768, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that for our N, r.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT, KEY_BYTES);
  const { N, r, p } = SCRYPT;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed extends Params {
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** True when `password` is the one `stored` was made from. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** A hash made with other parameters than today's, to be rewritten after a good login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== SCRYPT.N || parsed.r !== SCRYPT.r || parsed.p !== SCRYPT.p;
}

let dummy: Promise<string> | undefined;

/** Spends one check's worth of scrypt on nothing: the answer for an email without an account. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
