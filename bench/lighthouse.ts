/**
 * Lighthouse (mobile) on the storefront, each route run several times for a median, in the
 * Chromium that ops/chromium.ts finds.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { waitForUrl } from '../ops/processes';
import { quantile } from './order-load';
import { chromiumPath } from '../ops/chromium';

/**
 * Lighthouse runs per route. The simulated LCP swings from run to run on localhost (ADR 10,
 * RESULTS.md): seven runs give a median that one unlucky run cannot move.
 */
export const LIGHTHOUSE_RUNS = 7;

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
export async function lighthouseMedian(
  site: string,
  route: string,
  throttling: Throttling = 'simulate',
  saved?: Record<string, string>,
) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    runs.push(
      saved ? await lighthouseWithSaved(site, route, saved) : lighthouse(site, route, throttling),
    );
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

/**
 * One Lighthouse run of `url` (mobile), its JSON report written to `out`; `args` added to the
 * command line (the browser to use, or where to save the trace). Its Chromium now and then dies
 * mid-run on a shared machine, which lost a whole alternated sitting: a failed run is said, with
 * the end of Lighthouse's error, and tried once more; a second failure stops the bench.
 */
function lighthouseReport(url: string, throttling: Throttling, out: string, args: string[]) {
  const run = () =>
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@13',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--throttling-method=${throttling}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        ...args,
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          CHROME_PATH: chromiumPath(),
        },
      },
    );
  try {
    run();
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    console.warn(`Lighthouse a échoué sur ${url}, nouvel essai : ${stderr.slice(-300)}`);
    run();
  }
  return JSON.parse(readFileSync(out, 'utf8'));
}

function lighthouse(
  site: string,
  route: string,
  throttling: Throttling,
  browser?: string[],
): LighthouseRun {
  const out = path.join(os.tmpdir(), `comptoir-lh-${route.replace(/\W/g, '_')}.json`);
  const report = lighthouseReport(
    site + route,
    throttling,
    out,
    browser ?? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`],
  );
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
async function lighthouseWithSaved(site: string, route: string, saved: Record<string, string>) {
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
    return lighthouse(site, route, 'simulate', [`--port=${DEBUG_PORT}`, '--disable-storage-reset']);
  } finally {
    process.kill(-browser.pid!, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** A Chromium trace's events, as Lighthouse (or Playwright's tracing) saves them. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ts: number;
  dur?: number;
  ph: string;
  pid: number;
}

/**
 * The complete events named `name` of the page's renderer (the one that painted its first
 * content) up to that paint; none when nothing was painted. Next streams its HTML, so the
 * renderer's first `Layout` may be of a document not yet parsed (under a millisecond): the first
 * frame's layout is the longest one before that paint.
 */
export function beforeFirstPaint(events: TraceEvent[], name: string): TraceEvent[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return [];
  return events.filter(
    (e) => e.name === name && e.ph === 'X' && e.pid === fcp.pid && e.ts <= fcp.ts,
  );
}

/**
 * One simulated-mobile run of `url` with its trace kept: the performance score, the CLS, the LCP
 * (s), the duration of the first frame's layout (ms, unthrottled: the longest `Layout` before the
 * first contentful paint; issue 38), and the bytes of script Lighthouse saw on the wire.
 */
export function lighthouseTraced(url: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-lh-trace-'));
  try {
    const report = lighthouseReport(url, 'simulate', path.join(dir, 'report.json'), [
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--save-assets',
    ]);
    const traceFile = readdirSync(dir).find((name) => name.endsWith('.trace.json'));
    if (!traceFile) throw new Error(`Lighthouse n’a pas gardé de trace pour ${url}`);
    const trace = JSON.parse(readFileSync(path.join(dir, traceFile), 'utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const firstFrameLayout = Math.max(...beforeFirstPaint(events, 'Layout').map((e) => e.dur ?? 0));
    const scripts = (
      report.audits['resource-summary']?.details?.items as
        { resourceType: string; transferSize: number }[] | undefined
    )?.find((item) => item.resourceType === 'script');
    return {
      performance: Math.round(report.categories.performance.score * 100),
      cls: report.audits['cumulative-layout-shift'].numericValue,
      lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
      firstLayoutMs: Number.isFinite(firstFrameLayout) ? firstFrameLayout / 1000 : Number.NaN,
      scriptBytes: scripts?.transferSize ?? Number.NaN,
      tbt: report.audits['total-blocking-time'].numericValue,
      benchmarkIndex: report.environment.benchmarkIndex as number,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
