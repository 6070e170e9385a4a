'use client';

import { Suspense } from 'react';
import { intlLazy } from '@/components/intl/intl-lazy';
import { useUiStore } from '@/stores/ui';

// The cart, the location modal and the search are loaded the first time the diner opens one:
// their code stays out of every page's first load. React's lazy, not next/dynamic, whose own
// code would be in every first load (docs/adr/0050), fetched with next-intl's client (ADR 54).
const CartDrawer = intlLazy(() =>
  import('@/components/cart/cart-drawer').then((m) => m.CartDrawer),
);
const LocationModal = intlLazy(() =>
  import('@/components/location/location-modal').then((m) => m.LocationModal),
);
const SearchDialog = intlLazy(() =>
  import('@/components/search/search-dialog').then((m) => m.SearchDialog),
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
