'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useWords } from '@/components/intl/words';
import { CloseIcon } from '@/components/ui/icons';
import { isSafeRedirect } from '@/lib/auth/redirect';
import { useAuthStore } from '@/stores/auth';

const unprefixed = (path: string) => path.replace(/^\/fr(?=\/|$)/, '') || '/';

/** The login, then back to `here` (when it is a page of this site). */
const loginPath = (here: string) =>
  isSafeRedirect(here) ? `/auth/login?redirect=${encodeURIComponent(here)}` : '/auth/login';

/**
 * Says once, politely, that the server ended the session (a revoked or expired token: any 401,
 * stores/auth-requests.ts), with the way back in. The live region is always there, empty, so
 * screen readers announce the text when it comes.
 */
export function SessionNotice() {
  const t = useWords('auth.session');
  const expired = useAuthStore((s) => s.notice === 'expired');
  const clear = useAuthStore((s) => s.clearNotice);
  const here = unprefixed(usePathname() ?? '/');
  // On a sign-in page (where a guarded page sends the diner) the form is already there.
  const onSignIn = here.startsWith('/auth');
  return (
    <div role="status" className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md">
      {expired && (
        <div className="flex items-center gap-3 rounded-2xl bg-ink p-4 text-white shadow-lg ring-1 ring-white/25">
          <p className="flex-1 font-semibold">
            {t('expired')}
            {!onSignIn && (
              <>
                {' '}
                <Link href={loginPath(here)} onClick={clear} className="text-gold underline">
                  {t('login')}
                </Link>
              </>
            )}
          </p>
          <button
            type="button"
            onClick={clear}
            className="-m-1 shrink-0 rounded-full p-2 hover:bg-white/10"
          >
            <CloseIcon />
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
