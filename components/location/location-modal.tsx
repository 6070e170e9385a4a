'use client';

import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import { useOverlayDialog } from '@/lib/hooks/use-overlay-dialog';
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
  const { ref, isOpen, onClose, dismiss, onClick } = useOverlayDialog('location');

  return (
    <dialog
      ref={ref}
      id={LOCATION_MODAL_ID}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onClick={onClick}
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
