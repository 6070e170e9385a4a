'use client';

import { ChunkRecovery } from './chunk-recovery';
import { OfflineNotice } from './offline-notice';
import { UpdateBanner } from './update-banner';

/** What the service worker side shows on every page: offline, a new version, a lost script. */
export function PwaStatus() {
  return (
    <>
      <OfflineNotice />
      <UpdateBanner />
      <ChunkRecovery />
    </>
  );
}
