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

/** The notice itself, fetched by SessionNotice when a session has ended. */
export function SessionNoticeBody() {
  const t = useWords('auth.session');
  const clear = useAuthStore((s) => s.clearNotice);
  const here = unprefixed(usePathname() ?? '/');
  // On a sign-in page (where a guarded page sends the diner) the form is already there.
  const onSignIn = here.startsWith('/auth');
  return (
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
  );
}
