'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { useCatalogueStore } from '@/stores/catalogue';

/**
 * Loads the menus into the catalogue store once the page is idle, so an item opens at once
 * without the menu page carrying every item's options in its payload.
 */
export function MenusPrefetch() {
  useEffect(
    () =>
      whenIdle(
        () => {
          // A warm-up, not a retry: after a failure the diner's retry (or the next item opened)
          // asks again, and a background load must not swap the dialog under their finger.
          const { menusStatus, loadMenus } = useCatalogueStore.getState();
          if (menusStatus === 'idle') void loadMenus();
        },
        3000,
        1500,
      ),
    [],
  );
  return null;
}
