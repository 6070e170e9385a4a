'use client';

import { useEffect } from 'react';
import { useCatalogueStore } from '@/stores/catalogue';

/**
 * Loads the menus into the catalogue store once the page is idle, so an item opens at once
 * without the menu page carrying every item's options in its payload.
 */
export function MenusPrefetch() {
  useEffect(() => {
    const load = () => void useCatalogueStore.getState().loadMenus();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
