'use client';

import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { useOverlayDialog } from '@/lib/hooks/use-overlay-dialog';
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
  const { ref, isOpen, onClose, dismiss, onClick } = useOverlayDialog('cart', loadMenus);

  return (
    <dialog
      ref={ref}
      id={CART_DRAWER_ID}
      aria-labelledby={CART_TITLE_ID}
      onClose={onClose}
      onClick={onClick}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-black/60 sm:w-[28rem] sm:shadow-2xl"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-center justify-between gap-3 border-b border-black/10 bg-ink py-2 pr-2 pl-4 text-white">
          <h2 id={CART_TITLE_ID} tabIndex={-1} className="text-xl font-extrabold outline-none">
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            className="rounded-full p-3 hover:bg-white/10 hover:text-gold"
          >
            <CloseIcon />
            <span className="sr-only">{t('close')}</span>
          </button>
        </header>
        {isOpen && <CartContent onLeave={dismiss} />}
      </div>
    </dialog>
  );
}
