'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { confirmSchema, verifySchema, type VerifyForm as VerifyValues } from '@/lib/auth/forms';
import { AUTH, useAuthStore } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';
import { forgetSignupPassword, signupPassword } from '@/stores/signup-password';
import { FORM_COLUMN, EmailField, SubmitButton, useAuthFlow } from './auth-form';
import { CodeField } from './code-field';
import { PasswordFields } from './password-fields';
import { ResendCode } from './resend-code';

/**
 * Confirm the e-mail with the code the server mailed (docs/product.md#accounts): signed in with
 * the answer, then back to the saved page or `/`. `email` comes from the sign-up (`?email=`);
 * without a valid one the diner types it, and may change it anyway. The confirmation sets the
 * account's password (docs/adr/0018): the one just typed at sign-up in this tab, else one the
 * diner chooses here.
 */
export function VerifyForm({ email }: { email: string | null }) {
  const t = useTranslations('auth');
  const ready = useHydrated(AUTH);
  const { failure, leaving, go } = useAuthFlow();
  const known = email !== null && verifySchema.shape.email.safeParse(email).success;
  const [editing, setEditing] = useState(!known);
  const [choosing, setChoosing] = useState(() => !known || signupPassword(email) === null);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<VerifyValues>({
    resolver: zodResolver(choosing ? confirmSchema : verifySchema),
    defaultValues: { email: known ? email : '', otp: '', password: '', confirmation: '' },
  });

  const onValid = async ({ email: address, otp, password: typed }: VerifyValues) => {
    const password = choosing ? typed : signupPassword(address);
    if (password === null) return setChoosing(true);
    failure.clear();
    const result = await api.auth.verifyOtp({ email: address, otp, password });
    if (!result.ok) return failure.fail(result.error);
    forgetSignupPassword();
    const auth = useAuthStore.getState();
    auth.signIn(result.data.token, result.data.user);
    go(auth.takeRedirect());
  };

  const resend = async () => {
    if (!(await trigger('email', { shouldFocus: true }))) return null;
    return api.auth.sendOtp(getValues('email').trim());
  };

  return (
    <div className={FORM_COLUMN}>
      <form noValidate method="post" onSubmit={handleSubmit(onValid)} className="space-y-4">
        {editing ? (
          <>
            <p>{t('verify.noEmail')}</p>
            <EmailField registration={register('email')} error={errors.email} />
          </>
        ) : (
          <div className="rounded-2xl bg-cream p-4">
            <p>{t('verify.intro')}</p>
            <p className="my-1 font-bold break-all" data-testid="verify-email">
              {getValues('email')}
            </p>
            <button
              type="button"
              onClick={() => {
                setEditing(true);
                setChoosing(true);
              }}
              className="font-semibold text-brand-dark underline"
            >
              {t('verify.changeEmail')}
            </button>
            <input type="hidden" {...register('email')} />
          </div>
        )}
        <CodeField registration={register('otp')} error={errors.otp} />
        {choosing && (
          <>
            <p>{t('verify.choosePassword')}</p>
            <PasswordFields
              label={t('fields.password')}
              password={register('password')}
              confirmation={register('confirmation')}
              errors={errors}
            />
          </>
        )}
        <SubmitButton
          failure={failure.message}
          pending={isSubmitting || leaving}
          ready={ready}
          label={t('verify.submit')}
          pendingLabel={t('verify.pending')}
        />
      </form>
      <ResendCode send={resend} waitFirst={known} />
    </div>
  );
}
