'use client';

import { useEffect } from 'react';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';

/**
 * The page's body and words, fetched when an error shows: this chunk is in every diner's first
 * load, an error page in few (issue 38). A failed fetch of it is a chunk error, which reloads
 * the page once (lib/pwa/chunk-reload.ts).
 */
const body = lazyModule(() => import('@/components/layout/error-body'));

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|bingpreview/i;

/** Any error below the root layout (components/layout/error-body.tsx). */
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
  const bot = typeof navigator !== 'undefined' && BOT.test(navigator.userAgent);
  const loaded = body.useModule(!bot);
  if (bot) return null;
  if (typeof loaded !== 'object') return <div aria-busy="true" className="min-h-[60dvh]" />;
  return <loaded.ErrorBody error={error} reset={reset} />;
}
