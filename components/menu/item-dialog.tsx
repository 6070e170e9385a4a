'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useWords } from '@/components/intl/words';
import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { whenIdle } from '@/lib/browser/idle';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore, type CatalogueState } from '@/stores/catalogue';
import type { ItemFormResult } from './item-form';

/**
 * The sheet's form (options, price, allergens, add bar) and what it computes with: fetched once
 * the page is idle, or when an item is opened before, out of /menu's first load (issue 38).
 */
const itemForm = lazyModule(() => import('./item-form'));

/** How long "Ajouté au panier" stays on screen. */
const ANNOUNCE_MS = 3000;

/**
 * The item sheet opened by `/menu?product={item id}` (and `&line={line id}` to edit a cart
 * line): a shareable URL, and the browser's back button closes it (the card link pushed the
 * URL). Full screen on a phone with the add bar always in view, a centred dialog from 640 px.
 * The confirmation lives outside the dialog, so it is still heard once the dialog has closed.
 */
export function ItemDialog() {
  const t = useWords('menu');
  const tItem = useWords('item');
  const params = useSearchParams();
  const pathname = usePathname();
  const ref = useRef<HTMLDialogElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const productId = Number(params.get('product'));
  const lineId = params.get('line');
  // The menus come from /menus.json, fetched when the page is idle or when the dialog needs them.
  const item = useCatalogueStore((s) => s.items.get(productId));
  const menusStatus = useCatalogueStore((s) => s.menusStatus);
  const requested = params.has('product');
  useEffect(() => {
    if (requested) void useCatalogueStore.getState().loadMenus();
  }, [requested]);
  const form = itemForm.useModule(requested);
  useEffect(() => whenIdle(itemForm.load, 3000, 1500), []);
  const editing = useCartStore((s) =>
    item && lineId
      ? (s.lines.find((l) => l.lineId === lineId && l.itemId === item.item_id) ?? null)
      : null,
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (requested && !dialog.open) dialog.showModal();
    if (!requested && dialog.open) dialog.close();
  }, [requested, productId]);

  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(() => setAnnouncement(''), ANNOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  // Only the URL changes, as when the item was opened (open-item.ts): the page keeps its scroll.
  const close = () => window.history.replaceState(null, '', pathname);
  const done = (result: ItemFormResult) => {
    setAnnouncement(tItem(result));
    ref.current?.close();
  };

  return (
    <>
      <dialog
        ref={ref}
        aria-labelledby="item-dialog-title"
        onClose={() => requested && close()}
        onClick={(event) => event.target === ref.current && ref.current?.close()}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink backdrop:bg-black/60 sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:w-[min(34rem,calc(100%-1.5rem))] sm:rounded-2xl"
      >
        {requested && (
          <div className="relative flex h-dvh flex-col sm:h-auto sm:max-h-[90dvh]">
            <button
              type="button"
              autoFocus
              onClick={() => ref.current?.close()}
              className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-white/90 text-ink shadow"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">{t('close')}</span>
            </button>
            {item && typeof form === 'object' ? (
              <form.ItemForm
                key={`${item.item_id}:${editing?.lineId ?? ''}`}
                item={item}
                editing={editing}
                onDone={done}
              />
            ) : (
              <ItemMissing
                status={item && typeof form === 'string' ? formStatus(form) : menusStatus}
              />
            )}
          </div>
        )}
      </dialog>
      <p
        role="status"
        data-testid="cart-announcement"
        className={
          announcement
            ? 'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-full bg-ink px-5 py-3 text-center font-semibold text-white shadow-lg'
            : 'sr-only'
        }
      >
        {announcement}
      </p>
    </>
  );
}

const formStatus = (form: 'loading' | 'failed'): CatalogueState['menusStatus'] =>
  form === 'failed' ? 'error' : 'loading';

/**
 * The dialog while its item or its form is not there yet: loading, failed (with a retry, which
 * asks again for what failed), or not on the menu.
 */
function ItemMissing({ status }: { status: CatalogueState['menusStatus'] }) {
  const t = useWords('menu');
  const title = 'p-5 pr-16 text-2xl font-extrabold';
  if (status === 'idle' || status === 'loading') {
    return (
      <h2 id="item-dialog-title" role="status" className={title}>
        {t('itemLoading')}
      </h2>
    );
  }
  if (status === 'error') {
    return (
      <div className="space-y-4 p-5 pr-16">
        <h2 id="item-dialog-title" className="text-2xl font-extrabold">
          {t('itemError')}
        </h2>
        <button
          type="button"
          onClick={() => {
            itemForm.load();
            void useCatalogueStore.getState().loadMenus();
          }}
          className="min-h-12 rounded-full border-2 border-brand px-5 font-bold text-brand-dark"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <h2 id="item-dialog-title" className={title}>
      {t('itemNotFound')}
    </h2>
  );
}
