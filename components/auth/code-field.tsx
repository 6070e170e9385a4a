'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/checkout/field';

/**
 * The 6-digit code in one field: a paste, the keyboard's suggestion from the mail or an SMS
 * (`autocomplete="one-time-code"`) and a password manager all fill it at once, which six boxes
 * make hard. Anything but digits is dropped as it is typed or pasted ("123 456" → "123456").
 */
export function CodeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'otp'>;
  error?: FieldError;
}) {
  const t = useTranslations('auth.fields');
  return (
    <Field
      id="otp"
      label={t('code')}
      hint={t('codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      style={{ letterSpacing: '0.4em' }}
      registration={{
        ...registration,
        onChange: (event: { target: HTMLInputElement }) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
          return registration.onChange(event);
        },
      }}
      error={error}
      errorMessages="auth.errors"
    />
  );
}
