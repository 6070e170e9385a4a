'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PROFILE_VIEWS, VIEW_ORDER, type ProfileView } from './views';

/** The profile's views as a row of tabs that scrolls sideways on a phone. */
export function ProfileNav({ current }: { current: ProfileView }) {
  const t = useTranslations('profile.nav');
  return (
    <nav aria-label={t('label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 whitespace-nowrap">
        {VIEW_ORDER.map((view) => (
          <li key={view}>
            <Link
              href={PROFILE_VIEWS[view].path}
              aria-current={view === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 font-semibold hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {t(view)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
