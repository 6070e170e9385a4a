'use client';

import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import type { OrderMode } from '@/lib/domain/cart-types';

const NONE: ReadonlySet<number> = new Set();
/** How long the first answer may take before the step goes on knowing nothing full. */
const PATIENCE_MS = 3000;

type Known = { mode: OrderMode; full: ReadonlySet<number> } | null;

/**
 * The start instants (ms) of the mode's full slots (docs/product.md#slot-capacity), asked when
 * the time step shows and again when the mode or the date changes: places go fast. Null until
 * the first answer, so that no slot is preselected before it is known not to be full; a failed
 * call, or one slower than 3 s, means nothing is known to be full (a later failure keeps what was
 * known): the server still decides when the order is placed.
 */
export function useFullSlots(mode: OrderMode, date: string): ReadonlySet<number> | null {
  const [known, setKnown] = useState<Known>(null);
  useEffect(() => {
    const controller = new AbortController();
    const nothingKnown = (current: Known): Known =>
      current?.mode === mode ? current : { mode, full: NONE };
    const patience = window.setTimeout(() => setKnown(nothingKnown), PATIENCE_MS);
    api.fullSlots(mode, controller.signal).then((result) => {
      window.clearTimeout(patience);
      if (controller.signal.aborted) return;
      setKnown(result.ok ? { mode, full: result.data } : nothingKnown);
    });
    return () => {
      window.clearTimeout(patience);
      controller.abort();
    };
  }, [mode, date]);
  return known?.mode === mode ? known.full : null;
}
