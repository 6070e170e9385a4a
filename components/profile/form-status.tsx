'use client';

import { useTranslations } from 'next-intl';
import type { Outcome } from './profile-requests';

/**
 * What became of a form's last submission: a success read out politely, a failure as an alert
 * with the server's French reason (docs/product.md#error-catalogue) or a generic one.
 */
export function FormStatus({ outcome, saved }: { outcome: Outcome | null; saved: string }) {
  const t = useTranslations('profile.errors');
  return (
    <>
      <p role="status" className="font-semibold text-green-800 empty:hidden">
        {outcome?.ok ? saved : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-brand-dark">
          {outcome.message ?? t('generic')}
        </p>
      )}
    </>
  );
}
