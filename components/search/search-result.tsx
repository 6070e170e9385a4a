'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Item } from '@/lib/api/schemas';
import type { Avoidance } from '@/lib/domain/allergens';
import { ItemPrice } from '@/components/menu/item-price';
import { toCents } from '@/lib/domain/money';

/** One option of the results listbox: thumbnail, name and the price for the diner's mode. */
export function SearchResult({
  id,
  item,
  active,
  onPick,
  onPoint,
  standing,
}: {
  id: string;
  item: Item;
  active: boolean;
  onPick: () => void;
  onPoint: () => void;
  /** How it stands against the diner's allergen filter; null without a filter. */
  standing: Avoidance | null;
}) {
  const t = useTranslations('search');
  const tAllergens = useTranslations('allergens');
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      onMouseEnter={onPoint}
      // The focus stays in the input, where the keyboard drives the list.
      onMouseDown={(event) => event.preventDefault()}
      className="flex min-h-16 cursor-pointer scroll-mt-20 items-center gap-3 px-4 py-2 aria-selected:bg-cream"
    >
      <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-cream">
        {item.item_image && (
          <Image src={item.item_image} alt="" fill sizes="48px" className="object-cover" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{item.item_name}</span>{' '}
        {!item.item_is_available && (
          <span className="text-xs text-neutral-600">
            {item.item_sold_out ? t('soldOut') : t('unavailable')}
          </span>
        )}{' '}
        {standing === 'may-contain' && (
          <span className="text-xs font-semibold text-brand-dark">{tAllergens('cardTraces')}</span>
        )}
        {standing === 'unknown' && (
          <span className="text-xs font-semibold text-brand-dark">{tAllergens('cardUnknown')}</span>
        )}
      </span>{' '}
      <span className="whitespace-nowrap">
        <ItemPrice
          pickupCents={toCents(item.item_price.price_pickup)}
          deliveryCents={toCents(item.item_price.price_delivery)}
        />
      </span>
    </li>
  );
}
