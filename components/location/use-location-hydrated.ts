'use client';

import { useSyncExternalStore } from 'react';
import { useLocationStore } from '@/stores/location';

const subscribe = (onChange: () => void) => useLocationStore.persist.onFinishHydration(onChange);
const hydrated = () => useLocationStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * Whether the saved location has been read. The server cannot know it, so what shows the
 * diner's choice in server-rendered markup waits for this (no hydration mismatch).
 */
export function useLocationHydrated(): boolean {
  return useSyncExternalStore(subscribe, hydrated, notOnServer);
}
