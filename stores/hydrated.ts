'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useCartStore } from './cart';
import { useCheckoutStore } from './checkout';
import { useLocationStore } from './location';

/** What `useHydrated` needs of a zustand store made with the persist middleware. */
export interface PersistedStore {
  persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

export const CART: readonly PersistedStore[] = [useCartStore];
export const LOCATION: readonly PersistedStore[] = [useLocationStore];
export const CHECKOUT: readonly PersistedStore[] = [
  useCartStore,
  useLocationStore,
  useCheckoutStore,
];

const notOnServer = () => false;

/**
 * Whether these stores' saved values have been read. The server cannot know them, so what shows
 * them in server-rendered markup waits for this to be true (no hydration mismatch). `stores` is
 * one of the constant lists above, so the subscription is made once.
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
