'use client';

import { useWords } from '@/components/intl/words';
import { OverlayButton } from '@/components/ui/overlay-button';
import { useIdle } from '@/lib/hooks/use-idle';
import { useHydrated } from '@/stores/hydrated';
import { CART, useCartStore } from '@/stores/cart';
import { BagIcon } from './cart-icons';
import { CART_DRAWER_ID } from './cart-ids';

/**
 * The header's cart button: the number of units, and it opens the drawer. White on the dark
 * header. The count comes from the saved cart, unknown to the server: it shows once the cart
 * has been read, so the server's markup and the first client render agree, and once the page is
 * idle: its plural is the page's first message with arguments, which loads the locale data.
 */
export function CartButton({ className = '' }: { className?: string }) {
  const t = useWords('cart');
  const hydrated = useHydrated(CART);
  const idle = useIdle();
  const units = useCartStore((s) => s.lines.reduce((sum, line) => sum + line.quantity, 0));
  const count = hydrated && idle ? units : null;

  return (
    <OverlayButton
      overlay="cart"
      controls={CART_DRAWER_ID}
      label={count === null ? t('buttonPending') : t('button', { count })}
      className={`relative rounded-full p-2.5 text-white hover:text-gold ${className}`}
    >
      <BagIcon />
      {count !== null && count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0 right-0 grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs leading-none font-bold text-white ring-2 ring-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </OverlayButton>
  );
}
