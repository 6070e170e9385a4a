'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useWords } from '@/components/intl/words';
import { CloseIcon } from '@/components/ui/icons';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore, type CatalogueState } from '@/stores/catalogue';
import { ItemForm, type ItemFormResult } from './item-form';

/**
 * The item sheet opened by `/menu?product={item id}` (and `&line={line id}` to edit a cart
 * line): a shareable URL, and the browser's back button closes it (the card link pushed the
 * URL). Full screen on a phone with the add bar always in view, a centred dialog from 640 px.
 * Its code, with the form's, comes after the page's first load (item-dialog.tsx), which keeps
 * the confirmation `onDone` says, heard once the dialog has closed.
 */
export function ItemSheet({ onDone }: { onDone: (announcement: string) => void }) {
  const t = useWords('menu');
  const tItem = useWords('item');
  const params = useSearchParams();
  const pathname = usePathname();
  const ref = useRef<HTMLDialogElement>(null);
  const productId = Number(params.get('product'));
  const lineId = params.get('line');
  // The menus come from /menus.json, fetched when the page is idle or when the dialog needs them.
  const item = useCatalogueStore((s) => s.items.get(productId));
  const menusStatus = useCatalogueStore((s) => s.menusStatus);
  const requested = params.has('product');
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

  // Only the URL changes, as when the item was opened (open-item.ts): the page keeps its scroll.
  const close = () => window.history.replaceState(null, '', pathname);
  const done = (result: ItemFormResult) => {
    onDone(tItem(result));
    ref.current?.close();
  };

  return (
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
          {item ? (
            <ItemForm
              key={`${item.item_id}:${editing?.lineId ?? ''}`}
              item={item}
              editing={editing}
              onDone={done}
            />
          ) : (
            <ItemMissing status={menusStatus} />
          )}
        </div>
      )}
    </dialog>
  );
}

/**
 * The dialog while its item is not there yet: loading, failed (with a retry, which asks for the
 * menus again), or not on the menu.
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
          onClick={() => void useCatalogueStore.getState().loadMenus()}
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
