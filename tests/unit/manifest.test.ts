import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import manifest from '@/app/manifest';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const { icons = [], screenshots = [] } = manifest();

/** Each image the manifest names exists in public/ with the size and type it declares. */
async function actual(src: string) {
  const meta = await sharp(path.join(PUBLIC, src)).metadata();
  return { sizes: `${meta.width}x${meta.height}`, type: `image/${meta.format}` };
}

describe('the manifest', () => {
  it('has any and maskable icons at 192 and 512, of their declared size', async () => {
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512'])
        expect(icons.find((i) => i.purpose === purpose && i.sizes === sizes)).toBeDefined();
    for (const icon of icons)
      expect(await actual(icon.src), icon.src).toEqual({ sizes: icon.sizes, type: icon.type });
  });

  it('has a narrow and a wide screenshot, of their declared size, that Chromium accepts', async () => {
    // Chromium's richer install sheet: each side 320–3840 px, the long one ≤ 2.3 × the short one.
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(await actual(shot.src), shot.src).toEqual({ sizes: shot.sizes, type: shot.type });
      const [width, height] = shot.sizes!.split('x').map(Number);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === 'wide').toBe(width > height);
      expect(shot.label).toBeTruthy();
    }
  });
});
