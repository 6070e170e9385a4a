'use client';

import { useIdle } from '@/lib/hooks/use-idle';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import type { KitchenNoticesProps } from './kitchen-notices-body';

const body = lazyModule(() => import('./kitchen-notices-body'));

/**
 * What the kitchen's switches mean for the diner, above the page (issue 36): a pause (until when,
 * and that the cart is kept), the wait while busy (base preparation time and the delay), and on
 * the home page a closure coming within the week with the kitchen's message. Read on the diner's
 * device from the API, so it follows the kitchen on the next page, and a pause's notice goes by
 * itself at the time it showed. The code that reads and words them is fetched once the page is
 * first idle, out of the first load (issue 38); the live region is there from the start. If that
 * fetch fails, no notice shows: the server still refuses what the switches forbid.
 */
export function KitchenNotices({
  className = '',
  ...props
}: KitchenNoticesProps & { className?: string }) {
  const loaded = body.useModule(useIdle());
  return (
    // Mounted empty, then filled: a live region that arrives with its text is often not read.
    <div role="status" aria-live="polite" className={`space-y-3 empty:hidden ${className}`}>
      {typeof loaded === 'object' && <loaded.KitchenNoticesBody {...props} />}
    </div>
  );
}
