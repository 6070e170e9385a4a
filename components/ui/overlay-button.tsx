'use client';

import type { ReactNode } from 'react';
import { useUiStore, type Overlay } from '@/stores/ui';

/**
 * A header button that opens one of the site's overlays (cart, location, search): it says it
 * opens a dialog, whether that dialog is open, and, while it is open (the dialog is in the page
 * only then), which element it controls.
 */
export function OverlayButton({
  overlay,
  controls,
  label,
  title,
  className,
  children,
}: {
  overlay: Exclude<Overlay, null>;
  /** The id of the dialog it opens. */
  controls?: string;
  /** The accessible name, when the content does not give one. */
  label?: string;
  title?: string;
  className: string;
  children: ReactNode;
}) {
  const expanded = useUiStore((s) => s.overlay === overlay);
  const open = useUiStore((s) => s.open);
  return (
    <button
      type="button"
      onClick={() => open(overlay)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={label}
      title={title}
      className={className}
    >
      {children}
    </button>
  );
}
