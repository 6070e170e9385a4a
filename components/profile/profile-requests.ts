/**
 * The profile's writes: `update-profile` takes the whole user (docs/contract.md#accounts), so a
 * view that edits part of it sends the rest as the store has it, and the store keeps what the
 * server accepted (its answer carries no user).
 */
import { api, refusal, type ApiResult } from '@/lib/api-client';
import type { ProfileValues } from '@/lib/profile/forms';
import { useAuthStore } from '@/stores/auth';
import { withSession } from '@/stores/auth-requests';

/** The server's reason for a refusal, or null to word a generic one. */
export type Outcome = { ok: true } | { ok: false; message: string | null };

const outcome = (result: ApiResult<unknown>): Outcome =>
  result.ok ? { ok: true } : { ok: false, message: refusal(result.error) };

/** The editable fields of the signed-in user, as the server has them. */
function currentValues(): ProfileValues | null {
  const user = useAuthStore.getState().session?.user;
  if (!user) return null;
  const { first_name, last_name, phone, address } = user;
  return { first_name, last_name, phone, address };
}

/**
 * Saves some of the profile's fields; the store's user follows when the server accepts, and
 * only if it is still the user who saved (another may have signed in on this device meanwhile).
 */
export async function saveProfile(changes: Partial<ProfileValues>): Promise<Outcome> {
  const values = currentValues();
  const savedBy = useAuthStore.getState().session?.user.id;
  if (!values || savedBy === undefined) return { ok: false, message: null };
  const result = await withSession((s) => api.auth.updateProfile(s, { ...values, ...changes }));
  const user = useAuthStore.getState().session?.user;
  if (result.ok && user?.id === savedBy) useAuthStore.getState().setUser({ ...user, ...changes });
  return outcome(result);
}

/** A new password, checked against the current one; the server revokes the other sessions. */
export async function changePassword(current_password: string, password: string) {
  const values = currentValues();
  if (!values) return { ok: false, message: null } satisfies Outcome;
  return outcome(
    await withSession((s) => api.auth.updateProfile(s, { ...values, current_password, password })),
  );
}

/** Deletes the account; on success the session ends here too. */
export async function deleteAccount(password: string): Promise<Outcome> {
  const result = await withSession((s) => api.auth.deleteProfile(s, password));
  return outcome(result);
}
