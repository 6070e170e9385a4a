/**
 * What the auth store saves, as checked when it is read back (stores/persisted.ts). Loaded only
 * when something was saved: zod stays out of the first scripts of a page.
 */
import { z } from 'zod';
import { tokenSchema, userSchema } from '@/lib/api/auth';
import { isSafeRedirect } from '@/lib/auth/redirect';

export const savedAuthSchema = z.object({
  /** The signed-in customer: their session token and who they are; null when signed out. */
  session: z.object({ token: tokenSchema, user: userSchema }).nullable(),
  /** Where to go once signed in (a path of this site), null for the home page. */
  redirect: z.string().max(500).refine(isSafeRedirect).nullable(),
  /**
   * When that page was saved (ms since 1970): it is for this sign-in only (stores/auth.ts
   * `takeRedirect`). Added after version 1 shipped: a page saved without it is too old to use.
   */
  redirectAt: z.number().int().nonnegative().nullable().default(null),
});
export type SavedAuth = z.infer<typeof savedAuthSchema>;
