'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled text field with its French error tied by aria-describedby; big tap target. The
 * error's message is a key of `errorMessages` (the checkout's by default; the account forms
 * pass `auth.errors`). Its type is always written (`text` unless given): checkers of input purpose
 * (WCAG 1.3.5) read an autocomplete token against it.
 */
export function Field({
  id,
  label,
  hint,
  error,
  registration,
  errorMessages = 'checkout.errors',
  type = 'text',
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  errorMessages?: 'checkout.errors' | 'auth.errors' | 'profile.errors';
} & InputHTMLAttributes<HTMLInputElement>) {
  const tError = useTranslations(errorMessages);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="min-h-12 w-full rounded-xl border border-neutral-300 px-4 text-base aria-invalid:border-brand"
      />
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-semibold text-brand-dark">
          {tError(error.message)}
        </p>
      )}
    </div>
  );
}

export const PRIMARY_BUTTON =
  'block min-h-14 w-full rounded-full bg-brand px-5 py-3.5 text-center text-lg font-bold text-white hover:bg-brand-dark disabled:bg-neutral-300 disabled:text-neutral-700';
