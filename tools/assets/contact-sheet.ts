/**
 * Renders a contact sheet of every menu picture, labelled with its slug, to review the set:
 *   npm run contact-sheet -- [out.png]   (in tools/assets; default /tmp/contact-sheet.png)
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ITEMS } from '../../server/db/seed/catalogue';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = process.argv[2] ?? '/tmp/contact-sheet.png';
const cols = 6;
const tw = 320;
const th = 240;
const label = 22;

async function main() {
  const rows = Math.ceil(ITEMS.length / cols);
  const width = cols * tw;
  const height = rows * (th + label);
  const tiles = await Promise.all(
    ITEMS.map(async (item, i) => {
      const file = join(root, 'public', item.item_image);
      const img = await sharp(file).resize(tw, th).png().toBuffer();
      const x = (i % cols) * tw;
      const y = Math.floor(i / cols) * (th + label);
      return [
        { input: img, left: x, top: y },
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${label}"><rect width="${tw}" height="${label}" fill="#1b1b1b"/><text x="8" y="16" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#fff4e0">${item.slug}</text></svg>`,
          ),
          left: x,
          top: y + th,
        },
      ];
    }),
  );
  await sharp({ create: { width, height, channels: 3, background: '#1b1b1b' } })
    .composite(tiles.flat())
    .png()
    .toFile(out);
  console.log(`contact sheet: ${out} (${ITEMS.length} pictures)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
