'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/checkout/field';

/**
 * A new password and its confirmation (sign-up, reset), both `autocomplete="new-password"` so
 * the browser offers to make one up and save it; the rule is shown before it is broken.
 */
export function PasswordFields({
  label,
  password,
  confirmation,
  errors,
}: {
  label: string;
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'confirmation'>;
  errors: { password?: FieldError; confirmation?: FieldError };
}) {
  const t = useTranslations('auth.fields');
  return (
    <>
      <Field
        id="password"
        type="password"
        label={label}
        hint={t('passwordRule')}
        autoComplete="new-password"
        registration={password}
        error={errors.password}
        errorMessages="auth.errors"
      />
      <Field
        id="confirmation"
        type="password"
        label={t('confirmation')}
        autoComplete="new-password"
        registration={confirmation}
        error={errors.confirmation}
        errorMessages="auth.errors"
      />
    </>
  );
}
