'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api, type ApiResult } from '@/lib/api-client';
import { forgotSchema, resetSchema, type ForgotForm, type ResetForm } from '@/lib/auth/forms';
import { AUTH } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';
import {
  FORM_COLUMN,
  EmailField,
  FormLink,
  FormNotice,
  SubmitButton,
  useAuthFlow,
  useFailure,
} from './auth-form';
import { CodeField } from './code-field';
import { PasswordFields } from './password-fields';
import { ResendCode } from './resend-code';

/** Where the diner logs in with the new password, told that it worked, the e-mail filled in. */
const afterReset = (email: string) => `/auth/login?reset=1&email=${encodeURIComponent(email)}`;

/**
 * Whether a code request went through as far as the diner may know. The answer never says
 * whether the address has an account (docs/product.md#accounts): anything but a refusal for
 * too many tries (429) or no answer at all reads as "sent", with the same words.
 */
function refusedToSend(result: ApiResult<null>): boolean {
  if (result.ok) return false;
  const { kind, status } = result.error;
  return status === 429 || kind === 'network' || (kind === 'http' && (status ?? 500) >= 500);
}

/**
 * Forgotten password, on one page (docs/product.md#accounts): the e-mail, then the code mailed
 * to it with a new password typed twice; then to `/auth/login`.
 */
export function ForgotFlow() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? (
    <EmailStep onSent={setEmail} />
  ) : (
    <ResetStep email={email} onOtherEmail={() => setEmail(null)} />
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const t = useTranslations('auth');
  const ready = useHydrated(AUTH);
  const failure = useFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } });

  const onValid = async ({ email }: ForgotForm) => {
    failure.clear();
    const result = await api.auth.sendOtp(email);
    if (!result.ok && refusedToSend(result)) return failure.fail(result.error);
    onSent(email);
  };

  return (
    <div className={FORM_COLUMN}>
      <form noValidate method="post" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <p>{t('forgot.intro')}</p>
        <EmailField registration={register('email')} error={errors.email} />
        <SubmitButton
          failure={failure.message}
          pending={isSubmitting}
          ready={ready}
          label={t('forgot.send')}
          pendingLabel={t('forgot.sending')}
        />
      </form>
      <FormLink href="/auth/login" label={t('forgot.backToLogin')} />
    </div>
  );
}

function ResetStep({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const t = useTranslations('auth');
  const { failure, leaving, go } = useAuthFlow();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { otp: '', password: '', confirmation: '' },
  });
  // The button that led here is gone: the focus goes on to what comes next, the code.
  useEffect(() => {
    setFocus('otp');
  }, [setFocus]);

  const onValid = async ({ otp, password }: ResetForm) => {
    failure.clear();
    const result = await api.auth.resetPassword({ email, otp, password });
    if (!result.ok) return failure.fail(result.error);
    go(afterReset(email));
  };

  const resend = async () => {
    const result = await api.auth.sendOtp(email);
    return refusedToSend(result) ? result : ({ ok: true, data: null } as const);
  };

  return (
    <div className={FORM_COLUMN}>
      <FormNotice message={t('forgot.sent')} />
      <form noValidate method="post" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <h2 className="text-xl font-extrabold">{t('forgot.resetHeading')}</h2>
        <p className="font-bold break-all">{email}</p>
        {/* The account the new password belongs to, for the browser's password manager. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <CodeField registration={register('otp')} error={errors.otp} />
        <PasswordFields
          label={t('fields.newPassword')}
          password={register('password')}
          confirmation={register('confirmation')}
          errors={errors}
        />
        <SubmitButton
          failure={failure.message}
          pending={isSubmitting || leaving}
          ready
          label={t('forgot.submit')}
          pendingLabel={t('forgot.pending')}
        />
      </form>
      <ResendCode send={resend} waitFirst />
      <p className="text-center">
        <button
          type="button"
          onClick={onOtherEmail}
          className="font-semibold text-brand-dark underline"
        >
          {t('forgot.otherEmail')}
        </button>
      </p>
    </div>
  );
}
