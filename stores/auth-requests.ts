/**
 * The account calls made with the signed-in diner's session (lib/api/client.ts `api.auth`). A
 * 401 from any of them means the server no longer knows the token (revoked by a logout
 * elsewhere, a password change, a reset, or expired): the diner is signed out with a French
 * notice instead of a page that keeps failing.
 */
import type { ApiResult } from '@/lib/api/client';
import { api } from '@/lib/api/client';
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

/** Logs out: the server revokes the token; the diner is signed out here whatever it answers. */
export async function logOut(): Promise<void> {
  const session = currentSession();
  useAuthStore.getState().signOut();
  if (session) await api.auth.logout(session);
}
