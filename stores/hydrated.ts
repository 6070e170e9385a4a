'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** What `useHydrated` needs of a zustand store made with the persist middleware. */
export interface PersistedStore {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

const notOnServer = () => false;

/**
 * Whether these stores' saved values have been read: what shows them in server-rendered markup
 * waits for it (no hydration mismatch). `stores` is a constant list exported beside its stores
 * (`CART`, `LOCATION`, `CHECKOUT`), so the subscription is made once and a page loads only the
 * stores it waits for.
 */
export function useHydrated(stores: readonly PersistedStore[]): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = stores.map((store) => store.persist.onFinishHydration(onChange));
      return () => stops.forEach((stop) => stop());
    },
    [stores],
  );
  const hydrated = useCallback(() => stores.every((s) => s.persist.hasHydrated()), [stores]);
  return useSyncExternalStore(subscribe, hydrated, notOnServer);
}
