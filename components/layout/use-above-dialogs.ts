'use client';

import { useEffect, type RefObject } from 'react';

/** An open `<dialog>` shown with showModal(); where `:modal` is unknown (jsdom), any open one. */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}

/**
 * Keeps `ref`'s `<dialog>` open and never beneath another dialog (docs/adr/0025): a plain
 * non-modal box while the page has no modal dialog, and while one is open a modal opened after
 * the others, on top of the top layer, the dialog below inert until it is answered. It moves as
 * dialogs open and close; `onPlaced` runs after each (re)opening, to put the focus in it.
 */
export function useAboveDialogs(
  ref: RefObject<HTMLDialogElement | null>,
  active: boolean,
  onPlaced: () => void,
) {
  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    let modal = false;
    const place = (anotherOpened: boolean) => {
      const others = [...document.querySelectorAll('dialog[open]')].filter(
        (other): other is HTMLDialogElement =>
          other !== dialog && other instanceof HTMLDialogElement,
      );
      const wantModal = others.some(isModal);
      if (dialog.open && wantModal === modal && !(wantModal && anotherOpened)) return;
      try {
        if (dialog.open) dialog.close();
        if (wantModal) dialog.showModal();
        else dialog.show();
        modal = wantModal;
        onPlaced();
      } catch (error) {
        console.warn('Bandeau cookies : affichage impossible', error);
      }
    };
    place(false);
    // Another dialog opening or closing anywhere in the page moves the box up or down.
    const observer = new MutationObserver((records) => {
      const changed = records.filter(
        (r) => r.target !== dialog && r.target instanceof HTMLDialogElement,
      );
      if (changed.length === 0) return;
      place(changed.some((r) => (r.target as HTMLDialogElement).open));
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      if (dialog.open) dialog.close();
    };
  }, [ref, active, onPlaced]);
}
