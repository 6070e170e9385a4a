'use client';

import dynamic from 'next/dynamic';
import { useIdle } from '@/lib/hooks/use-idle';

const AppShell = dynamic(() => import('./app-shell').then((m) => m.AppShell), { ssr: false });

/** The installed-app shell (AppShell), fetched once the page is first idle: out of first loads. */
export function Shell() {
  return useIdle() ? <AppShell /> : null;
}
