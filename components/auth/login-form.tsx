'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/checkout/field';
import { api, type ApiResult } from '@/lib/api-client';
import type { SessionResponse } from '@/lib/api/auth';
import { loginCodeSchema, loginSchema, type LoginForm as LoginValues } from '@/lib/auth/forms';
import { AUTH, useAuthStore } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';
import {
  FORM_COLUMN,
  EmailField,
  FormLink,
  FormNotice,
  SubmitButton,
  useAuthFlow,
} from './auth-form';
import { CodeField } from './code-field';
import { ResendCode } from './resend-code';

/**
 * Log in (docs/product.md#accounts): e-mail and password, then back to the saved page or `/`.
 * `redirect` is the page that sent the diner here (`?redirect=`), kept only if it is a path of
 * this site; without one, a page saved by this sign-in (before a detour by the sign-up, say) is
 * used if it is less than 30 minutes old (stores/auth.ts). `reset` says a new password was just
 * chosen, for the account `email`. While the server guards the e-mail (a 403: many passwords
 * tried from elsewhere, docs/adr/0037), the password goes again with the code it mailed.
 */
export function LoginForm({
  redirect,
  reset,
  email = null,
}: {
  redirect: string | null;
  reset: boolean;
  email?: string | null;
}) {
  const t = useTranslations('auth');
  const ready = useHydrated(AUTH);
  const { failure, leaving, go } = useAuthFlow();
  // What the server said when it asked for a code; null while the password alone will do.
  const [guarded, setGuarded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(guarded === null ? loginSchema : loginCodeSchema),
    defaultValues: { email: email ?? '', password: '', otp: '' },
  });
  useEffect(() => {
    if (guarded !== null) setFocus('otp');
  }, [guarded, setFocus]);

  useEffect(() => {
    if (ready && redirect !== null) useAuthStore.getState().setRedirect(redirect);
  }, [ready, redirect]);

  const signIn = ({ token, user }: SessionResponse) => {
    const auth = useAuthStore.getState();
    auth.signIn(token, user);
    go(auth.takeRedirect());
  };

  /** A 403 is the guard asking for a code (mailed if the password is right), not a refusal. */
  const askedForCode = (result: ApiResult<SessionResponse>) =>
    !result.ok && result.error.status === 403 && result.error.message !== null;

  const onValid = async ({ email: address, password, otp }: LoginValues) => {
    failure.clear();
    const result = await api.auth.login(
      guarded === null ? { email: address, password } : { email: address, password, otp },
    );
    if (!result.ok && askedForCode(result)) return setGuarded(result.error.message);
    if (!result.ok) return failure.fail(result.error);
    signIn(result.data);
  };

  const resend = async (): Promise<ApiResult<null>> => {
    const { email: address, password } = getValues();
    const result = await api.auth.login({ email: address, password });
    if (result.ok) signIn(result.data);
    return result.ok || askedForCode(result) ? { ok: true, data: null } : result;
  };

  return (
    <div className={FORM_COLUMN}>
      {reset && <FormNotice message={t('login.resetDone')} />}
      {guarded !== null && <FormNotice message={guarded} />}
      <form noValidate method="post" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <EmailField registration={register('email')} error={errors.email} />
        <Field
          id="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
          errorMessages="auth.errors"
        />
        {guarded !== null && <CodeField registration={register('otp')} error={errors.otp} />}
        <p className="text-right">
          <Link href="/auth/forgot" className="font-semibold text-brand-dark underline">
            {t('login.forgot')}
          </Link>
        </p>
        <SubmitButton
          failure={failure.message}
          pending={isSubmitting || leaving}
          ready={ready}
          label={t('login.submit')}
          pendingLabel={t('login.pending')}
        />
      </form>
      {guarded !== null && <ResendCode send={resend} waitFirst />}
      <FormLink text={t('login.noAccount')} href="/auth/signup" label={t('login.signup')} />
    </div>
  );
}
