'use client';

import { Suspense } from 'react';
import { intlLazy } from '@/components/intl/intl-lazy';
import { useIdle } from '@/lib/hooks/use-idle';
import { captureInstallPrompt } from '@/stores/install-prompt';

// Chromium may offer installation before the page hydrates: listen as soon as this module runs,
// with the layout's first scripts (stores/install-prompt.ts, ADR 24).
if (typeof window !== 'undefined') captureInstallPrompt();

const IdleParts = intlLazy(() => import('./idle-parts').then((m) => m.IdleParts));

/**
 * What no diner needs for the first paint or the first tap, fetched once the page is first idle:
 * out of every first load (bench/RESULTS.md, issue 38; ADR 50). Nothing of it shows before then.
 */
export function AfterIdle() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <IdleParts />
    </Suspense>
  ) : null;
}
