/**
 * Reads the colour painted under the top edge of the screen (lib/theme-color.ts does the
 * arithmetic) and writes it to `<meta name="theme-color">`, the installed app's status bar.
 */
import { parseRgb, seenColour, toHex, type Rgba } from '@/lib/theme-color';

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

/** "#rrggbb" of the page's top edge, at the middle of the screen. */
export function pageTopColour(): string {
  const stack = document.elementsFromPoint(window.innerWidth / 2, 1);
  const top = stack[0];
  // A modal that does not cover the top edge darkens it with its backdrop.
  const backdrops = [...document.querySelectorAll('dialog[open]')]
    .filter((dialog) => isModal(dialog) && !(top && dialog.contains(top)))
    .map((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
  const backgrounds = stack
    .filter((element) => !isPicture(element))
    .map((element) => getComputedStyle(element).backgroundColor);
  const layers = [...backdrops, ...backgrounds]
    .map(readColour)
    .filter((colour): colour is Rgba => colour !== null);
  return toHex(seenColour(layers, WHITE));
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
