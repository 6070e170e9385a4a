/**
 * Generates one illustration per catalogue item: public/menu-images/<slug>.webp (640x480), each
 * drawn by the recipe menu/picture.ts picks for it.
 *
 *   npx tsx generate-menu-images.ts [--svg] [--only slug,slug]   (in tools/assets)
 */
import { existsSync, mkdirSync, writeFileSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ITEMS } from '../../server/db/seed/catalogue';
import { pictureSvg } from './menu/picture';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'public', 'menu-images');
const MAX_BYTES = 35 * 1024;

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
  const keepSvg = args.includes('--svg');
  mkdirSync(outDir, { recursive: true });
  const errors: string[] = [];
  let total = 0;
  const expected = new Set<string>();
  for (const item of ITEMS) {
    const file = item.item_image.replace(/^\/menu-images\//, '');
    if (!/^[a-z0-9-]+\.webp$/.test(file) || !item.item_image.startsWith('/menu-images/'))
      errors.push(`${item.slug}: unexpected item_image ${item.item_image}`);
    expected.add(file);
    if (only && !only.includes(item.slug)) continue;
    try {
      const svg = pictureSvg(item);
      if (keepSvg) writeFileSync(join('/tmp', `${item.slug}.svg`), svg);
      let quality = 84;
      let buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
      while (buf.length > MAX_BYTES && quality > 40) {
        quality -= 8;
        buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
      }
      if (buf.length > MAX_BYTES) errors.push(`${item.slug}: ${buf.length} bytes > ${MAX_BYTES}`);
      writeFileSync(join(outDir, file), buf);
      total += buf.length;
    } catch (e) {
      errors.push(`${item.slug}: ${(e as Error).message}`);
    }
  }
  if (!only) {
    for (const f of readdirSync(outDir))
      if (f.endsWith('.webp') && !expected.has(f)) {
        unlinkSync(join(outDir, f));
        console.log(`removed stale ${f}`);
      }
  }
  for (const item of ITEMS) {
    const file = join(outDir, item.item_image.replace(/^\/menu-images\//, ''));
    if (!existsSync(file)) errors.push(`${item.slug}: ${item.item_image} is missing`);
  }
  if (errors.length) {
    console.error(`menu images: ${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `menu images: ${only ? only.length : ITEMS.length} written to public/menu-images (${total} bytes)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
