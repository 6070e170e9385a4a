'use client';

import { useEffect } from 'react';
import { BUILD_ID, LATEST_BUILD_PATH } from '@/lib/pwa/caches';
import { useUpdateStore } from '@/stores/update';

/** How often an open tab asks which build the server runs, besides on focus and return. */
export const DEPLOYMENT_CHECK_MS = 5 * 60_000;
/** Focus and visibility often come together: one check for both. */
const MIN_GAP_MS = 5_000;

/** The build the server runs, or null when it cannot be read. */
async function latestBuild(): Promise<string | null> {
  const res = await fetch(LATEST_BUILD_PATH, { cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body: unknown = await res.json();
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * A new deployment under an open tab (SPEC §4): the latest-build file is read on focus, on return
 * to the tab and every 5 minutes; another build than this page's offers the update and asks the
 * browser to fetch the new service worker now, so "Actualiser" finds it ready. Never a reload by
 * itself. Offline or hidden, nothing is asked.
 */
export function useDeploymentWatch() {
  useEffect(() => {
    let last = -Infinity;
    const check = async () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      if (Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      try {
        const latest = await latestBuild();
        if (!latest || latest === BUILD_ID) return;
        useUpdateStore.getState().offer();
        const registration = await navigator.serviceWorker?.getRegistration();
        await registration?.update();
      } catch (error) {
        console.warn('Mise à jour : dernière version du site illisible', error);
      }
    };
    const onEvent = () => void check();
    window.addEventListener('focus', onEvent);
    document.addEventListener('visibilitychange', onEvent);
    const timer = window.setInterval(onEvent, DEPLOYMENT_CHECK_MS);
    return () => {
      window.removeEventListener('focus', onEvent);
      document.removeEventListener('visibilitychange', onEvent);
      window.clearInterval(timer);
    };
  }, []);
}
