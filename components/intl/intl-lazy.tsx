'use client';

import { lazy, type ComponentType } from 'react';

/**
 * React's `lazy()` for a component fetched after the first load, given next-intl's client with
 * it (docs/adr/0054): the island's provider comes in the same round of fetches.
 */
export function intlLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('@/components/intl/intl-island')]).then(
      ([Component, { withIntl }]) => ({ default: withIntl(Component) }),
    ),
  );
}
