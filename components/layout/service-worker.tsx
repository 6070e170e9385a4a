'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle';

interface WorkboxWindow {
  register(): Promise<unknown>;
}

declare global {
  interface Window {
    /** Set by next-pwa's entry script when the browser supports service workers. */
    workbox?: WorkboxWindow;
  }
}

/** How long an idle moment may be waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker once the page has loaded and the browser is idle. Installing it
 * precaches the app's scripts (about 1.3 MB): started with the page, that download and its
 * processing competed with the first paint and hydration of a first visit on a phone.
 */
export function ServiceWorker() {
  useEffect(() => {
    const workbox = window.workbox;
    if (!workbox) return;
    let cancel = () => {};
    const register = () => {
      cancel = whenIdle(() => {
        workbox.register().catch((error: unknown) => {
          console.warn('Service worker : enregistrement impossible', error);
        });
      }, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      cancel();
    };
  }, []);
  return null;
}
