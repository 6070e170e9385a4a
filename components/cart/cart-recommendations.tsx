'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Item } from '@/lib/api/schemas';
import type { OrderMode } from '@/lib/domain/cart-types';
import { formatPrice, toCents } from '@/lib/domain/money';
import { useCartRecommendations } from '@/components/cart/use-cart-recommendations';

/**
 * A row of suggestions: for the cart's items, or the most ordered when the cart is empty.
 * Each opens the item's dialog on the menu (choosing options and "Ajouter" happen there).
 * Nothing shows while loading or when the API fails.
 */
export function CartRecommendations({
  itemIds,
  mode,
  onLeave,
}: {
  itemIds: readonly number[];
  mode: OrderMode;
  onLeave: () => void;
}) {
  const t = useTranslations('cart.recommendations');
  const { items, popular } = useCartRecommendations(true, itemIds);
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="panier-suggestions" data-testid="cart-recommendations">
      <h3 id="panier-suggestions" className="text-lg font-bold">
        {popular ? t('popular') : t('forCart')}
      </h3>
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {items.map((item) => (
          <SuggestionCard key={item.item_id} item={item} mode={mode} onLeave={onLeave} />
        ))}
      </ul>
    </section>
  );
}

function SuggestionCard({
  item,
  mode,
  onLeave,
}: {
  item: Item;
  mode: OrderMode;
  onLeave: () => void;
}) {
  const { price_delivery, price_pickup } = item.item_price;
  return (
    <li className="w-36 shrink-0 snap-start">
      <Link
        href={`/menu?product=${item.item_id}`}
        scroll={false}
        prefetch={false}
        onClick={onLeave}
        className="block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/10 hover:shadow-md"
      >
        <div className="relative aspect-[4/3] bg-cream">
          {item.item_image && (
            <Image src={item.item_image} alt="" fill sizes="144px" className="object-cover" />
          )}
        </div>
        <div className="p-2">
          <p className="line-clamp-2 text-sm leading-snug font-bold">{item.item_name}</p>
          <p className="mt-1 text-sm font-bold text-brand-dark">
            {formatPrice(toCents(mode === 'delivery' ? price_delivery : price_pickup))}
          </p>
        </div>
      </Link>
    </li>
  );
}
