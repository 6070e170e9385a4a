/**
 * Reads the colour painted under the top edge of the screen (lib/browser/theme-color.ts does the
 * arithmetic) and writes it to `<meta name="theme-color">`, the installed app's status bar.
 */
import { parseRgb, seenColour, toHex, type Rgba } from '@/lib/browser/theme-color';

const WHITE: Rgba = [255, 255, 255, 1];
let canvas: CanvasRenderingContext2D | null | undefined;

/** A computed colour as rgba: `rgb()` directly, other notations (oklab() mixes) through a canvas. */
function readColour(css: string): Rgba | null {
  const rgb = parseRgb(css);
  if (rgb) return rgb;
  canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvas) return null;
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = css;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

const isModal = (dialog: Element) => {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
};

/** Pictures say nothing of their colour here: what is painted behind them counts instead. */
const isPicture = (element: Element) =>
  element instanceof HTMLImageElement ||
  element instanceof HTMLVideoElement ||
  element instanceof HTMLCanvasElement ||
  element instanceof SVGElement;

/** The colour last seen at the top edge: the page the header shows, until the shell reads it. */
let lastSeen: Rgba = [27, 27, 27, 1];
/** The modal whose backdrop is at the top edge, and what was seen there before it opened. */
let backdropOver: { dialog: Element; below: Rgba } | null = null;

const covers = (element: Element, x: number, y: number) => {
  const box = element.getBoundingClientRect();
  return x >= box.left && x < box.right && y >= box.top && y < box.bottom;
};

/**
 * "#rrggbb" of the page's top edge, at the middle of the screen. Where a modal's backdrop is,
 * the browser hit-tests the modal itself (that is how a click there reaches it) and the page
 * beneath is inert: what the backdrop darkens is then the colour seen before the modal opened.
 */
export function pageTopColour(): string {
  const x = window.innerWidth / 2;
  const y = 1;
  const stack = document.elementsFromPoint(x, y);
  const modal = stack[0]?.closest('dialog');
  if (modal && isModal(modal) && !covers(modal, x, y)) {
    if (backdropOver?.dialog !== modal) backdropOver = { dialog: modal, below: lastSeen };
    const backdrop = readColour(getComputedStyle(modal, '::backdrop').backgroundColor);
    return toHex(seenColour(backdrop ? [backdrop] : [], backdropOver.below));
  }
  backdropOver = null;
  const layers = stack
    .filter((element) => !isPicture(element))
    .map((element) => readColour(getComputedStyle(element).backgroundColor))
    .filter((colour): colour is Rgba => colour !== null);
  lastSeen = seenColour(layers, WHITE);
  return toHex(lastSeen);
}

/** Sets the status bar's colour, adding the meta element if the page has none. */
export function setThemeColour(colour: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  if (meta.content !== colour) meta.content = colour;
}
