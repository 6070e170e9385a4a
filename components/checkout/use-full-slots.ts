'use client';

import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { OrderMode } from '@/lib/domain/cart-types';

const NONE: ReadonlySet<number> = new Set();

/**
 * The start instants (ms) of the mode's full slots (docs/product.md#slot-capacity), asked when
 * the time step shows and again when the mode or the date changes: places go fast. Until the
 * first answer, and when a call fails, nothing is known to be full (a later failure keeps what
 * was known): the server still decides when the order is placed.
 */
export function useFullSlots(mode: OrderMode, date: string): ReadonlySet<number> {
  const [known, setKnown] = useState<{ mode: OrderMode; full: ReadonlySet<number> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.fullSlots(mode, controller.signal).then((result) => {
      if (result.ok && !controller.signal.aborted) setKnown({ mode, full: result.data });
    });
    return () => controller.abort();
  }, [mode, date]);
  return known?.mode === mode ? known.full : NONE;
}
