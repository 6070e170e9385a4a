/**
 * Where the diner is: pickup or delivery, and for delivery the chosen address with its distance
 * and zone (SPEC.md §3 Location). Saved under `location`; the saved object carries
 * `_distance.address` as SPEC.md says (the install prompt looks for it).
 */
import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  deliveryZoneSchema,
  distanceSchema,
  type DeliveryZone,
  type Distance,
} from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import { validatedPersist } from './persisted';

export const LOCATION_KEY = 'location';

const savedSchema = z.object({
  mode: z.enum(['pickup', 'delivery']),
  _distance: distanceSchema.nullable(),
  zone: deliveryZoneSchema.nullable(),
  tooFar: z.boolean(),
});
type Saved = z.infer<typeof savedSchema>;

export interface LocationState extends Saved {
  /** Whether the diner has chosen yet (pickup, or delivery with an address). */
  chosen: boolean;
  choosePickup: () => void;
  chooseAddress: (distance: Distance, zone: DeliveryZone | null, tooFar: boolean) => void;
  setMode: (mode: OrderMode) => void;
}

const initial: Saved & { chosen: boolean } = {
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
      ...validatedPersist<LocationState, Saved & { chosen: boolean }>(
        LOCATION_KEY,
        1,
        savedSchema.extend({ chosen: z.boolean() }),
        ({ mode, _distance, zone, tooFar, chosen }) => ({ mode, _distance, zone, tooFar, chosen }),
      ),
    },
  ),
);
