'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useUiStore } from '@/stores/ui';
import { LocationChooser } from './location-chooser';

export const LOCATION_MODAL_ID = 'location-modal';
const TITLE_ID = 'location-modal-title';

/**
 * The location modal of SPEC.md §2: pickup or delivery, and where. Rendered once in the layout
 * and opened through the ui store (`open('location')`), so one overlay shows at a time. A bottom
 * sheet on a phone, a centred dialog on wider screens; Escape, the close button and the backdrop
 * close it, and focus goes back to what opened it.
 */
export function LocationModal() {
  const t = useTranslations('location');
  const isOpen = useUiStore((s) => s.overlay === 'location');
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const onClose = () => {
    if (useUiStore.getState().overlay === 'location') useUiStore.getState().close();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };
  const dismiss = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      id={LOCATION_MODAL_ID}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && dismiss()}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-0 text-ink backdrop:bg-black/60 sm:m-auto sm:w-[min(32rem,calc(100%-2rem))] sm:rounded-3xl"
    >
      <div className="pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <header className="sticky top-0 z-10 flex items-center justify-between gap-3 bg-ink py-2 pr-2 pl-5 text-white">
          <h2 id={TITLE_ID} className="text-lg font-extrabold">
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={dismiss}
            className="rounded-full p-3 hover:bg-white/10 hover:text-gold"
          >
            <CloseIcon />
            <span className="sr-only">{t('close')}</span>
          </button>
        </header>
        {isOpen && <LocationChooser />}
      </div>
    </dialog>
  );
}
