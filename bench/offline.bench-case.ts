/**
 * The service worker's figures (docs/adr/0023-offline-shell-and-updates.md): what installing it
 * downloads (the precached shell, as served: Brotli), and how soon the menu is usable offline
 * after one visit.
 */
import { chromium } from '@playwright/test';
import { quantile } from './order-load';

const RUNS = 5;

/** The precache manifest of the worker `site` serves, and its size as a browser downloads it. */
async function precache(site: string, asServed: (url: string) => Promise<{ bytes: number }>) {
  const worker = await (await fetch(`${site}/sw.js`)).text();
  const urls = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map(([, url]) => url);
  let bytes = 0;
  for (const url of urls) bytes += (await asServed(new URL(url, site).href)).bytes;
  return { files: urls.length, bytes };
}

/**
 * Offline, after one visit: from the start of `/menu`'s navigation to its `load`, and to an item's
 * dialog open after a tap on its card right at `load` (the page answers: it is interactive).
 */
async function offlineMenu(site: string, chromePath: string) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'true'));
    const page = await context.newPage();
    await page.goto(`${site}/menu`);
    const kept = () =>
      page.evaluate(async () => {
        const pages = (await caches.keys()).find((name) => name.startsWith('comptoir-pages-'));
        return Boolean(
          navigator.serviceWorker.controller &&
          pages &&
          (await (await caches.open(pages)).match('/menu')) &&
          (await caches.match('/menus.json')),
        );
      });
    for (let waited = 0; !(await kept()); waited += 250) {
      if (waited > 60_000) throw new Error('Le service worker n’a pas gardé le menu.');
      await page.waitForTimeout(250);
    }
    await context.setOffline(true);
    const load: number[] = [];
    const interactive: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await page.goto(`${site}/menu`, { waitUntil: 'load' });
      load.push(performance.now() - start);
      await page.locator('[data-testid="item-card"] a').first().click();
      await page.getByRole('dialog').waitFor();
      interactive.push(performance.now() - start);
    }
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    return { load: median(load), interactive: median(interactive), runs: interactive };
  } finally {
    await browser.close();
  }
}

export async function offlineFigures(
  site: string,
  chromePath: string,
  asServed: (url: string) => Promise<{ bytes: number }>,
): Promise<string> {
  const shell = await precache(site, asServed);
  const menu = await offlineMenu(site, chromePath);
  const ms = (value: number) => value.toFixed(0);
  return [
    '## Offline (service worker)',
    '',
    'What installing the worker downloads (its precache, as served: Brotli), and `/menu` offline',
    `after one visit (phone viewport, median of ${RUNS} loads): to its \`load\` event, and to an`,
    "item's dialog open after a tap on its card at `load`.",
    '',
    '| figure | value |',
    '| --- | ---: |',
    `| precache: files | ${shell.files} |`,
    `| precache: as served | ${(shell.bytes / 1024).toFixed(1)} kB |`,
    `| \`/menu\` offline: load | ${ms(menu.load)} ms |`,
    `| \`/menu\` offline: interactive (item open) | ${ms(menu.interactive)} ms (${menu.runs.map(ms).join(', ')}) |`,
    '',
  ].join('\n');
}
