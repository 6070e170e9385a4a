'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import type { DistanceAnswer } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { limitMessage, locationFailure, type LocationFailure } from './address-lookup';

export type DistanceCheck =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'too_far'; answer: DistanceAnswer }
  | { kind: 'out_of_zone' }
  /** `message`: the server's reason when it held the diner back (429). */
  | { kind: 'failed'; error: LocationFailure; message?: string | null };

const IDLE: DistanceCheck = { kind: 'idle' };

/**
 * Asks where a picked address lies and saves it for delivery only when the restaurant can
 * deliver there: a too-far address (the API's `too_far`, from lib/domain) or, for zone-based
 * delivery, an address in no zone is shown and not saved; a failure loses nothing already saved.
 */
export function useDistanceCheck(onChosen: (answer: DistanceAnswer) => void) {
  const zoneBased = useCatalogueStore(
    (s) => s.settings.features.delivery.calculation_type === 'zone_based',
  );
  const chooseAddress = useLocationStore((s) => s.chooseAddress);
  const [check, setCheck] = useState<DistanceCheck>(IDLE);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const verify = useCallback(
    async (location: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setCheck({ kind: 'checking' });
      const result = await api.distance(location, controller.signal);
      if (controller.signal.aborted) return;
      request.current = null;
      if (!result.ok) {
        setCheck({
          kind: 'failed',
          error: locationFailure(result.error),
          message: limitMessage(result.error),
        });
        return;
      }
      const answer = result.data;
      if (answer.too_far) setCheck({ kind: 'too_far', answer });
      else if (zoneBased && !answer.zone) setCheck({ kind: 'out_of_zone' });
      else {
        chooseAddress(answer.distance, answer.zone, answer.too_far);
        setCheck(IDLE);
        onChosen(answer);
      }
    },
    [chooseAddress, onChosen, zoneBased],
  );

  const reset = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setCheck(IDLE);
  }, []);

  return { check, verify, reset };
}
