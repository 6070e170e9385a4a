import { describe, expect, it } from 'vitest';
import { KEYBOARD_MIN_PX, watchKeyboard } from '@/lib/browser/keyboard';
import { luminance, parseRgb, seenColour, toHex } from '@/lib/browser/theme-color';

describe('the status-bar colour', () => {
  it('reads computed colours', () => {
    expect(parseRgb('rgb(27, 27, 27)')).toEqual([27, 27, 27, 1]);
    expect(parseRgb('rgba(0, 0, 0, 0.6)')).toEqual([0, 0, 0, 0.6]);
    expect(parseRgb('rgb(0 0 0 / 40%)')).toEqual([0, 0, 0, 0.4]);
    expect(parseRgb('oklab(0 0 0 / 0.6)')).toBeNull();
  });

  it('is the first opaque background from the top, over white when none is', () => {
    const ink = parseRgb('rgb(27, 27, 27)')!;
    const clear = parseRgb('rgba(0, 0, 0, 0)')!;
    expect(toHex(seenColour([clear, ink, [255, 255, 255, 1]], [255, 255, 255, 1]))).toBe('#1b1b1b');
    expect(toHex(seenColour([clear], [255, 255, 255, 1]))).toBe('#ffffff');
  });

  it('darkens what a modal’s backdrop covers', () => {
    const backdrop = parseRgb('rgba(0, 0, 0, 0.6)')!;
    expect(toHex(seenColour([backdrop, [255, 255, 255, 1]], [255, 255, 255, 1]))).toBe('#666666');
    expect(luminance([27, 27, 27, 1])).toBeLessThan(0.02);
    expect(luminance([255, 255, 255, 1])).toBe(1);
  });
});

describe('the keyboard', () => {
  const viewport = (height: number) => {
    const target = new EventTarget() as EventTarget & { height: number; scale: number };
    target.height = height;
    target.scale = 1;
    return target;
  };
  const resize = (vp: ReturnType<typeof viewport>, height: number, scale = 1) => {
    vp.height = height;
    vp.scale = scale;
    vp.dispatchEvent(new Event('resize'));
  };

  it('is open when the viewport is more than 150 px shorter than its tallest', () => {
    const vp = viewport(800);
    const root = { dataset: {} as Record<string, string> } as HTMLElement;
    let width = 400;
    const stop = watchKeyboard(vp, root, () => width);
    resize(vp, 800 - KEYBOARD_MIN_PX);
    expect(root.dataset.keyboard).toBeUndefined();
    resize(vp, 800 - KEYBOARD_MIN_PX - 1);
    expect(root.dataset.keyboard).toBe('open');
    resize(vp, 800);
    expect(root.dataset.keyboard).toBeUndefined();
    // Zoomed in: a shorter visual viewport at a larger scale is no keyboard.
    resize(vp, 400, 2);
    expect(root.dataset.keyboard).toBeUndefined();
    // Turned to landscape: the new, shorter height is the new tallest.
    width = 800;
    resize(vp, 380);
    expect(root.dataset.keyboard).toBeUndefined();
    resize(vp, 200);
    expect(root.dataset.keyboard).toBe('open');
    stop();
    expect(root.dataset.keyboard).toBeUndefined();
  });
});
