/**
 * The widths `/_next/image` resizes to: next.config.ts hands them to Next, and
 * lib/images/optimized.ts writes its `srcset`s from them (docs/adr/0053).
 */
export const IMAGE_WIDTHS = {
  deviceSizes: [390, 640, 828, 1080, 1600],
  imageSizes: [96, 160, 256, 320],
};
