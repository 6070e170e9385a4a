'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PRIMARY_BUTTON } from '@/components/checkout/field';
import { AUTH, useAuthStore } from '@/stores/auth';
import { logOut } from '@/stores/auth-requests';
import { useHydrated } from '@/stores/hydrated';
import { FORM_COLUMN } from './auth-form';

const SECONDARY =
  'block min-h-14 w-full rounded-full border-2 border-ink px-5 py-3 text-center text-lg font-bold hover:bg-cream disabled:border-neutral-300 disabled:text-neutral-600';

/**
 * `/auth` (docs/product.md#accounts): log in or create an account; a diner already signed in
 * sees who, the way to their space, and "Se déconnecter" (then the home page).
 */
export function AccountEntry() {
  const t = useTranslations('auth.entry');
  const hydrated = useHydrated(AUTH);
  const user = useAuthStore((s) => s.session?.user ?? null);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  // The saved session decides what shows: a box of the same height meanwhile.
  if (!hydrated) {
    return (
      <p role="status" className="min-h-64 py-10 text-center text-neutral-600">
        {t('loading')}
      </p>
    );
  }
  if (user) {
    const logout = async () => {
      setLeaving(true);
      await logOut();
      router.push('/');
    };
    const name = [user.first_name, user.last_name].join(' ').trim() || user.email;
    return (
      <div className={FORM_COLUMN}>
        <p className="rounded-2xl bg-cream p-4 text-lg">{t('signedInAs', { name })}</p>
        <Link href="/profile" className={PRIMARY_BUTTON}>
          {t('profile')}
        </Link>
        <Link href="/profile/ViewOrders" className={SECONDARY}>
          {t('orders')}
        </Link>
        <button type="button" onClick={logout} disabled={leaving} className={SECONDARY}>
          {leaving ? t('loggingOut') : t('logout')}
        </button>
      </div>
    );
  }
  return (
    <div className={FORM_COLUMN}>
      <p className="text-lg">{t('intro')}</p>
      <Choice id="entry-login" question={t('loginText')} href="/auth/login" primary>
        {t('login')}
      </Choice>
      <Choice id="entry-signup" question={t('signupText')} href="/auth/signup">
        {t('signup')}
      </Choice>
    </div>
  );
}

/** One way in: the question it answers and its link. */
function Choice({
  id,
  question,
  href,
  primary = false,
  children,
}: {
  id: string;
  question: string;
  href: string;
  primary?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`space-y-3 rounded-2xl p-5 ${primary ? 'bg-cream' : 'border-2 border-neutral-200'}`}
    >
      <h2 id={id} className="text-lg font-bold">
        {question}
      </h2>
      <Link href={href} className={primary ? PRIMARY_BUTTON : SECONDARY}>
        {children}
      </Link>
    </section>
  );
}
