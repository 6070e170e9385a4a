'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';

/** How long a component waits at most for the browser's first idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False while prerendering, hydrating and until the browser has first been idle after mount; then
 * true. For what can wait for the page's load: the first `Intl` date or plural formatting loads
 * the locale's data, which inside the hydration's task lengthens the longest task a diner waits
 * on (docs/adr/0010-a-menu-page-that-hydrates-little.md).
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
  return idle;
}
