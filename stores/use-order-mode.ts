'use client';

import { useSyncExternalStore } from 'react';
import type { OrderMode } from '@/lib/domain/cart-types';
import { useLocationStore } from '@/stores/location';

const subscribe = (onChange: () => void) => useLocationStore.subscribe(onChange);
const clientMode = () => useLocationStore.getState().mode;
// Prerendered HTML shows pickup prices; the saved mode takes over right after hydration.
const serverMode = (): OrderMode => 'pickup';

/** The diner's order mode, hydration-safe. */
export function useOrderMode(): OrderMode {
  return useSyncExternalStore(subscribe, clientMode, serverMode);
}
