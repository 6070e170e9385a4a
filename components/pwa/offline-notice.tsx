'use client';

import { usePathname } from 'next/navigation';
import { useWords } from '@/components/intl/words';
import { useOnline } from '@/lib/hooks/use-online';
import { CONNECTION_ONLY } from '@/lib/pwa/caches';

/**
 * A small "Hors ligne" while the browser has no connection: at the top, where no bottom bar (the
 * cart's, an item's "Ajouter") is, and letting clicks through. On the pages that need the server
 * (checkout, accounts) it says so, and that nothing is lost: the page stays as it is (a form keeps
 * what was typed, the cart is stored) and simply works again when the connection returns. The
 * live region is always there, so a screen reader hears it appear.
 */
export function OfflineNotice() {
  const t = useWords('offline');
  const online = useOnline();
  const needsConnection = CONNECTION_ONLY.test(usePathname() ?? '/');
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-[60] flex justify-center px-3"
    >
      {!online && (
        <p
          data-testid="offline-notice"
          className="max-w-md rounded-full bg-white px-3 py-1 text-center text-xs font-semibold text-ink shadow ring-1 ring-ink/20"
        >
          {needsConnection ? t('noticeNeedsConnection') : t('notice')}
        </p>
      )}
    </div>
  );
}
