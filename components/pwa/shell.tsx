'use client';

import { Suspense } from 'react';
import { intlLazy } from '@/components/intl/intl-lazy';
import { useIdle } from '@/lib/hooks/use-idle';

const AppShell = intlLazy(() => import('./app-shell').then((m) => m.AppShell));

/** The installed-app shell (AppShell), fetched once the page is first idle: out of first loads. */
export function Shell() {
  return useIdle() ? (
    <Suspense fallback={null}>
      <AppShell />
    </Suspense>
  ) : null;
}
