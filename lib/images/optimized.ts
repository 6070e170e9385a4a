/**
 * A dish's picture through Next's image optimiser, written as next/image's default loader writes
 * it, without next/image's client component in a diner's first load (docs/adr/0053). A unit test
 * holds the output to Next's `getImgProps` (what `getImageProps` calls) for the same widths.
 */
import { IMAGE_WIDTHS } from '@/lib/config/images';

const ALL = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes].sort((a, b) => a - b);
const QUALITY = 75;

export interface OptimizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const resized = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/**
 * `src` shown `width` CSS pixels wide (1x and 2x), or at `sizes` (each width from the smallest
 * share of the viewport `sizes` names). A picture from elsewhere than this site is left as is:
 * the optimiser only takes local ones.
 */
export function optimizedImage(
  src: string,
  shown: { width: number } | { sizes: string },
): OptimizedImage {
  if (!src.startsWith('/') || src.startsWith('//')) return { src };
  let srcSet: string;
  let widths: number[];
  if ('width' in shown) {
    const at = (wanted: number) => ALL.find((size) => size >= wanted) ?? ALL[ALL.length - 1];
    widths = [...new Set([at(shown.width), at(shown.width * 2)])];
    srcSet = widths.map((width, index) => `${resized(src, width)} ${index + 1}x`).join(', ');
  } else {
    const shares = [...shown.sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const least = shares.length > 0 ? (Math.min(...shares) * IMAGE_WIDTHS.deviceSizes[0]) / 100 : 0;
    widths = ALL.filter((size) => size >= least);
    srcSet = widths.map((width) => `${resized(src, width)} ${width}w`).join(', ');
  }
  return {
    src: resized(src, widths[widths.length - 1]),
    srcSet,
    ...('sizes' in shown && { sizes: shown.sizes }),
  };
}
