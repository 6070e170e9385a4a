/**
 * The commonest passwords, refused wherever one is chosen (sign-up, reset, change): a list kept on
 * the server (server/data/common-passwords.json, compared without regard to case), so the
 * storefront ships none of it and refuses only blank and trivial ones itself (lib/api/person.ts).
 * Its source and why not a package: docs/adr/0033-common-passwords-refused-by-the-api.md.
 */
import type { z } from 'zod';
import { PASSWORD_TOO_COMMON } from '@/lib/api/auth';
import list from '../../data/common-passwords.json';

const COMMON = new Set<string>(list);

/** Whether `password` is among the commonest, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** `schema`, whose `password`, when there is one, must not be among the commonest. */
export function refusingCommonPasswords<T extends z.ZodType<{ password?: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (typeof value.password === 'string' && isCommonPassword(value.password)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_COMMON });
    }
  });
}
