'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PRIMARY_BUTTON } from '@/components/checkout/field';
import { useAuthStore } from '@/stores/auth';
import { passwordChangeSchema, type PasswordChangeValues } from '@/lib/profile/forms';
import { FormStatus } from './form-status';
import { PasswordField } from './profile-field';
import { changePassword, type Outcome } from './profile-requests';

const EMPTY: PasswordChangeValues = { current_password: '', password: '', confirmation: '' };

/**
 * "Mot de passe": the current one, then the new one twice. The server checks the current one,
 * and ends every other session of the account; this one stays signed in.
 */
export function ChangePassword() {
  const t = useTranslations('profile.password');
  const email = useAuthStore((s) => s.session?.user.email ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const onValid = async ({ current_password, password }: PasswordChangeValues) => {
    setOutcome(null);
    const result = await changePassword(current_password, password);
    if (result.ok) reset(EMPTY);
    setOutcome(result);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-neutral-700">{t('intro')}</p>
      {/* The account's name, for the browser's password manager to file the new password under. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id="current-password"
        label={t('current')}
        autoComplete="current-password"
        registration={register('current_password')}
        error={errors.current_password}
      />
      <PasswordField
        id="new-password"
        label={t('new')}
        hint={t('newHint')}
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <PasswordField
        id="new-password-confirmation"
        label={t('confirmation')}
        autoComplete="new-password"
        registration={register('confirmation')}
        error={errors.confirmation}
      />
      <FormStatus outcome={outcome} saved={t('saved')} />
      <button type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
