'use client';

import Image from 'next/image';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import type { Item } from '@/lib/api/schemas';
import { toCents } from '@/lib/domain/money';
import { formatPrice } from '@/lib/format';

/**
 * The item detail opened by `/menu?product={item id}`: a shareable URL, and the browser's back
 * button closes it (the card link pushed the URL). Option choice and "Ajouter" come with the
 * cart; this shows what the item is, its prices and its option groups.
 */
export function ItemDialog({ items }: { items: Item[] }) {
  const t = useTranslations('menu');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const ref = useRef<HTMLDialogElement>(null);
  const productId = Number(params.get('product'));
  const item = items.find((candidate) => candidate.item_id === productId);
  const requested = params.has('product');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (requested && !dialog.open) dialog.showModal();
    if (!requested && dialog.open) dialog.close();
  }, [requested, productId]);

  const close = () => router.replace(pathname, { scroll: false });

  return (
    <dialog
      ref={ref}
      aria-labelledby="item-dialog-title"
      onClose={() => requested && close()}
      onClick={(event) => event.target === ref.current && ref.current?.close()}
      className="m-auto max-h-[90dvh] w-[min(34rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl bg-white p-0 text-ink backdrop:bg-black/60"
    >
      {requested && (
        <div className="relative">
          <button
            type="button"
            autoFocus
            onClick={() => ref.current?.close()}
            className="absolute top-3 right-3 z-10 rounded-full bg-white/90 p-2 text-ink shadow"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t('close')}</span>
          </button>
          {item?.item_image && (
            <div className="relative aspect-[4/3] w-full bg-cream">
              <Image
                src={item.item_image}
                alt=""
                fill
                sizes="(min-width: 560px) 544px, 100vw"
                className="object-cover"
              />
            </div>
          )}
          <div className="p-5">
            <h2 id="item-dialog-title" className="text-2xl font-extrabold">
              {item ? item.item_name : t('itemNotFound')}
            </h2>
            {item && (
              <>
                <p className="mt-2 text-neutral-700">{item.item_description}</p>
                <p className="mt-4 text-xl font-bold text-brand-dark">
                  {formatPrice(toCents(item.item_price.price_pickup))}{' '}
                  <span className="text-sm font-normal text-neutral-600">
                    {t('from')} ·{' '}
                    {t('deliveryPrice', {
                      price: formatPrice(toCents(item.item_price.price_delivery)),
                    })}
                  </span>
                </p>
                {!item.item_is_available && (
                  <p className="mt-2 font-semibold text-neutral-700">{t('unavailable')}</p>
                )}
                {item.options.map((group) => (
                  <section key={group.id} className="mt-5" aria-labelledby={`groupe-${group.id}`}>
                    <h3 id={`groupe-${group.id}`} className="font-bold">
                      {group.name}
                    </h3>
                    <p className="text-xs text-neutral-600">
                      {t('optionRule', { min: group.min, max: group.max })}
                    </p>
                    <ul className="mt-2 divide-y divide-black/5">
                      {group.option_options.map((choice) => (
                        <li key={choice.id} className="flex justify-between py-2 text-sm">
                          <span>{choice.name}</span>
                          {choice.price > 0 && <span>+ {formatPrice(toCents(choice.price))}</span>}
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
