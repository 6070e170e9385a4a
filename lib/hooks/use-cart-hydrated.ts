'use client';

import { useSyncExternalStore } from 'react';
import { useCartStore } from '@/stores/cart';

const subscribe = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);
const hydrated = () => useCartStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * Whether the saved cart has been read. The server cannot know it, so anything that shows the
 * cart's content in server-rendered markup waits for this to be true (no hydration mismatch).
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(subscribe, hydrated, notOnServer);
}
