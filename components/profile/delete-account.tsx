'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, type DeleteAccountValues } from '@/lib/profile/forms';
import { currentSession } from '@/stores/auth';
import { endSession } from '@/stores/auth-requests';
import { FormStatus } from './form-status';
import { PasswordField } from './profile-field';
import { deleteAccount, type Outcome } from './profile-requests';
import { useProfileExit } from './profile-shell';

const DANGER_BUTTON =
  'block min-h-14 w-full rounded-full bg-brand-dark px-5 py-3.5 text-center text-lg font-bold text-white hover:bg-ink disabled:bg-neutral-300 disabled:text-neutral-700';

/**
 * "Sécurité": deleting the account, in two steps so no single tap does it. The password, typed
 * twice, says it is the diner (docs/product.md#validation: signed in, password required, the two
 * equal); the server checks it and says so when it is wrong. Done, the session ends and the
 * diner goes home.
 */
export function DeleteAccount() {
  const t = useTranslations('profile.security');
  const tError = useTranslations('profile.errors');
  const exit = useProfileExit();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onValid = async ({ password }: DeleteAccountValues) => {
    setOutcome(null);
    if (!currentSession()) {
      setOutcome({ ok: false, message: tError('notLoggedIn') });
      return;
    }
    const result = await deleteAccount(password);
    if (result.ok) await exit(endSession);
    else setOutcome(result);
  };

  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{t('heading')}</h3>
      <p className="text-neutral-700">{t('intro')}</p>
      {!confirming ? (
        <button
          type="button"
          aria-expanded={false}
          onClick={() => setConfirming(true)}
          className="min-h-12 rounded-full border-2 border-brand-dark px-5 font-bold text-brand-dark hover:bg-red-50"
        >
          {t('start')}
        </button>
      ) : (
        <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
          <p>{t('confirmIntro')}</p>
          <PasswordField
            id="delete-password"
            label={t('password')}
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password}
          />
          <PasswordField
            id="delete-confirmation"
            label={t('confirmation')}
            autoComplete="current-password"
            registration={register('confirmation')}
            error={errors.confirmation}
          />
          <FormStatus outcome={outcome} saved="" />
          <button type="submit" disabled={isSubmitting} className={DANGER_BUTTON}>
            {isSubmitting ? t('deleting') : t('confirm')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className="block min-h-12 w-full rounded-full px-5 font-semibold underline"
          >
            {t('cancel')}
          </button>
        </form>
      )}
    </div>
  );
}
