'use client';

import { useEffect } from 'react';

/** While the browser says it is online but the server did not answer: how often to try again. */
export const RETRY_MS = 15_000;

/**
 * On the "connexion nécessaire" page (app/~offline), which the service worker answers in place
 * of a page that needs the server: reloads the address asked for as soon as the connection
 * returns (the `online` event), or, when the browser thought it had one, once the server answers
 * again. Nothing on this page can be lost; the cart is stored.
 */
export function ConnectionNeeded() {
  useEffect(() => {
    const reload = () => window.location.reload();
    const retry = async () => {
      if (!navigator.onLine) return;
      try {
        const res = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
        if (res.ok) reload();
      } catch {
        // still unreachable: the next try, or the `online` event
      }
    };
    window.addEventListener('online', reload);
    const timer = window.setInterval(() => void retry(), RETRY_MS);
    return () => {
      window.removeEventListener('online', reload);
      window.clearInterval(timer);
    };
  }, []);
  return null;
}
