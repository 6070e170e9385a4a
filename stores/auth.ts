/**
 * Who is signed in (docs/product.md#accounts): the session token and the user, saved under
 * `comptoir-auth` and checked with zod on load (ADR 5); the page to return to after signing in,
 * and the notice shown once when the server ended the session. It knows nothing of the network:
 * stores/auth-requests.ts makes the calls and signs the diner out on a 401.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Session, User } from '@/lib/api/auth';
import { isSafeRedirect } from '@/lib/auth/redirect';
import type { SavedAuth } from './auth-saved';
import type { PersistedStore } from './hydrated';
import { validatedPersist } from './persisted';

export const AUTH_KEY = 'comptoir-auth';

/** Why the diner was signed out without asking: shown once, in French, by the auth notice. */
type AuthNotice = 'expired' | null;

export interface AuthState extends SavedAuth {
  notice: AuthNotice;
  signIn: (token: string, user: User) => void;
  setUser: (user: User) => void;
  /** Clears the session; `notice` says why when the diner did not ask for it. */
  signOut: (notice?: AuthNotice) => void;
  /** Remembers where to come back to (a path of this site; anything else is dropped), and when. */
  setRedirect: (path: string | null) => void;
  /**
   * The saved path, cleared as it is read; `/` when there is none or it was saved more than
   * `REDIRECT_TTL_MS` ago (a log-in days later does not land on an old page).
   */
  takeRedirect: () => string;
  clearNotice: () => void;
}

/** How long a saved page stays the way back: this sign-in attempt, not the next one. */
const REDIRECT_TTL_MS = 30 * 60 * 1000;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      session: null,
      redirect: null,
      redirectAt: null,
      notice: null,
      signIn: (token, user) => set({ session: { token, user }, notice: null }),
      setUser: (user) => {
        const { session } = get();
        if (session && session.user.id === user.id) set({ session: { ...session, user } });
      },
      signOut: (notice = null) => set({ session: null, notice }),
      setRedirect: (path) =>
        set(
          path !== null && isSafeRedirect(path)
            ? { redirect: path, redirectAt: Date.now() }
            : { redirect: null, redirectAt: null },
        ),
      takeRedirect: () => {
        const { redirect, redirectAt } = get();
        set({ redirect: null, redirectAt: null });
        const age = redirectAt === null ? Infinity : Date.now() - redirectAt;
        return redirect !== null && age >= 0 && age < REDIRECT_TTL_MS ? redirect : '/';
      },
      clearNotice: () => set({ notice: null }),
    }),
    validatedPersist<AuthState, SavedAuth>(
      AUTH_KEY,
      1,
      () => import('./auth-saved').then((m) => m.savedAuthSchema),
      ({ session, redirect, redirectAt }) => ({ session, redirect, redirectAt }),
    ),
  ),
);

/** The session as the account calls send it, or null for a guest. */
export function currentSession(state: Pick<AuthState, 'session'> = useAuthStore.getState()) {
  const { session } = state;
  return session ? ({ token: session.token, user_id: session.user.id } satisfies Session) : null;
}

/** For `useHydrated(AUTH)`: what waits for the saved session. */
export const AUTH: readonly PersistedStore[] = [useAuthStore];
