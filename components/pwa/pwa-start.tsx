'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { appleInstall, isStandalone } from '@/lib/pwa/install-rules';
import { readFlag, STORAGE_KEYS } from '@/lib/browser/storage-keys';

const InstallBanner = lazy(() =>
  import('./install-banner').then((m) => ({ default: m.InstallBanner })),
);

/** How long the idle moment may be waited for (the banner's 15 s count starts then). */
const IDLE_TIMEOUT_MS = 3_000;

/** Whether an install banner could ever show in this browser: if not, its code is not loaded. */
function mayOfferInstall(): boolean {
  if (isStandalone(window) || readFlag(STORAGE_KEYS.pwaInstalled)) return false;
  const prompt = 'onbeforeinstallprompt' in window && !readFlag(STORAGE_KEYS.hideInstall);
  const apple = appleInstall(navigator) !== null && !readFlag(STORAGE_KEYS.iosPromptShown);
  return prompt || apple;
}

/**
 * What the app does at start beyond the pages (docs/product.md#pwa-and-shell), once the browser
 * is idle so none of it weighs on the first paint (ADR 10): the storage hygiene
 * (lib/pwa/storage-hygiene.ts) and the install banner, each loaded only then. Itself loaded
 * after idle (components/layout/idle-parts.tsx); the install prompt is caught before that
 * (components/layout/after-idle.tsx).
 */
export function PwaStart() {
  const [offerInstall, setOfferInstall] = useState(false);
  useEffect(() => {
    let stopHygiene = () => {};
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      setOfferInstall(mayOfferInstall());
      import('@/lib/pwa/storage-hygiene')
        .then(({ startStorageHygiene }) => {
          if (!cancelled) stopHygiene = startStorageHygiene();
        })
        .catch((error: unknown) => console.warn('Nettoyage du stockage indisponible', error));
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
      stopHygiene();
    };
  }, []);
  return offerInstall ? (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  ) : null;
}
