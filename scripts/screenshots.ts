/**
 * Takes the manifest's two screenshots (app/manifest.ts) of a running storefront's menu, with
 * the system's Chromium, into public/screenshots/ (committed: nothing is fetched at build).
 * Usage: `npx tsx scripts/screenshots.ts http://127.0.0.1:3000` with the demo running.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from '../ops/chromium';
import { ROOT } from '../ops/processes';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const shots = [
  { name: 'menu-narrow', width: 390, height: 844, scale: 2, mobile: true },
  { name: 'menu-wide', width: 1280, height: 800, scale: 1, mobile: false },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
    });
    // A visitor who already accepted cookies: the box would cover the menu.
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
    const page = await context.newPage();
    await page.goto(`${base}/menu`);
    await page.evaluate(() => document.fonts.ready);
    // The open status and the cart's count come once the page is first idle (ADR 10).
    await page.getByTestId('open-status').first().waitFor();
    const png = await page.screenshot();
    const out = path.join(ROOT, 'public/screenshots', `${shot.name}.webp`);
    await sharp(png).webp({ quality: 80 }).toFile(out);
    console.log(out);
    await context.close();
  }
} finally {
  await browser.close();
}
