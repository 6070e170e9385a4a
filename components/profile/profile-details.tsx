'use client';

import { useTranslations } from 'next-intl';
import { ProfileForm } from './profile-form';

/** "Mes informations": who the diner is, as orders and mails name them. */
export function ProfileDetails() {
  const t = useTranslations('profile.form');
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{t('detailsHeading')}</h3>
      <p className="text-neutral-700">{t('detailsIntro')}</p>
      <ProfileForm fields={['first_name', 'last_name']} />
    </div>
  );
}
