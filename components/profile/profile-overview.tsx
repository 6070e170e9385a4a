'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/stores/auth';
import { PROFILE_VIEWS, VIEW_ORDER } from './views';

/** `/profile`: what the account holds at a glance, and a way to each view with what it is for. */
export function ProfileOverview() {
  const t = useTranslations('profile.overview');
  const tNav = useTranslations('profile.nav');
  const user = useAuthStore((s) => s.session?.user);
  if (!user) return null;
  const facts: [string, string][] = [
    [t('name'), `${user.first_name} ${user.last_name}`],
    [t('email'), user.email],
    [t('phone'), user.phone],
    [t('address'), user.address || t('noAddress')],
  ];
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h3 className="text-lg font-bold">{t('heading')}</h3>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="mb-2 break-words text-neutral-700 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="space-y-2">
        <h3 className="text-lg font-bold">{t('shortcuts')}</h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {VIEW_ORDER.filter((view) => view !== 'overview').map((view) => (
            <li key={view}>
              <Link
                href={PROFILE_VIEWS[view].path}
                className="block min-h-12 rounded-2xl border border-neutral-200 p-4 hover:border-ink"
              >
                <span className="block font-bold">{tNav(view)}</span>
                <span className="block text-sm text-neutral-600">{t(view)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Link
        href="/menu"
        className="inline-block rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
      >
        {t('order')}
      </Link>
    </div>
  );
}
