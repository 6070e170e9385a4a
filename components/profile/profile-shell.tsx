'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { AUTH, useAuthStore } from '@/stores/auth';
import { logOut } from '@/stores/auth-requests';
import { useHydrated } from '@/stores/hydrated';
import { ProfileNav } from './profile-nav';
import { PROFILE_VIEWS, type ProfileView } from './views';

/** Ends the session on purpose (log out, deletion), then goes home instead of to the log-in. */
const ExitContext = createContext<(signOut: () => Promise<void> | void) => Promise<void>>(
  async (signOut) => {
    await signOut();
  },
);
export const useProfileExit = () => useContext(ExitContext);

/**
 * The signed-in diner's frame around every profile view: their name, the views, "Se
 * déconnecter". A visitor without a session (never signed in, or signed out by a 401 on the
 * way) is sent to the log-in with this page to come back to; until the saved session is read,
 * a quiet line.
 */
export function ProfileShell({ view, children }: { view: ProfileView; children: React.ReactNode }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const hydrated = useHydrated(AUTH);
  const user = useAuthStore((s) => s.session?.user ?? null);
  const leaving = useRef(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const path = PROFILE_VIEWS[view].path;

  useEffect(() => {
    if (hydrated && !user && !leaving.current) {
      router.replace(`/auth/login?redirect=${encodeURIComponent(path)}`);
    }
  }, [hydrated, user, path, router]);

  const exit = useCallback(
    async (signOut: () => Promise<void> | void) => {
      leaving.current = true;
      await signOut();
      router.push('/');
    },
    [router],
  );

  if (!hydrated || !user) {
    return (
      <p role="status" className="text-neutral-600">
        {t('loading')}
      </p>
    );
  }
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <ExitContext.Provider value={exit}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-extrabold">{t('greeting', { name })}</h2>
            <p className="text-sm text-neutral-600">{t('signedInAs', { email: user.email })}</p>
          </div>
          <button
            type="button"
            disabled={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void exit(logOut);
            }}
            className="min-h-11 rounded-full border border-neutral-300 px-4 font-semibold hover:border-ink disabled:text-neutral-500"
          >
            {loggingOut ? t('loggingOut') : t('logOut')}
          </button>
        </div>
        <ProfileNav current={view} />
        <section>{children}</section>
      </div>
    </ExitContext.Provider>
  );
}
