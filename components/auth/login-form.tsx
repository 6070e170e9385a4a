'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/checkout/field';
import { api } from '@/lib/api-client';
import { loginSchema, type LoginForm as LoginValues } from '@/lib/auth/forms';
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

/**
 * Log in (docs/product.md#accounts): e-mail and password, then back to the saved page or `/`.
 * `redirect` is the page that sent the diner here (`?redirect=`), kept only if it is a path of
 * this site; without one, a page saved by this sign-in (before a detour by the sign-up, say) is
 * used if it is less than 30 minutes old (stores/auth.ts). `reset` says a new password was just
 * chosen, for the account `email`.
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: email ?? '', password: '' },
  });

  useEffect(() => {
    if (ready && redirect !== null) useAuthStore.getState().setRedirect(redirect);
  }, [ready, redirect]);

  const onValid = async (values: LoginValues) => {
    failure.clear();
    const result = await api.auth.login(values);
    if (!result.ok) return failure.fail(result.error);
    const auth = useAuthStore.getState();
    auth.signIn(result.data.token, result.data.user);
    go(auth.takeRedirect());
  };

  return (
    <div className={FORM_COLUMN}>
      {reset && <FormNotice message={t('login.resetDone')} />}
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
      <FormLink text={t('login.noAccount')} href="/auth/signup" label={t('login.signup')} />
    </div>
  );
}
