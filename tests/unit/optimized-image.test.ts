/**
 * lib/images/optimized.ts writes a picture's optimiser URLs by hand, to keep next/image's client
 * component out of the diner's first load (docs/adr/0053): held here to what next/image itself
 * writes for the same widths, so a change of Next's loader or of the widths shows.
 */
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@/lib/config/images';
import { optimizedImage } from '@/lib/images/optimized';

const imgConf = {
  ...imageConfigDefault,
  ...IMAGE_WIDTHS,
  output: undefined,
  allSizes: [...IMAGE_WIDTHS.deviceSizes, ...IMAGE_WIDTHS.imageSizes].sort((a, b) => a - b),
};

/** What next/image puts on its <img> for these props: src, srcSet and sizes only. */
function nextWrites(props: Parameters<typeof getImgProps>[0]) {
  const { src, srcSet, sizes } = getImgProps(props, { defaultLoader, imgConf }).props;
  return { src, srcSet, ...(sizes !== undefined && { sizes }) };
}

const PICTURES = ['/menu-images/burger-crispy-classic.webp', '/menu-images/frites é & co?.webp'];

describe('optimizedImage', () => {
  it.each(PICTURES)('writes a card’s two sizes as next/image does (%s)', (src) => {
    for (const [width, height] of [
      [112, 84],
      [320, 240],
      [1000, 750],
      [2000, 1500],
    ]) {
      expect(optimizedImage(src, { width })).toEqual(nextWrites({ src, alt: '', width, height }));
    }
  });

  it.each(PICTURES)('writes a sheet’s picture for its sizes as next/image does (%s)', (src) => {
    for (const sizes of [
      '(min-width: 640px) 544px, 100vw',
      '50vw',
      '(min-width: 640px) 33vw, 5vw',
      '320px',
    ]) {
      expect(optimizedImage(src, { sizes })).toEqual(
        nextWrites({ src, alt: '', fill: true, sizes }),
      );
    }
  });

  it('gives the card on a phone 160 then 256 pixels, and the sheet every width from 390', () => {
    const card = optimizedImage('/a.webp', { width: 112 });
    expect(card.srcSet).toBe(
      '/_next/image?url=%2Fa.webp&w=160&q=75 1x, /_next/image?url=%2Fa.webp&w=256&q=75 2x',
    );
    const sheet = optimizedImage('/a.webp', { sizes: '100vw' });
    expect(sheet.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '390w',
      '640w',
      '828w',
      '1080w',
      '1600w',
    ]);
  });

  it('leaves a picture from another site as it is', () => {
    expect(optimizedImage('https://cdn.example.fr/a.webp', { width: 112 })).toEqual({
      src: 'https://cdn.example.fr/a.webp',
    });
    expect(optimizedImage('//cdn.example.fr/a.webp', { sizes: '100vw' })).toEqual({
      src: '//cdn.example.fr/a.webp',
    });
  });
});
