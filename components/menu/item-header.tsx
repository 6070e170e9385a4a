'use client';

import { useTranslations } from 'next-intl';
import type { Item } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import { formatPrice, toCents } from '@/lib/domain/money';
import { optimizedImage } from '@/lib/images/optimized';

/** Picture, name, description and the item's price for the diner's mode (pickup or delivery). */
export function ItemHeader({ item, mode }: { item: Item; mode: OrderMode }) {
  const t = useTranslations('item');
  const price = mode === 'pickup' ? item.item_price.price_pickup : item.item_price.price_delivery;
  return (
    <>
      {item.item_image && (
        <div className="relative aspect-[4/3] w-full bg-cream sm:aspect-[16/9]">
          {/* eslint-disable-next-line @next/next/no-img-element -- resized by Next's optimiser */}
          <img
            {...optimizedImage(item.item_image, { sizes: '(min-width: 640px) 544px, 100vw' })}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
      )}
      <div className={`px-5 ${item.item_image ? 'pt-5' : 'pt-16'}`}>
        <h2 id="item-dialog-title" className="text-2xl font-extrabold">
          {item.item_name}
        </h2>
        {item.item_description && <p className="mt-2 text-neutral-700">{item.item_description}</p>}
        <p className="mt-3 text-xl font-bold text-brand-dark" data-testid="item-dialog-price">
          {formatPrice(toCents(price))}{' '}
          <span className="text-sm font-normal text-neutral-600">
            {t(mode === 'pickup' ? 'pickupPrice' : 'deliveryPrice')}
          </span>
        </p>
      </div>
    </>
  );
}
