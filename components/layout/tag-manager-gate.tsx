'use client';

import { useIdle } from '@/lib/hooks/use-idle';
import { lazyModule } from '@/lib/hooks/use-lazy-module';

const loader = lazyModule(() => import('./tag-manager-loader'));

/**
 * The tag manager's loader and the consent store it reads, fetched once the page is first idle
 * (ADR 50): Google's script never helped a first paint, and the diner's consent, asked by the
 * idle chunk's box, is read then at the latest.
 */
export function TagManagerGate({ id }: { id: string }) {
  const loaded = loader.useModule(useIdle());
  return typeof loaded === 'object' ? <loaded.TagManagerLoader id={id} /> : null;
}
