/**
 * An on-screen keyboard counts as open when the visual viewport is more than 150 px shorter than
 * the tallest it has been at this width (SPEC §2: the native shell's rule, applied to the visual
 * viewport, which is what a keyboard shrinks in every mobile browser). Zoom does not count: the
 * height is measured at scale 1. A new width (the phone turned) starts a new tallest height.
 * While it is open, `<html data-keyboard="open">` lets the stylesheet move the bottom bars aside.
 */

/** How much shorter the viewport must be for a keyboard (SPEC §2). */
export const KEYBOARD_MIN_PX = 150;

interface Viewport extends EventTarget {
  readonly height: number;
  readonly scale: number;
}

/** Watches `viewport` and keeps `root`'s `data-keyboard` in step; returns the stop function. */
export function watchKeyboard(
  viewport: Viewport,
  root: HTMLElement,
  width: () => number = () => window.innerWidth,
): () => void {
  let tallest = 0;
  let lastWidth = width();
  const update = () => {
    const height = viewport.height * viewport.scale;
    if (width() !== lastWidth) {
      lastWidth = width();
      tallest = 0;
    }
    tallest = Math.max(tallest, height);
    if (tallest - height > KEYBOARD_MIN_PX) root.dataset.keyboard = 'open';
    else delete root.dataset.keyboard;
  };
  update();
  viewport.addEventListener('resize', update);
  return () => {
    viewport.removeEventListener('resize', update);
    delete root.dataset.keyboard;
  };
}
