'use client';

import { useTranslations } from 'next-intl';
import { OverlayDialog } from '@/components/ui/overlay-dialog';
import { useCatalogueStore } from '@/stores/catalogue';
import { CartContent } from './cart-content';
import { CART_DRAWER_ID, CART_TITLE_ID } from './cart-ids';

/**
 * The cart, as a modal sheet from the right (full screen on a phone): the full view of the
 * order before checkout. Opened through the ui store (`open('cart')`), so one overlay shows at
 * a time; Escape, the close button and the backdrop close it and focus goes back where it was.
 * Its content renders only while open: the saved cart is client-only, and closed it costs nothing.
 */
// Item names (free items, suggestions) come from the menus, fetched once if not seeded.
const loadMenus = () => void useCatalogueStore.getState().loadMenus();

export function CartDrawer() {
  const t = useTranslations('cart');
  return (
    <OverlayDialog
      name="cart"
      side="right"
      onOpen={loadMenus}
      id={CART_DRAWER_ID}
      title={t('title')}
      titleId={CART_TITLE_ID}
      focusableTitle
      closeLabel={t('close')}
    >
      {(dismiss) => <CartContent onLeave={dismiss} />}
    </OverlayDialog>
  );
}
