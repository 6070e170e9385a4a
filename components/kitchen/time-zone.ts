'use client';

/**
 * The restaurant's zone for every time the board shows, from its day's answer
 * (docs/contract.md#staff-extension); Europe/Paris, the settings' default, until it arrives.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_TIME_ZONE } from '@/lib/api/time-zone';

export const KitchenTimeZone = createContext(DEFAULT_TIME_ZONE);

export const useKitchenTimeZone = () => useContext(KitchenTimeZone);
