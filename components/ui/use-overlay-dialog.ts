'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { useUiStore, type Overlay } from '@/stores/ui';

/**
 * A site overlay as a native modal `<dialog>`: opened and closed by the UI store, Escape and a
 * backdrop click close it, and focus goes back where it was. `onOpen` must be a stable function.
 */
export function useOverlayDialog(name: Exclude<Overlay, null>, onOpen?: () => void) {
  const isOpen = useUiStore((s) => s.overlay === name);
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
      onOpen?.();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen, onOpen]);

  const onClose = () => {
    if (useUiStore.getState().overlay === name) useUiStore.getState().close();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  };
  const dismiss = () => ref.current?.close();
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) dismiss();
  };
  return { ref, isOpen, onClose, dismiss, onClick };
}
