'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CartLine, OrderMode } from '@/lib/domain/cart-types';
import { lineTotalCents } from '@/lib/domain/pricing';
import { formatPrice } from '@/lib/domain/money';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { LineAllergens } from '@/components/allergens/line-allergens';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';

const roundButton =
  'grid size-11 place-items-center rounded-full ring-1 ring-black/15 hover:bg-cream disabled:opacity-40 disabled:hover:bg-transparent';

interface LineProps {
  line: CartLine;
  mode: OrderMode;
  onLeave: () => void;
  onRemoved: () => void;
}

/** One line: what it is (options, note), its price, and its quantity, edit and remove controls. */
export function CartLineRow({ line, mode, onLeave, onRemoved }: LineProps) {
  const t = useTranslations('cart');
  return (
    <li data-testid="cart-line" className="py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="leading-snug font-bold">{line.name}</h4>
          {line.options.length > 0 && (
            <ul className="mt-1 text-sm text-neutral-600">
              {line.options.map((option) => (
                <li key={`${option.groupId}-${option.optionId}`}>
                  {option.quantity > 1
                    ? t('optionQuantity', { quantity: option.quantity, name: option.name })
                    : option.name}
                </li>
              ))}
            </ul>
          )}
          {line.note && (
            <p className="mt-1 text-sm text-neutral-600 italic">{t('note', { note: line.note })}</p>
          )}
          <LineAllergens itemId={line.itemId} options={line.options} />
          <SoldOutFlag line={line} />
        </div>
        <p className="shrink-0 font-bold" data-testid="cart-line-price">
          {formatPrice(lineTotalCents(line, mode))}
        </p>
      </div>
      <LineControls line={line} onLeave={onLeave} onRemoved={onRemoved} />
    </li>
  );
}

/**
 * The kitchen marked the dish, or a choice the line holds, sold out (issue 36): the line stays,
 * flagged, for the diner to remove or change; the others can still be ordered.
 */
function SoldOutFlag({ line }: { line: CartLine }) {
  const t = useTranslations('status.kitchen');
  const item = useCatalogueStore((s) => s.items.get(line.itemId));
  if (!item) return null;
  const taken = new Set(line.options.map((option) => option.optionId));
  const choices = item.options
    .flatMap((group) => group.option_options)
    .filter((choice) => choice.sold_out && taken.has(choice.id))
    .map((choice) => choice.name);
  if (!item.item_sold_out && choices.length === 0) return null;
  return (
    <p
      data-testid="cart-line-sold-out"
      className="mt-2 rounded-lg bg-cream px-2 py-1 text-sm font-semibold text-brand-dark"
    >
      {item.item_sold_out
        ? t('soldOutLine')
        : t('soldOutChoice', { names: [...new Set(choices)].join(', ') })}
    </p>
  );
}

/** − / quantity / +, "Modifier" (the item dialog on the menu) and remove. − at 1 removes. */
function LineControls({ line, onLeave, onRemoved }: Omit<LineProps, 'mode'>) {
  const t = useTranslations('cart');
  const { name, quantity, lineId } = line;
  const atMost = quantity >= MAX_LINE_QUANTITY;
  const change = (next: number) => {
    useCartStore.getState().setQuantity(lineId, next);
    if (next < 1) onRemoved();
  };
  const remove = () => {
    useCartStore.getState().removeLine(lineId);
    onRemoved();
  };

  return (
    <div className="mt-3 flex items-center gap-2">
      <button type="button" className={roundButton} onClick={() => change(quantity - 1)}>
        <MinusIcon />
        <span className="sr-only">{t('decrease', { name })}</span>
      </button>
      <p className="min-w-8 text-center text-lg font-bold" aria-live="polite">
        <span className="sr-only">{t('quantity')} </span>
        <span data-testid="cart-line-quantity">{quantity}</span>
      </p>
      <button
        type="button"
        className={roundButton}
        onClick={() => change(quantity + 1)}
        disabled={atMost}
        title={atMost ? t('maxReached', { max: MAX_LINE_QUANTITY }) : undefined}
      >
        <PlusIcon />
        <span className="sr-only">{t('increase', { name })}</span>
      </button>
      <Link
        href={`/menu?product=${line.itemId}&line=${encodeURIComponent(line.lineId)}`}
        scroll={false}
        prefetch={false}
        onClick={onLeave}
        aria-label={t('editLabel', { name })}
        className="ml-auto rounded-full px-3 py-2.5 text-sm font-semibold text-brand-dark underline-offset-2 hover:underline"
      >
        {t('edit')}
      </Link>
      <button
        type="button"
        className={`${roundButton} text-neutral-600 ring-0 hover:text-brand-dark`}
        onClick={remove}
      >
        <TrashIcon />
        <span className="sr-only">{t('remove', { name })}</span>
      </button>
    </div>
  );
}
