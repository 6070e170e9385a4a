'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useUiStore } from '@/stores/ui';
import { SearchCombobox } from './search-combobox';

/**
 * The product search overlay, open while the UI store's overlay is 'search'. A modal dialog
 * keeps the focus inside and gives it back to the magnifier on close; the combobox is mounted
 * only while open, so each search starts empty.
 */
export function SearchDialog() {
  const t = useTranslations('search');
  const open = useUiStore((s) => s.overlay === 'search');
  const close = useUiStore((s) => s.close);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closing by Escape or by the backdrop must clear the store, but a dialog closed because
  // another overlay took over must not close that one.
  const onClose = () => {
    if (useUiStore.getState().overlay === 'search') close();
  };

  return (
    <dialog
      ref={ref}
      aria-label={t('label')}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && ref.current?.close()}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink backdrop:bg-black/60 sm:mx-auto sm:mt-20 sm:h-auto sm:max-h-[70dvh] sm:w-[min(36rem,calc(100%-2rem))] sm:rounded-2xl"
    >
      {open && <SearchCombobox onClose={close} />}
    </dialog>
  );
}
