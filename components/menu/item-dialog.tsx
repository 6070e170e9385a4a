'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useWords } from '@/components/intl/words';
import { whenIdle } from '@/lib/browser/idle';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { useCatalogueStore } from '@/stores/catalogue';

/**
 * The item sheet and its form (item-sheet.tsx): fetched once the page is idle, or when an item is
 * opened before, out of /menu's first load (issue 38).
 */
const sheet = lazyModule(() => import('./item-sheet'));

/** How long "Ajouté au panier" stays on screen. */
const ANNOUNCE_MS = 3000;

/**
 * What /menu's first load holds of the item sheet: it asks for the sheet's code and the menus
 * when the URL names an item, says « Chargement du produit… » until the code is there (or that
 * it failed, with a retry), and keeps the live region that confirms an add, so it is heard
 * once the sheet has closed.
 */
export function ItemDialog() {
  const t = useWords('menu');
  const requested = useSearchParams().has('product');
  const loaded = sheet.useModule(requested);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (requested) void useCatalogueStore.getState().loadMenus();
  }, [requested]);
  useEffect(() => whenIdle(sheet.load, 3000, 1500), []);

  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(() => setAnnouncement(''), ANNOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  const toast =
    'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-full bg-ink px-5 py-3 text-center font-semibold text-white shadow-lg';
  return (
    <>
      {typeof loaded === 'object' ? (
        <loaded.ItemSheet onDone={setAnnouncement} />
      ) : (
        requested && (
          <div aria-live="polite" className={toast}>
            {loaded === 'failed' ? (
              <>
                {t('itemError')}{' '}
                <button type="button" onClick={sheet.load} className="underline">
                  {t('retry')}
                </button>
              </>
            ) : (
              t('itemLoading')
            )}
          </div>
        )
      )}
      <p role="status" data-testid="cart-announcement" className={announcement ? toast : 'sr-only'}>
        {announcement}
      </p>
    </>
  );
}
