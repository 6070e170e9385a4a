'use client';

import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/stores/auth';
import { ProfileForm } from './profile-form';

/** "Mon compte": the account's e-mail (shown, not changed) and how to reach and deliver the diner. */
export function ProfileAccount() {
  const t = useTranslations('profile.form');
  const email = useAuthStore((s) => s.session?.user.email ?? '');
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{t('accountHeading')}</h3>
      <p className="text-neutral-700">{t('accountIntro')}</p>
      <ProfileForm fields={['phone', 'address']}>
        <div className="space-y-1">
          <label htmlFor="email" className="block font-semibold">
            {t('email')}
          </label>
          <p id="email-hint" className="text-sm text-neutral-600">
            {t('emailHint')}
          </p>
          <input
            id="email"
            type="email"
            value={email}
            readOnly
            autoComplete="email"
            aria-describedby="email-hint"
            className="min-h-12 w-full rounded-xl border border-neutral-200 bg-neutral-100 px-4 text-base text-neutral-700"
          />
        </div>
      </ProfileForm>
    </div>
  );
}
