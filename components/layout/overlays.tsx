'use client';

import { lazy, Suspense } from 'react';
import { useUiStore } from '@/stores/ui';

// The cart, the location modal and the search are loaded the first time the diner opens one:
// their code stays out of every page's first load. React's lazy, not next/dynamic, whose own
// code would be in every first load (docs/adr/0050).
const CartDrawer = lazy(() =>
  import('@/components/cart/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
const LocationModal = lazy(() =>
  import('@/components/location/location-modal').then((m) => ({ default: m.LocationModal })),
);
const SearchDialog = lazy(() =>
  import('@/components/search/search-dialog').then((m) => ({ default: m.SearchDialog })),
);

/** The site-wide overlays, each mounted once it has been asked for. */
export function Overlays() {
  const opened = useUiStore((s) => s.opened);
  return (
    <>
      {/* A boundary each: one overlay loading must not hide another already open. */}
      <Suspense fallback={null}>{opened.cart && <CartDrawer />}</Suspense>
      <Suspense fallback={null}>{opened.location && <LocationModal />}</Suspense>
      <Suspense fallback={null}>{opened.search && <SearchDialog />}</Suspense>
    </>
  );
}
