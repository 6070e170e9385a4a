'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { CartLine } from '@/lib/domain/cart-types';
import type { CartSummary } from '@/stores/cart-summary';
import { formatPrice } from '@/lib/domain/money';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { CartLineRow } from './cart-line';
import { CART_TITLE_ID } from './cart-ids';

/** The cart's lines at the prices of the order mode, then the items offers add for free. */
export function CartLines({
  lines,
  summary,
  onLeave,
}: {
  lines: readonly CartLine[];
  summary: CartSummary | null;
  onLeave: () => void;
}) {
  const t = useTranslations('cart');
  const mode = useLocationStore((s) => s.mode);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);

  // A removed line takes its focused button with it: focus stays in the dialog, on the list
  // heading, or on the title when the cart is now empty.
  const onRemoved = () => {
    const target = lines.length > 1 ? headingRef.current : document.getElementById(CART_TITLE_ID);
    target?.focus();
  };

  return (
    <section aria-labelledby="panier-articles">
      <div className="flex items-baseline justify-between gap-3">
        <h3
          id="panier-articles"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold outline-none"
        >
          {t('linesHeading', { count: units })}
        </h3>
        <p className="text-sm text-neutral-600">
          {mode === 'delivery' ? t('modeDelivery') : t('modePickup')}
        </p>
      </div>
      <ul className="divide-y divide-black/10">
        {lines.map((line) => (
          <CartLineRow
            key={line.lineId}
            line={line}
            mode={mode}
            onLeave={onLeave}
            onRemoved={onRemoved}
          />
        ))}
        {summary?.totals.freeItems.map((gift) => (
          <FreeItemRow
            key={`${gift.offerId}-${gift.itemId}`}
            itemId={gift.itemId}
            quantity={gift.quantity}
          />
        ))}
      </ul>
    </section>
  );
}

function FreeItemRow({ itemId, quantity }: { itemId: number; quantity: number }) {
  const t = useTranslations('cart');
  const name = useCatalogueStore((s) => s.items.get(itemId)?.item_name) ?? t('freeItem');
  return (
    <li data-testid="cart-free-item" className="flex items-center justify-between gap-3 py-4">
      <p className="min-w-0 font-bold">
        {quantity > 1 ? t('freeQuantity', { quantity, name }) : name}
        <span className="ml-2 rounded-full bg-gold px-2 py-0.5 align-middle text-xs font-bold text-ink">
          {t('free')}
        </span>
      </p>
      <p className="shrink-0 font-bold">{formatPrice(0)}</p>
    </li>
  );
}
