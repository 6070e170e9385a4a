'use client';

import { ErrorContent } from '@/components/layout/error-content';
import { ERROR_WORDS as t } from '@/components/layout/error-words';

/**
 * The shop's error page: "Mince", the message, an apology, a retry and home. Server errors carry
 * a digest and a generic English message from Next: that one is not shown.
 */
export function ErrorBody({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorContent
      title={t.title}
      lines={[error.digest ? '' : error.message, t.broke, t.sorry].filter(Boolean)}
      homeLabel={t.home}
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t.retry}
        </button>
      }
    />
  );
}
