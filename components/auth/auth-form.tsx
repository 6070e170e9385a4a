'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, PRIMARY_BUTTON } from '@/components/checkout/field';
import { refusal, type ApiError } from '@/lib/api-client';

/**
 * What the sign-in forms share: the failure shown above the submit button (the server's French
 * reason for a refusal, a 429 included; a French "try again" when no answer or a 5xx came:
 * docs/product.md#accounts), the button with its loading state, and the links under a form.
 */

/** The message a failed call leaves for the diner, and a way to set and clear it. */
export function useFailure() {
  const t = useTranslations('auth.errors');
  const [message, setMessage] = useState<string | null>(null);
  const fail = useCallback(
    (error: ApiError) =>
      setMessage(error.kind === 'aborted' ? null : (refusal(error) ?? t('unavailable'))),
    [t],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, fail, clear };
}

/**
 * A form's way out: its failure message, and `go` to the next page, after which the submit
 * button stays busy (`leaving`) until that page shows.
 */
export function useAuthFlow() {
  const router = useRouter();
  const failure = useFailure();
  const [leaving, setLeaving] = useState(false);
  const go = (path: string) => {
    setLeaving(true);
    router.push(path);
  };
  return { failure, leaving, go };
}

/** Announced as it appears (an element with role="alert" is read when inserted). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-2xl border border-brand/30 bg-brand/5 p-4 font-semibold text-brand-dark"
    >
      {message}
    </p>
  );
}

/** A polite word that needs no action ("Mot de passe modifié…", "Un nouveau code…"). */
export function FormNotice({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-2xl bg-cream p-4 font-semibold">
      {message}
    </p>
  );
}

/**
 * The form's submit button, under the last failure: disabled with its "…" label while the call
 * runs. Also disabled until the page is interactive: a form sent before React takes it would put
 * the fields in the URL.
 */
export function SubmitButton({
  failure,
  pending,
  ready,
  label,
  pendingLabel,
}: {
  failure: string | null;
  pending: boolean;
  ready: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormAlert message={failure} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={pending || !ready}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

/** A question and its link under a form ("Pas encore de compte ?" → "Créer un compte"). */
export function FormLink({ text, href, label }: { text?: string; href: string; label: string }) {
  return (
    <p className="text-center">
      {text && <span className="mr-1 text-neutral-700">{text}</span>}
      <Link href={href} className="font-semibold text-brand-dark underline">
        {label}
      </Link>
    </p>
  );
}

/** The column every sign-in form sits in: one thumb's width on a phone, no wider elsewhere. */
export const FORM_COLUMN = 'mx-auto max-w-md space-y-5';

/** The account's e-mail, as every sign-in form asks it (the checkout's wording of errors). */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'email'>;
  error?: FieldError;
}) {
  const t = useTranslations('auth.fields');
  return (
    <Field
      id="email"
      type="email"
      label={t('email')}
      autoComplete="email"
      inputMode="email"
      registration={registration}
      error={error}
    />
  );
}
