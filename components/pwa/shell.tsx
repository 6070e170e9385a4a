'use client';

import { lazy, Suspense } from 'react';
import { useIdle } from '@/lib/hooks/use-idle';

const AppShell = lazy(() => import('./app-shell').then((m) => ({ default: m.AppShell })));

/** The installed-app shell (AppShell), fetched once the page is first idle: out of first loads. */
export function Shell() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <AppShell />
    </Suspense>
  ) : null;
}
