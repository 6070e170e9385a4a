/**
 * The first frame's layout of pages served side by side (issue 38, docs/adr/0052): each page
 * loaded in turn in a fresh Chromium (the system's, ops/chromium.ts) at a phone's size with its
 * CPU slowed 4×, its trace recorded; per page the medians and spreads of the longest `Layout`
 * before the first contentful paint, the sum of `Layout` and of style recalculation before it,
 * FCP and LCP. Alternating, so a slow minute of the shared machine falls on every variant.
 *
 *   npx tsx bench/first-layout.ts [--runs 9] [--slow-4g] name=http://127.0.0.1:3323/menu name2=…
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from '../ops/chromium';
import { beforeFirstPaint, type TraceEvent } from './lighthouse';

interface Run {
  fontLookups: number;
  fontIpc: number;
  fontMs: number;
  longestLayout: number;
  layoutSum: number;
  styleSum: number;
  fcp: number;
  lcp: number;
}

const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'rail', 'fonts'];

/** Length of the union of `[start, end]` intervals (nested trace events counted once), in ms. */
function covered(intervals: [number, number][]) {
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total / 1000;
}

/**
 * Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, with its 0.9
 * factor), applied for real by DevTools when `--slow-4g` is given: a stylesheet of its own costs
 * a round trip there, which localhost hides.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** One cold load of `url` (new browser, so no font or HTTP cache carries over). */
async function load(url: string, slowNetwork: boolean): Promise<Run> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (slowNetwork) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // LCP is final once the page has been left alone a moment (no input here).
    await page.waitForTimeout(1500);
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp =
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          let lcp = Number.NaN;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcp, lcp }), 100);
        }),
    );
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
    const before = (name: string) => beforeFirstPaint(events, name);
    // The renderer's font matching (Blink's FontCache, and its synchronous calls to the browser
    // process for a family match or a size’s render style, on Linux): the calls over
    // the whole load (the page's text is laid out once, so they do not depend on when the first
    // paint fell in the streamed HTML), their time before the first paint.
    const fonts = events.filter(
      (e) => e.cat === 'fonts' && e.ph === 'X' && e.pid === fcpEvent?.pid,
    );
    const fontsBefore = fonts.filter((e) => e.ts <= fcpEvent!.ts);
    const layouts = before('Layout').map((e) => (e.dur ?? 0) / 1000);
    const styles = [...before('UpdateLayoutTree'), ...before('RecalculateStyles')].map(
      (e) => (e.dur ?? 0) / 1000,
    );
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    return {
      fontLookups: fonts.filter((e) => e.name === 'FontCache::GetFontPlatformData').length,
      fontIpc: fonts.filter((e) =>
        /^(WebSandboxSupportLinux|FontDataManager::onMatch)/.test(e.name),
      ).length,
      fontMs: covered(fontsBefore.map((e) => [e.ts, e.ts + (e.dur ?? 0)])),
      longestLayout: layouts.length ? Math.max(...layouts) : Number.NaN,
      layoutSum: sum(layouts),
      styleSum: sum(styles),
      fcp: paints.fcp,
      lcp: paints.lcp,
    };
  } finally {
    await browser.close();
  }
}

const median = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const cell = (list: number[]) => {
  const s = [...list].sort((a, b) => a - b);
  return `${median(s).toFixed(1)} (${s[0].toFixed(1)}–${s[s.length - 1].toFixed(1)})`;
};

async function main() {
  const args = process.argv.slice(2);
  let runs = 9;
  let slowNetwork = false;
  const targets: { name: string; url: string; runs: Run[] }[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--runs') runs = Number(args[++i]);
    else if (args[i] === '--slow-4g') slowNetwork = true;
    else {
      const [name, ...rest] = args[i].split('=');
      targets.push({ name, url: rest.join('='), runs: [] });
    }
  }
  for (let round = 0; round < runs; round += 1) {
    for (const t of targets) t.runs.push(await load(t.url, slowNetwork));
    console.error(`tour ${round + 1}/${runs}`);
  }
  console.log(
    '| variant | font lookups (load) | calls to the browser (load) | font matching before FCP ms | longest Layout before FCP ms | Layout sum before FCP ms | style sum before FCP ms | FCP ms | LCP ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const t of targets) {
    const of = (key: keyof Run) => cell(t.runs.map((r) => r[key]));
    console.log(
      `| ${t.name} | ${of('fontLookups')} | ${of('fontIpc')} | ${of('fontMs')} | ${of('longestLayout')} | ${of('layoutSum')} | ${of('styleSum')} | ${of('fcp')} | ${of('lcp')} |`,
    );
  }
}

await main();
