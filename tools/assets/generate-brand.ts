/**
 * Generates the brand assets of Poulet Grenette:
 *   public/icons/*  (PWA icons, apple-touch-icon, favicons), public/favicon.ico
 *   public/images/logo.svg, logo-dark.svg
 * Run: npm run generate (in tools/assets), or `npm run assets` at the root
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadWoff, textPath } from './lib/font';
import { BRAND, drumstick, type MotifColours } from './lib/motif';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const icons = join(root, 'public', 'icons');
const images = join(root, 'public', 'images');
mkdirSync(icons, { recursive: true });
mkdirSync(images, { recursive: true });

const full: MotifColours = {
  meat: BRAND.cream,
  bone: BRAND.white,
  shade: '#f6d49a',
  shine: BRAND.white,
};
const plain: MotifColours = { meat: BRAND.cream, bone: BRAND.white };

const svg = (body: string, size = 100) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${body}</svg>`;

/** "any" icon: red rounded square with a little breathing room. */
const anyIcon = (m: MotifColours, motifScale = 0.84) => {
  const ms = 100 * motifScale;
  return svg(`<rect x="2" y="2" width="96" height="96" rx="22" fill="${BRAND.red}"/>
<rect x="2" y="2" width="96" height="96" rx="22" fill="none" stroke="${BRAND.redDark}" stroke-opacity="0.35" stroke-width="1"/>
${drumstick((100 - ms) / 2, (100 - ms) / 2, ms, m)}`);
};
/** Full-bleed square: maskable icons and apple-touch-icon (the OS rounds it). */
const bleedIcon = (motifScale: number) => {
  const ms = 100 * motifScale;
  return svg(
    `<rect width="100" height="100" fill="${BRAND.red}"/>${drumstick((100 - ms) / 2, (100 - ms) / 2, ms, full)}`,
  );
};

async function png(svgText: string, size: number, file: string) {
  const buf = await sharp(Buffer.from(svgText), { density: Math.max(72, (72 * size) / 100) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(file, buf);
  return buf;
}

/** ICO file holding PNG images (supported by every current browser). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const dir = Buffer.alloc(16 * pngs.length);
  let offset = 6 + dir.length;
  pngs.forEach((p, i) => {
    const o = i * 16;
    dir.writeUInt8(p.size >= 256 ? 0 : p.size, o);
    dir.writeUInt8(p.size >= 256 ? 0 : p.size, o + 1);
    dir.writeUInt8(0, o + 2);
    dir.writeUInt8(0, o + 3);
    dir.writeUInt16LE(1, o + 4);
    dir.writeUInt16LE(32, o + 6);
    dir.writeUInt32LE(p.data.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += p.data.length;
  });
  return Buffer.concat([header, dir, ...pngs.map((p) => p.data)]);
}

async function main() {
  // The drumstick must stay inside the maskable safe zone (circle of radius 40 %):
  // its silhouette fits a circle of radius 0.42 * size, so 0.8 * 0.42 * 100 < 40.
  await png(anyIcon(full), 192, join(icons, 'icon-192.png'));
  await png(anyIcon(full), 512, join(icons, 'icon-512.png'));
  await png(bleedIcon(0.8), 192, join(icons, 'maskable-192.png'));
  await png(bleedIcon(0.8), 512, join(icons, 'maskable-512.png'));
  await png(bleedIcon(0.86), 180, join(icons, 'apple-touch-icon.png'));

  // Favicons: the plainest motif, a touch larger, no shading (reads at 16 px).
  const fav = anyIcon(plain, 0.94);
  writeFileSync(
    join(icons, 'favicon.svg'),
    fav.replace(/ width="100" height="100"/, ' width="32" height="32"') + '\n',
  );
  const f16 = await png(fav, 16, join('/tmp', 'favicon-16.png'));
  const f32 = await png(fav, 32, join(icons, 'favicon-32.png'));
  const f48 = await png(fav, 48, join('/tmp', 'favicon-48.png'));
  // At the site's root, where browsers and crawlers ask for it without a link.
  writeFileSync(
    join(root, 'public', 'favicon.ico'),
    ico([
      { size: 16, data: f16 },
      { size: 32, data: f32 },
      { size: 48, data: f48 },
    ]),
  );

  // Logo: badge + two-line wordmark, text converted to paths (Poppins, OFL).
  // Installed by this tool's own package.json (tools/assets), not the storefront's.
  const fontFile = (name: string) =>
    createRequire(import.meta.url).resolve(`@fontsource/poppins/files/${name}`);
  const heavy = loadWoff(fontFile('poppins-latin-800-normal.woff'));
  const bold = loadWoff(fontFile('poppins-latin-600-normal.woff'));
  const x0 = 56;
  const top = textPath(heavy, 'Poulet', x0, 25, 26, 0.2);
  // "GRENETTE" tracked so that it is as wide as "Poulet".
  const plainWidth = textPath(bold, 'GRENETTE', 0, 0, 11.5).width;
  const tracking = (top.width - plainWidth) / 7;
  const bottom = textPath(bold, 'GRENETTE', x0 + 0.8, 42, 11.5, tracking);
  const width = Math.ceil(x0 + top.width + 2);
  const logo = (
    text: string,
    sub: string,
    ring: string,
  ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="Poulet Grenette">
  <title>Poulet Grenette</title>
  <circle cx="24" cy="24" r="23" fill="${BRAND.red}"/>
  <circle cx="24" cy="24" r="21.2" fill="none" stroke="${ring}" stroke-width="1.2"/>
  ${drumstick(4.5, 4.5, 39, { meat: BRAND.cream, bone: BRAND.white, shade: '#f7cf7e', shine: BRAND.white })}
  <path d="${top.d}" fill="${text}"/>
  <path d="${bottom.d}" fill="${sub}"/>
</svg>
`;
  writeFileSync(join(images, 'logo.svg'), logo(BRAND.white, BRAND.gold, BRAND.gold));
  writeFileSync(join(images, 'logo-dark.svg'), logo(BRAND.dark, BRAND.red, BRAND.gold));
  console.log('brand assets written; logo viewBox 0 0', width, 48);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
