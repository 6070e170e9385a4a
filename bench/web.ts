/**
 * Web figures for `npm run bench` (bench/RESULTS.md): first-load JS per route (gzip),
 * API latency for the menus, Lighthouse (mobile) on /, /menu and /checkout (empty, and with
 * a saved cart), and the service worker's (bench/offline.bench-case.ts). Starts its own API over a throw-away PGlite folder and its own storefront build
 * (.next-bench), on ports 4200/3200.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  buildStorefrontIfNeeded,
  startApi,
  startStorefront,
  waitForUrl,
} from '../scripts/lib/processes';
import { chromium } from '@playwright/test';
import { menusResponseSchema } from '@/lib/api/schemas';
import { defaultSelection, selectionErrors, toCartLine } from '@/lib/domain/item-options';
import { offlineFigures } from './offline.bench-case';
import { quantile } from './order-load';
import { chromiumPath } from '../tests/support/chromium';

const API_PORT = 4200;
const PORT = 3200;
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
];

/**
 * Bytes of the JS a first visit to `route` must load: the scripts its HTML names (what Next calls
 * first-load JS), without the `noModule` polyfills modern browsers skip, gzip-compressed and as
 * served; and the HTML as served. Counting what a browser fetched instead also counted, depending
 * on timing, the service worker and the chunks prefetched for the links on screen once the page
 * was idle.
 */
async function firstLoadJs(route: string) {
  const page = await asServed(site + route);
  const scripts = [...page.body.toString().matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []);
  let gzip = 0;
  let served = 0;
  for (const src of new Set(scripts)) {
    const script = await asServed(new URL(src, site).href);
    gzip += gzipSync(script.body, { level: 6 }).length;
    served += script.bytes;
  }
  return { gzip, served, html: page.bytes };
}

/**
 * `url` as a browser gets it (`Accept-Encoding: gzip, deflate, br`; the storefront answers in
 * Brotli, ADR 15): the bytes on the wire, which fetch() would hide, and the decoded body.
 */
function asServed(url: string): Promise<{ bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({ bytes: raw.length, body });
        });
      })
      .on('error', reject);
  });
}

/** p50/p99 and req/s of `url` under `concurrency` clients for `seconds`. */
async function latency(url: string, concurrency = 10, seconds = 5) {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await (await fetch(url)).arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), rps: times.length / seconds };
}

/**
 * Lighthouse runs per route. The simulated LCP swings from run to run on localhost (ADR 10,
 * RESULTS.md): seven runs give a median that one unlucky run cannot move.
 */
const LIGHTHOUSE_RUNS = 7;

/**
 * Lighthouse's default, `simulate`, loads the page unthrottled and computes the phone's timings
 * from the trace; `devtools` really throttles the network and the CPU while it loads (slower, but
 * nothing is inferred). Served from localhost the two can disagree a lot: see RESULTS.md.
 */
type Throttling = 'simulate' | 'devtools';

/** One Lighthouse run's figures (`lighthouse()`), and the ones that have a median. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  benchmarkIndex: number;
  versions: string;
}
type Figure = Exclude<keyof LighthouseRun, 'versions'>;

/** A figure's runs, lowest first. */
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * Each figure is the median of its own runs (each target is about one figure), with every run's
 * value beside performance and LCP; the category scores other than performance are the worst run's.
 */
async function lighthouseMedian(
  route: string,
  throttling: Throttling = 'simulate',
  saved?: Record<string, string>,
) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    runs.push(saved ? await lighthouseWithSaved(route, saved) : lighthouse(route, throttling));
  }
  const of = (key: Figure) => ascending(runs.map((r) => r[key]));
  const performance = of('performance');
  const lcp = of('lcp');
  return {
    performance: quantile(performance, 0.5),
    // Every run's value beside the median: the median alone hides how the simulated figures swing.
    performanceRuns: performance.join(', '),
    accessibility: Math.min(...of('accessibility')),
    bestPractices: Math.min(...of('bestPractices')),
    seo: Math.min(...of('seo')),
    lcp: quantile(lcp, 0.5),
    lcpRuns: lcp.map((v) => v.toFixed(2)).join(', '),
    cls: quantile(of('cls'), 0.5),
    tbt: quantile(of('tbt'), 0.5),
    benchmarkIndex: quantile(of('benchmarkIndex'), 0.5),
    versions: runs[0].versions,
  };
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

function lighthouse(route: string, throttling: Throttling, browser?: string[]): LighthouseRun {
  const out = path.join(os.tmpdir(), `comptoir-lh-${route.replace(/\W/g, '_')}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      site + route,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--throttling-method=${throttling}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(browser ?? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]),
    ],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        CHROME_PATH: chromiumPath(),
      },
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    // Lighthouse's own CPU score of the machine, measured at the start of each run: the same
    // build's figures differ a lot from one machine to the next (RESULTS.md), so they are
    // printed with it and with the browser's version.
    benchmarkIndex: report.environment.benchmarkIndex as number,
    versions: `Lighthouse ${report.lighthouseVersion}, ${String(report.environment.hostUserAgent).match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? 'Chrome'}`,
  };
}

const DEBUG_PORT = 9333;

/**
 * Lighthouse on a page as a diner coming back sees it: `saved` (localStorage entries) is written
 * in a fresh browser profile (from /robots.txt, so no page and no service worker has run), and
 * Lighthouse then loads the page in that same browser without clearing its storage.
 */
async function lighthouseWithSaved(route: string, saved: Record<string, string>) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'comptoir-lh-profile-'));
  const browser = spawn(
    chromiumPath(),
    [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`],
    // Its own process group: Chromium's helpers go with it when it is stopped.
    { stdio: 'ignore', detached: true },
  );
  const exited = once(browser, 'exit');
  try {
    await waitForUrl(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${site}/robots.txt`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, saved);
    await page.close();
    await cdp.close();
    return lighthouse(route, 'simulate', [`--port=${DEBUG_PORT}`, '--disable-storage-reset']);
  } finally {
    process.kill(-browser.pid!, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

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

/** `--offline-only`: the service worker's figures alone. */
export async function webFigures(offlineOnly = false): Promise<string> {
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
    // `--offline-only` reuses a build already there (the figures of one build, measured again).
    buildStorefrontIfNeeded(env, '.next-bench', !offlineOnly);
    web = startStorefront(env, PORT, '.next-bench', { detached: true });
    await waitForUrl(`${site}/`);
    const offline = await offlineFigures(site, chromiumPath(), asServed);
    if (offlineOnly) return offline;
    const js = await Promise.all(
      ROUTES.map(async (r) => {
        const { gzip, served, html } = await firstLoadJs(r);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
        return `| \`${r}\` | ${kB(gzip)} | ${kB(served)} | ${kB(html)} |`;
      }),
    );
    const menusApi = await latency(`${apiRoot}/v2/public/menus`);
    const menuPage = await latency(`${site}/menu`);
    const cart = await savedCart();
    const lh = [
      { r: '`/`', ...(await lighthouseMedian('/')) },
      { r: '`/menu`', ...(await lighthouseMedian('/menu')) },
      { r: '`/menu`, DevTools throttling', ...(await lighthouseMedian('/menu', 'devtools')) },
      { r: '`/checkout`, empty cart', ...(await lighthouseMedian('/checkout')) },
      {
        r: '`/checkout`, a saved cart',
        ...(await lighthouseMedian('/checkout', 'simulate', cart)),
      },
    ];
    return [
      '## First-load JS',
      '',
      "The scripts a route's HTML names, gzip-compressed (level 6), then as the storefront serves",
      'them to a browser (Brotli, ADR 15), with the HTML as served beside them.',
      '',
      '| route | JS (gzip) | JS as served | HTML as served |',
      '| --- | ---: | ---: | ---: |',
      ...js,
      '',
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
