/**
 * The colour of the installed app's status bar (`<meta name="theme-color">`), which SPEC §2 wants
 * to follow the page's background (docs/adr/0025): the colour painted under the top edge of the
 * screen, the header's on most pages, a sheet's when a full-screen overlay covers it, darkened by
 * a modal's backdrop when one does not. The browser then picks light or dark status-bar icons
 * from its brightness. Pure colour arithmetic here; components/pwa/app-shell.tsx reads the page.
 */

export type Rgba = [r: number, g: number, b: number, a: number];

/** Parses `rgb()`/`rgba()` as getComputedStyle writes them (or a canvas normalises others). */
export function parseRgb(css: string): Rgba | null {
  const match =
    /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(
      css.trim(),
    );
  if (!match) return null;
  const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

/** `top` painted over an opaque `bottom` (alpha compositing). */
function over(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

/** "#rrggbb" of an opaque colour. */
export function toHex([r, g, b]: Rgba): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/**
 * The colour seen at a point: `layers` from the topmost down (backgrounds of the elements there,
 * then backdrops above them, in painting order reversed), over `base`. Layers under the first
 * opaque one are hidden by it.
 */
export function seenColour(layers: readonly Rgba[], base: Rgba): Rgba {
  const visible: Rgba[] = [];
  for (const layer of layers) {
    if (layer[3] <= 0) continue;
    visible.push(layer);
    if (layer[3] >= 1) break;
  }
  return visible.reduceRight<Rgba>((below, layer) => over(layer, below), base);
}
