'use client';

import { useState } from 'react';
import type { LocationSuggestion } from '@/lib/api/schemas';
import {
  currentPosition,
  GeolocationUnsupportedError,
  positionQuery,
  type Position,
} from './geolocation';
import type { ApiResult } from '@/lib/api-client';

export type GeolocationHint = 'unsupported' | 'denied' | 'nothing';

type SearchNow = (query: string) => Promise<ApiResult<LocationSuggestion[]> | null>;

/**
 * "Utiliser ma position": the device's position is sent as the query, and the address found
 * there is taken. No position (refused, absent, timed out) is only logged with a hint to type
 * the address (docs/product.md#error-catalogue); a failed search shows as any failed search.
 */
export function useGeolocate(searchNow: SearchNow, pick: (found: LocationSuggestion) => void) {
  const [hint, setHint] = useState<GeolocationHint | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setHint(null);
    setLocating(true);
    let position: Position;
    try {
      position = await currentPosition();
    } catch (error) {
      console.warn('[location] position indisponible', error);
      setHint(error instanceof GeolocationUnsupportedError ? 'unsupported' : 'denied');
      return;
    } finally {
      setLocating(false);
    }
    const result = await searchNow(positionQuery(position));
    if (result?.ok && result.data[0]) pick(result.data[0]);
    else if (result?.ok) setHint('nothing');
  };

  return { hint, locating, locate, clearHint: () => setHint(null) };
}
