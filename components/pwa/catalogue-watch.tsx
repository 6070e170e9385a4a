'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CATALOGUE_MESSAGE } from '@/lib/pwa/caches';
import { CART, useCartStore } from '@/stores/cart';
import { isAnother, useCatalogueStore } from '@/stores/catalogue';
import { useHydrated } from '@/stores/hydrated';

/**
 * A diner never orders from a catalogue older than the server's (docs/adr/0038): when the service
 * worker's revalidation brings another catalogue version than the page holds, the page takes it
 * (the store, and the server-rendered prices by a refresh); a saved cart priced on another
 * catalogue than the server's, as the page knows it, is priced again, with a notice
 * (components/cart/repriced-notice.tsx). A copy the worker kept never reprices a cart.
 */
export function CatalogueWatch() {
  const router = useRouter();
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = ({ data }: MessageEvent) => {
      const message = data as { type?: unknown; version?: unknown } | null;
      if (message?.type !== CATALOGUE_MESSAGE || typeof message.version !== 'number') return;
      const catalogue = useCatalogueStore.getState();
      if (!isAnother(message.version, catalogue.version)) return;
      void catalogue.refreshMenus().then((taken) => {
        if (taken) router.refresh();
      });
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [router]);

  const hydrated = useHydrated(CART);
  const version = useCatalogueStore((s) => s.version);
  const fresh = useCatalogueStore((s) => s.fresh);
  const menus = useCatalogueStore((s) => s.menus);
  const cartVersion = useCartStore((s) => s.catalogueVersion ?? null);
  useEffect(() => {
    if (!hydrated || !fresh || !isAnother(version, cartVersion)) return;
    const cart = useCartStore.getState();
    if (cart.lines.length === 0) {
      cart.repriceTo(version, { lines: [], changed: [], removed: [] });
      return;
    }
    let current = true;
    void import('@/lib/domain/reprice').then(({ reprice }) => {
      if (!current) return;
      const { lines, repriceTo } = useCartStore.getState();
      repriceTo(version, reprice(lines, menus));
    });
    return () => {
      current = false;
    };
  }, [hydrated, fresh, version, cartVersion, menus]);
  return null;
}
