'use client';

import { useEffect } from 'react';
import { useOrderMode } from '@/stores/use-order-mode';

/** Mirrors the diner's order mode on `<html data-mode>`, which picks the prices shown. */
export function OrderModeSync() {
  const mode = useOrderMode();
  useEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);
  return null;
}
