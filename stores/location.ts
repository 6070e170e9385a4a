/**
 * Where the diner is: pickup or delivery, and for delivery the chosen address with its distance
 * and zone (docs/product.md#location). Saved under `location`; the saved object carries
 * `_distance.address` (docs/product.md#persisted-stores; the install prompt looks for it).
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DeliveryZone, Distance } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import type { SavedLocation } from './location-saved';
import type { PersistedStore } from './hydrated';
import { validatedPersist } from './persisted';

export const LOCATION_KEY = 'location';

type Saved = Omit<SavedLocation, 'chosen'>;

export interface LocationState extends Saved {
  /** Whether the diner has chosen yet (pickup, or delivery with an address). */
  chosen: boolean;
  choosePickup: () => void;
  chooseAddress: (distance: Distance, zone: DeliveryZone | null, tooFar: boolean) => void;
  setMode: (mode: OrderMode) => void;
}

const initial: SavedLocation = {
  mode: 'pickup',
  _distance: null,
  zone: null,
  tooFar: false,
  chosen: false,
};

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      ...initial,
      choosePickup: () => set({ mode: 'pickup', chosen: true }),
      chooseAddress: (distance, zone, tooFar) =>
        set({ mode: 'delivery', _distance: distance, zone, tooFar, chosen: true }),
      setMode: (mode) => set({ mode }),
    }),
    {
      ...validatedPersist<LocationState, SavedLocation>(
        LOCATION_KEY,
        1,
        () => import('./location-saved').then((m) => m.savedLocationSchema),
        ({ mode, _distance, zone, tooFar, chosen }) => ({ mode, _distance, zone, tooFar, chosen }),
      ),
    },
  ),
);

/** For `useHydrated(LOCATION)`: what waits for the saved location. */
export const LOCATION: readonly PersistedStore[] = [useLocationStore];
