'use client';

import { useEffect } from 'react';

/** While the browser says it is online but the server did not answer: how often to try again. */
export const RETRY_MS = 15_000;

/**
 * Calls `reload` once the server answers the page's address again: asked on the `online` event
 * and every 15 s while the browser says it is online. The `online` event alone is no proof: a
 * network may reach nothing, and an `online` fired as a navigation starts would have a blind
 * reload cancel it. Returns the stop function.
 */
export function watchForConnection(reload: () => void): () => void {
  let stopped = false;
  const tryServer = async () => {
    try {
      const res = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
      if (res.ok && !stopped) reload();
    } catch {
      // still unreachable: the next try, or the next `online` event
    }
  };
  const onOnline = () => void tryServer();
  const timer = window.setInterval(() => {
    if (navigator.onLine) void tryServer();
  }, RETRY_MS);
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}

/**
 * On the "connexion nécessaire" page (app/(shop)/(words)/~offline), which the service worker answers in place
 * of a page that needs the server: reloads the address asked for as soon as the server answers
 * it again (`watchForConnection`). Nothing on this page can be lost; the cart is stored.
 */
export function ConnectionNeeded() {
  useEffect(() => watchForConnection(() => window.location.reload()), []);
  return null;
}
