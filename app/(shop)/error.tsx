'use client';

import { useEffect } from 'react';
import { ErrorContent } from '@/components/layout/error-content';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';
import type messages from '@/messages/fr.json';

/**
 * The `errors` messages, copied in by next.config.ts as for app/global-error.tsx: this chunk is
 * in every first load, and would otherwise carry its own copy of the words' formatter (ADR 54).
 */
const words = JSON.parse(process.env.GLOBAL_ERROR_MESSAGES ?? '{}') as typeof messages.errors;
const t = (key: keyof typeof messages.errors) => words[key];

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview/i;

/**
 * Any error below the root layout: "Mince", the message, an apology, a retry and home.
 * Server errors carry a digest and a generic English message from Next: that one is not shown.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    // A script of a former build (SPEC §8): reload once for the new one rather than show this.
    if (!recoverFromChunkError(error)) console.error(error);
  }, [error]);
  // Crawlers get no error page to index (docs/product.md#not-found-and-error-pages).
  if (typeof navigator !== 'undefined' && BOT.test(navigator.userAgent)) return null;
  return (
    <ErrorContent
      title={t('title')}
      lines={[error.digest ? '' : error.message, t('broke'), t('sorry')].filter(Boolean)}
      homeLabel={t('home')}
      action={
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t('retry')}
        </button>
      }
    />
  );
}
