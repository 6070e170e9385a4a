'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/checkout/field';
import { api } from '@/lib/api-client';
import { signupSchema, type SignupForm as SignupValues } from '@/lib/auth/forms';
import { AUTH } from '@/stores/auth';
import { useHydrated } from '@/stores/hydrated';
import { rememberSignupPassword } from '@/stores/signup-password';
import { FORM_COLUMN, EmailField, FormLink, SubmitButton, useAuthFlow } from './auth-form';
import { PasswordFields } from './password-fields';

/** Where a new account confirms its e-mail, the address in the URL (no storage needed). */
const verifyPath = (email: string) => `/auth/verify?email=${encodeURIComponent(email)}`;

/**
 * Create an account (docs/product.md#accounts): names, phone, e-mail and a password typed twice.
 * The server mails a code and the diner goes to `/auth/verify`, still signed out: the token the
 * sign-up answers with opens nothing until the code is verified (docs/adr/0018), and the
 * verification, sent with the password typed here, answers with the real session. `email` and `details` prefill the form (`?email=`,
 * `?first_name=`, `?last_name=`, `?phone=`: the page after a guest order sends them).
 */
export type SignupDetails = Partial<Record<'first_name' | 'last_name' | 'phone', string>>;

export function SignupForm({
  email,
  details = {},
}: {
  email: string | null;
  /** Names and phone known already (`?first_name=&last_name=&phone=`, from a guest order). */
  details?: SignupDetails;
}) {
  const t = useTranslations('auth');
  const ready = useHydrated(AUTH);
  const { failure, leaving, go } = useAuthFlow();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      first_name: details.first_name ?? '',
      last_name: details.last_name ?? '',
      phone: details.phone ?? '',
      email: email ?? '',
      password: '',
      confirmation: '',
    },
  });

  const onValid = async ({ first_name, last_name, phone, email, password }: SignupValues) => {
    const account = { first_name, last_name, phone, email, password };
    failure.clear();
    const result = await api.auth.signup(account);
    if (!result.ok) return failure.fail(result.error);
    rememberSignupPassword(email, password);
    go(verifyPath(account.email));
  };

  return (
    <div className={FORM_COLUMN}>
      <form noValidate method="post" onSubmit={handleSubmit(onValid)} className="space-y-4">
        <Field
          id="first_name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          registration={register('first_name')}
          error={errors.first_name}
        />
        <Field
          id="last_name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          registration={register('last_name')}
          error={errors.last_name}
        />
        <Field
          id="phone"
          type="tel"
          label={t('fields.phone')}
          hint={t('fields.phoneHint')}
          autoComplete="tel"
          inputMode="tel"
          registration={register('phone')}
          error={errors.phone}
        />
        <EmailField registration={register('email')} error={errors.email} />
        <PasswordFields
          label={t('fields.password')}
          password={register('password')}
          confirmation={register('confirmation')}
          errors={errors}
        />
        <SubmitButton
          failure={failure.message}
          pending={isSubmitting || leaving}
          ready={ready}
          label={t('signup.submit')}
          pendingLabel={t('signup.pending')}
        />
      </form>
      <FormLink text={t('signup.hasAccount')} href="/auth/login" label={t('signup.login')} />
    </div>
  );
}
