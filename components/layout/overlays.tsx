'use client';

import dynamic from 'next/dynamic';
import { useUiStore } from '@/stores/ui';

// The cart, the location modal and the search are loaded the first time the diner opens one:
// their code stays out of every page's first load.
const CartDrawer = dynamic(
  () => import('@/components/cart/cart-drawer').then((m) => m.CartDrawer),
  {
    ssr: false,
  },
);
const LocationModal = dynamic(
  () => import('@/components/location/location-modal').then((m) => m.LocationModal),
  { ssr: false },
);
const SearchDialog = dynamic(
  () => import('@/components/search/search-dialog').then((m) => m.SearchDialog),
  { ssr: false },
);

/** The site-wide overlays, each mounted once it has been asked for. */
export function Overlays() {
  const opened = useUiStore((s) => s.opened);
  return (
    <>
      {opened.cart && <CartDrawer />}
      {opened.location && <LocationModal />}
      {opened.search && <SearchDialog />}
    </>
  );
}
