'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiResult } from '@/lib/api-client';
import type { LocationSuggestion } from '@/lib/api/schemas';
import {
  limitMessage,
  locationFailure,
  MIN_QUERY_LENGTH,
  type LocationFailure,
} from './address-lookup';

/** Wait for a pause in typing before asking: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 250;

export interface AddressSearchState {
  /**
   * `invalid`: the last search failed (docs/product.md#address-search: the query is set invalid).
   */
  status: 'idle' | 'loading' | 'ready' | 'invalid';
  results: LocationSuggestion[];
  error: LocationFailure | null;
  /** The server's reason when it held the diner back (429), shown as it is. */
  message?: string | null;
}

const IDLE: AddressSearchState = { status: 'idle', results: [], error: null };

/**
 * Address suggestions as the diner types: under 3 characters nothing is asked and results
 * clear; otherwise one request after a short pause, and a newer query aborts the older one so
 * a slow answer never replaces a fresher list.
 */
export function useAddressSearch() {
  const [state, setState] = useState<AddressSearchState>(IDLE);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  /** Asks now; resolves with the result, or null when a newer query took over. */
  const searchNow = useCallback(
    async (query: string): Promise<ApiResult<LocationSuggestion[]> | null> => {
      cancel();
      const controller = new AbortController();
      request.current = controller;
      setState((s) => ({ ...s, status: 'loading' }));
      const result = await api.locations(query, controller.signal);
      if (controller.signal.aborted) return null;
      request.current = null;
      if (result.ok) setState({ status: 'ready', results: result.data, error: null });
      else
        setState({
          status: 'invalid',
          results: [],
          error: locationFailure(result.error),
          message: limitMessage(result.error),
        });
      return result;
    },
    [cancel],
  );

  /** Debounced search of what the diner typed. */
  const search = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query.length < MIN_QUERY_LENGTH) {
        setState(IDLE);
        return;
      }
      timer.current = window.setTimeout(() => void searchNow(query), SEARCH_DEBOUNCE_MS);
    },
    [cancel, searchNow],
  );

  const clear = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  return { ...state, search, searchNow, clear };
}
