'use client';

import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useOverlayDialog } from '@/components/ui/use-overlay-dialog';
import type { Overlay } from '@/stores/ui';

/** What every overlay shares: a white unpadded sheet over a dark backdrop. */
const SHEET = 'm-0 w-full max-w-none bg-white p-0 text-ink backdrop:bg-black/60';

/**
 * Where each kind of sheet sits, full screen or nearly on a phone. `right`, the cart: its
 * content scrolls under a fixed title bar. `bottom`, the location: a bottom sheet, centred from
 * 640 px, that scrolls as a whole under a sticky title bar. `top`, the search: no title bar, its
 * content brings its own field and close button.
 */
const SIDES = {
  right: {
    dialog: 'ml-auto h-dvh max-h-none sm:w-[28rem] sm:shadow-2xl',
    frame: 'flex h-full flex-col',
    header: 'border-b border-black/10 pl-4',
    title: 'text-xl',
  },
  bottom: {
    dialog:
      'mt-auto max-h-[92dvh] overflow-y-auto rounded-t-3xl sm:m-auto sm:w-[min(32rem,calc(100%-2rem))] sm:rounded-3xl',
    frame: 'pb-[max(0.5rem,env(safe-area-inset-bottom))]',
    header: 'sticky top-0 z-10 pl-5',
    title: 'text-lg',
  },
  top: {
    dialog:
      'h-dvh max-h-none overflow-hidden sm:mx-auto sm:mt-20 sm:h-auto sm:max-h-[70dvh] sm:w-[min(36rem,calc(100%-2rem))] sm:rounded-2xl',
  },
} as const;

interface TitleBar {
  side: 'right' | 'bottom';
  title: string;
  /** The title's element id, which names the dialog. */
  titleId: string;
  closeLabel: string;
  /** The title can take the focus from a script (tabIndex -1), e.g. when what had it is gone. */
  focusableTitle?: boolean;
}

type OverlayDialogProps = (TitleBar | { side: 'top'; label: string }) & {
  name: Exclude<Overlay, null>;
  /** Called each time the dialog opens; must be a stable function. */
  onOpen?: () => void;
  id?: string;
  /** Rendered only while open; a function gets `dismiss`, which closes as Escape would. */
  children: ReactNode | ((dismiss: () => void) => ReactNode);
};

/**
 * The shell of the site overlays (cart, location, search): a native modal `<dialog>` opened and
 * closed by the ui store (useOverlayDialog), with a title bar and close button unless it is the
 * search. The content mounts only while open: closed, an overlay costs nothing.
 */
export function OverlayDialog({ name, onOpen, id, children, ...props }: OverlayDialogProps) {
  const { ref, isOpen, onClose, dismiss, onClick } = useOverlayDialog(name, onOpen);
  const content = isOpen && (typeof children === 'function' ? children(dismiss) : children);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={props.side === 'top' ? props.label : undefined}
      aria-labelledby={props.side === 'top' ? undefined : props.titleId}
      onClose={onClose}
      onClick={onClick}
      className={`${SHEET} ${SIDES[props.side].dialog}`}
    >
      {props.side === 'top' ? (
        content
      ) : (
        <div className={SIDES[props.side].frame}>
          <DialogTitleBar {...props} onClose={dismiss} />
          {content}
        </div>
      )}
    </dialog>
  );
}

/** The dark bar on top of a side sheet: its title, and a button that closes it. */
function DialogTitleBar({
  side,
  title,
  titleId,
  closeLabel,
  focusableTitle = false,
  onClose,
}: TitleBar & { onClose: () => void }) {
  return (
    <header
      className={`flex items-center justify-between gap-3 bg-ink py-2 pr-2 text-white ${SIDES[side].header}`}
    >
      <h2
        id={titleId}
        tabIndex={focusableTitle ? -1 : undefined}
        className={`font-extrabold ${SIDES[side].title}${focusableTitle ? ' outline-none' : ''}`}
      >
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        className="rounded-full p-3 hover:bg-white/10 hover:text-gold"
      >
        <CloseIcon />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </header>
  );
}
