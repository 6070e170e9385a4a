'use client';

/** The kitchen's sign-in: a staff account's e-mail and password (docs/adr/0042). */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { refusal } from '@/lib/api-client/result';
import { kitchenApi } from '@/lib/kitchen/client';

const FIELD =
  'mt-1 block w-full rounded-xl border-2 border-neutral-400 bg-white px-4 py-3 text-lg focus:border-ink';

export function SignIn({
  expired,
  onSignedIn,
}: {
  expired: boolean;
  onSignedIn: (token: string) => void;
}) {
  const t = useTranslations('kitchen');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await kitchenApi.login(String(form.get('email')), String(form.get('password')));
    setPending(false);
    if (result.ok) onSignedIn(result.data.token);
    else setError(refusal(result.error) ?? t('signIn.failed'));
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-md px-4 py-10">
      <h1 id={headingId} className="text-3xl font-extrabold">
        {t('signIn.heading')}
      </h1>
      <p className="mt-2 text-lg text-neutral-700">{t('signIn.intro')}</p>
      {expired && (
        <p role="status" className="mt-4 rounded-xl bg-amber-100 p-3 text-lg">
          {t('signedOut')}
        </p>
      )}
      <form onSubmit={submit} className="mt-6 space-y-5">
        <label className="block text-lg font-semibold">
          {t('signIn.email')}
          <input name="email" type="email" required autoComplete="username" className={FIELD} />
        </label>
        <label className="block text-lg font-semibold">
          {t('signIn.password')}
          <input
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={FIELD}
          />
        </label>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-lg font-semibold text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          className="min-h-14 w-full rounded-xl bg-ink px-6 text-xl font-bold text-white disabled:opacity-60"
        >
          {pending ? t('signIn.pending') : t('signIn.submit')}
        </button>
      </form>
    </section>
  );
}
