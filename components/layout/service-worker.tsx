'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { keepForOffline } from '@/lib/pwa/offline-cache';
import { watchForWaitingWorker } from '@/lib/pwa/update';
import { useUpdateStore } from '@/stores/update';

/**
 * The worker next-pwa builds, served by storefront-server/service-worker.ts; none in development
 * (next.config.ts). Without the Cache API a worker could keep nothing: not registered there.
 */
const workerAvailable = () =>
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator &&
  typeof caches !== 'undefined';

/** How long an idle moment may be waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker once the page has loaded and the browser is idle: installing it
 * precaches the app shell (docs/adr/0023), a download that would compete with a phone's first
 * paint and hydration. Then a new worker waiting offers the update (components/pwa/update-banner.tsx),
 * and each page seen while a worker controls the tab is kept for offline use
 * (lib/pwa/offline-cache.ts), the first one as soon as it takes over.
 */
export function ServiceWorker() {
  const pathname = usePathname();

  useEffect(() => {
    if (!workerAvailable()) return;
    let cancel = () => {};
    let unwatch = () => {};
    const onControl = () => void keepForOffline(window.location.pathname);
    navigator.serviceWorker.addEventListener('controllerchange', onControl, { once: true });
    const register = () => {
      cancel = whenIdle(() => {
        navigator.serviceWorker
          .register('/sw.js', { scope: '/' })
          .then((registration) => {
            unwatch = watchForWaitingWorker(registration, useUpdateStore.getState().offer);
          })
          .catch((error: unknown) => {
            console.warn('Service worker : enregistrement impossible', error);
          });
      }, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      navigator.serviceWorker.removeEventListener('controllerchange', onControl);
      cancel();
      unwatch();
    };
  }, []);

  useEffect(() => {
    if (!workerAvailable()) return;
    // The address bar's path (`/fr/…` included): the one a later visit asks the worker for.
    return whenIdle(() => void keepForOffline(window.location.pathname), IDLE_TIMEOUT_MS);
  }, [pathname]);

  return null;
}
