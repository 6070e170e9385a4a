'use client';

import { useIdle } from '@/lib/hooks/use-idle';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import type { OpenStatusProps } from './open-status-label';

const label = lazyModule(() => import('./open-status-label'));

const pill = (tone: OpenStatusProps['tone']) =>
  `inline-flex min-h-8 items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
    tone === 'dark' ? 'bg-black/50 text-white' : 'bg-neutral-100 text-ink'
  }`;

/**
 * Open now, or when it opens next, computed on the diner's device in the restaurant's zone
 * (the page itself is prerendered, so "now" cannot be baked into its HTML). The zone's clock
 * comes from the offsets the server worked out (`zoneOffsetsAround`): a first zoned `Intl` date
 * would load the zone's and the locale's data on the phone's main thread. Until the page is first
 * idle an empty pill holds the place; then the code that words it (hours, the kitchen's closures,
 * special hours and pause, issue 36) is fetched, out of the first load (issue 38). If that fetch
 * fails, the pill stays empty: the page goes on without it.
 */
export function OpenStatus({ tone = 'light', ...props }: OpenStatusProps) {
  const idle = useIdle();
  const box = pill(tone);
  // A space inside: an empty pill's baseline is its bottom edge, and the menu's section titles
  // align on it, so filling it in would move the page by a few pixels.
  const placeholder = (
    <span className={box} aria-hidden>
      {'\u00a0'}
    </span>
  );
  const loaded = label.useModule(idle);
  if (typeof loaded === 'string') return placeholder;
  return <loaded.OpenStatusLabel {...props} box={box} />;
}
