'use client';

import { ChunkRecovery } from './chunk-recovery';
import { OfflineNotice } from './offline-notice';

/**
 * What the service worker side shows on every page from the start: offline, a lost script. The
 * update banner comes once the page is idle (components/layout/idle-parts.tsx).
 */
export function PwaStatus() {
  return (
    <>
      <OfflineNotice />
      <ChunkRecovery />
    </>
  );
}
