/**
 * Web figures for `npm run bench` (bench/RESULTS.md): first-load JS per route, API latency for the
 * menus, Lighthouse on /, /menu and /checkout (empty, and with a saved cart), and the service
 * worker's (offline.bench-case.ts). Starts its own API over a throw-away PGlite folder and its own
 * storefront build (.next-bench), on ports 4200/3200.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStorefrontIfNeeded, startApi, startStorefront, waitForUrl } from '../ops/processes';
import { menusResponseSchema } from '@/lib/api/schemas';
import { defaultSelection, selectionErrors, toCartLine } from '@/lib/domain/item-options';
import { LIGHTHOUSE_RUNS, lighthouseMedian } from './lighthouse';
import { chromiumPath } from '../ops/chromium';
import { offlineFigures } from './offline.bench-case';
import { budgetReport } from './first-load-budget';
import { asServed, firstLoadJs, latency } from './served';

// BENCH_API_PORT / BENCH_PORT move them, for a bench run beside another on one machine.
const API_PORT = Number(process.env.BENCH_API_PORT || 4200);
const PORT = Number(process.env.BENCH_PORT || 3200);
const apiRoot = `http://127.0.0.1:${API_PORT}`;
const site = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  '/',
  '/menu',
  '/contact',
  '/checkout',
  '/auth',
  '/auth/login',
  '/auth/signup',
  '/auth/verify',
  '/auth/forgot',
  // Signed out, as a first visit is: the page's scripts are the same once signed in.
  '/profile',
  '/profile/ViewProfile',
  '/profile/ViewAccount',
  '/profile/ViewOrders',
  '/profile/ViewSecurity',
  '/profile/ChangePassword',
  // The staff's page: measured to see that it stays apart, never held to the diners' budget.
  '/cuisine',
];

/**
 * A saved cart of two lines from the seeded menus, as the cart store saves it (stores/cart.ts):
 * the first two orderable items whose default choices are complete.
 */
async function savedCart(): Promise<Record<string, string>> {
  const menus = menusResponseSchema.parse(
    await (await fetch(`${apiRoot}/v2/public/menus`)).json(),
  ).payload;
  const items = menus
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .filter((item) => item.item_is_available)
    .filter((item) => Object.keys(selectionErrors(item, defaultSelection(item))).length === 0)
    .slice(0, 2);
  const lines = items.map((item) => toCartLine(item, defaultSelection(item), 2, ''));
  const state = { lines, coupon: null, couponCode: null };
  return { 'comptoir-cart': JSON.stringify({ state, version: 1 }) };
}

/** The first-load JS table of every route, and each route's gzip bytes (for the budget). */
async function firstLoadTable(): Promise<{ table: string; gzip: Record<string, number> }> {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const rows = await Promise.all(ROUTES.map(async (r) => ({ r, ...(await firstLoadJs(site, r)) })));
  const table = [
    '## First-load JS',
    '',
    "The scripts a route's HTML and flight data name (what the browser fetches before it hydrates),",
    'gzip-compressed (level 6), then as the storefront serves them to a browser (Brotli, ADR 15),',
    'with the HTML as served beside them.',
    '',
    '| route | JS (gzip) | JS as served | HTML as served |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((x) => `| \`${x.r}\` | ${kB(x.gzip)} | ${kB(x.served)} | ${kB(x.html)} |`),
    '',
  ].join('\n');
  return { table, gzip: Object.fromEntries(rows.map((x) => [x.r, x.gzip])) };
}

/**
 * Runs `measure` against this checkout's own API (a throw-away PGlite folder) and storefront,
 * built afresh into .next-bench unless `rebuild` is false, then stops both.
 */
async function withStorefront<T>(rebuild: boolean, measure: () => Promise<T>): Promise<T> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-')), 'pglite');
  const env = {
    API_PORT: String(API_PORT),
    API_ROOT: apiRoot,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: site,
  };
  const api = startApi(env, { detached: true });
  let web: ReturnType<typeof startStorefront> | undefined;
  try {
    await waitForUrl(`${apiRoot}/health`);
    buildStorefrontIfNeeded(env, '.next-bench', rebuild);
    web = startStorefront(env, PORT, '.next-bench', { detached: true });
    await waitForUrl(`${site}/`);
    return await measure();
  } finally {
    for (const child of [web, api]) {
      try {
        if (child?.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}

/**
 * `--first-load-only`: the first-load JS table, then the diner routes held to the budget
 * written in bench/RESULTS.md (bench/first-load-budget.ts), its verdict printed loudly.
 */
export async function firstLoadFigures(resultsText: string): Promise<string> {
  const { table, gzip } = await withStorefront(true, firstLoadTable);
  return `${table}\n${budgetReport(gzip, resultsText)}`;
}

/** `--offline-only`: the service worker's figures alone. */
export function webFigures(offlineOnly = false, resultsText = ''): Promise<string> {
  // `--offline-only` reuses a build already there (the figures of one build, measured again).
  return withStorefront(!offlineOnly, async () => {
    const offline = await offlineFigures(site, chromiumPath(), asServed);
    if (offlineOnly) return offline;
    const js = await firstLoadTable();
    const menusApi = await latency(`${apiRoot}/v2/public/menus`);
    const menuPage = await latency(`${site}/menu`);
    const cart = await savedCart();
    const lh = [
      { r: '`/`', ...(await lighthouseMedian(site, '/')) },
      { r: '`/menu`', ...(await lighthouseMedian(site, '/menu')) },
      { r: '`/menu`, DevTools throttling', ...(await lighthouseMedian(site, '/menu', 'devtools')) },
      { r: '`/checkout`, empty cart', ...(await lighthouseMedian(site, '/checkout')) },
      {
        r: '`/checkout`, a saved cart',
        ...(await lighthouseMedian(site, '/checkout', 'simulate', cart)),
      },
    ];
    return [
      js.table,
      budgetReport(js.gzip, resultsText),
      '## Latency (10 clients, 5 s)',
      '',
      '| target | p50 ms | p99 ms | req/s |',
      '| --- | ---: | ---: | ---: |',
      `| API \`GET /v2/public/menus\` (PGlite) | ${menusApi.p50.toFixed(1)} | ${menusApi.p99.toFixed(1)} | ${menusApi.rps.toFixed(0)} |`,
      `| storefront \`GET /menu\` (ISR) | ${menuPage.p50.toFixed(1)} | ${menuPage.p99.toFixed(1)} | ${menuPage.rps.toFixed(0)} |`,
      '',
      `## Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs per row)`,
      '',
      "Simulated throttling (Lighthouse's default) unless the row says DevTools throttling: the",
      'page then really loads over a throttled network with a 4× slower CPU. Each figure is the',
      "median of its own runs; accessibility, best practices and SEO are the worst run's.",
      `${lh[0].versions}. Benchmark index: Lighthouse's CPU score of the machine at the start of`,
      'each run (median), to compare figures taken on different machines.',
      '',
      '| route | performance: median (every run) | accessibility | best practices | SEO | LCP s: median (every run) | CLS | TBT ms | benchmark index |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...lh.map(
        (l) =>
          `| ${l.r} | ${l.performance} (${l.performanceRuns}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcp.toFixed(2)} (${l.lcpRuns}) | ${l.cls.toFixed(3)} | ${l.tbt.toFixed(0)} | ${l.benchmarkIndex.toFixed(0)} |`,
      ),
      '',
      offline,
    ].join('\n');
  });
}
