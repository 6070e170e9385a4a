/**
 * The account calls made with the signed-in diner's session (lib/api-client/account.ts). A 401
 * from any of them means the server does not know the token (revoked by a logout elsewhere, a
 * password change, a reset, or expired): the diner is signed out with a French notice instead of
 * a page that keeps failing.
 */
import type { ApiResult } from '@/lib/api-client';
import { api } from '@/lib/api-client';
import type { Session } from '@/lib/api/auth';
import { currentSession, useAuthStore } from './auth';

const SIGNED_OUT: ApiResult<never> = {
  ok: false,
  error: { kind: 'http', status: 401, message: null, retryable: false },
};

/** Runs `call` with the current session; a 401 ends that session (not a newer one). */
export async function withSession<T>(
  call: (session: Session) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const session = currentSession();
  if (!session) return SIGNED_OUT;
  const result = await call(session);
  if (!result.ok && result.error.status === 401 && currentSession()?.token === session.token) {
    useAuthStore.getState().signOut('expired');
  }
  return result;
}

/**
 * The saved checkout forgets the person (docs/product.md#checkout-with-an-account). The page
 * may not have loaded it (the profile, /auth): it comes with its own chunk, never with the
 * header's scripts (zod: ADR 17), and is read from storage before it is changed, or the saved
 * details would come back over the change.
 */
async function forgetCheckoutCustomer(): Promise<void> {
  const { useCheckoutStore } = await import('./checkout');
  if (!useCheckoutStore.persist.hasHydrated()) await useCheckoutStore.persist.rehydrate();
  useCheckoutStore.getState().forgetCustomer();
}

/**
 * Ends the session the diner chose to end (a logout, a deleted account): signed out here, and
 * their details gone from this device's checkout so the next person does not order with them.
 * Not for a 401 (withSession): the same diner is still there and may go on as a guest.
 */
export async function endSession(): Promise<void> {
  useAuthStore.getState().signOut();
  await forgetCheckoutCustomer();
}

/** Logs out: the server revokes the token; the diner is signed out here whatever it answers. */
export async function logOut(): Promise<void> {
  const session = currentSession();
  await Promise.all([endSession(), session ? api.auth.logout(session) : null]);
}
