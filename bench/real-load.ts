/**
 * One cold load of a page in the system's Chromium (ops/chromium.ts) at a phone's size, its CPU
 * slowed 4× and, when asked, Lighthouse's mobile network applied for real by DevTools, its trace
 * recorded: the first frame's layout and font work, FCP and LCP as the page itself observed them.
 * Used by bench/first-layout.ts and by the floor figures (bench/floor.bench-case.ts, ADR 51).
 */
import { chromium } from '@playwright/test';
import { chromiumPath } from '../ops/chromium';
import { beforeFirstPaint, type TraceEvent } from './lighthouse';

export interface RealRun {
  fontLookups: number;
  fontIpc: number;
  fontMs: number;
  longestLayout: number;
  layoutSum: number;
  styleSum: number;
  fcp: number;
  lcp: number;
  /** When the document's last byte arrived (its navigation entry's `responseEnd`). */
  documentEnd: number;
  /** When the first stylesheet file was asked for (NaN: none; ADR 59's loader, after the frame). */
  stylesheetAsked: number;
  /** When the header's first button first carried React's props (NaN: no such button). */
  hydrated: number;
}

/**
 * Polls, from the page's first script on, for the moment React has hydrated the header: its first
 * button carries React's props from then on, the first tap the diner can make.
 */
function watchHydration() {
  const timer = setInterval(() => {
    const button = document.querySelector('header button');
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps'))) {
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      clearInterval(timer);
    }
  }, 10);
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
 * factor), applied for real by DevTools when the caller asks (`slowNetwork`; first-layout's
 * `--slow-4g`): a stylesheet of its own costs a round trip there, which localhost hides.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** One cold load of `url` (new browser, so no font or HTTP cache carries over). */
export async function realLoad(url: string, slowNetwork: boolean): Promise<RealRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(watchHydration);
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
        new Promise<{ fcp: number; lcp: number; documentEnd: number; stylesheetAsked: number }>(
          (resolve) => {
            const fcp =
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
            const navigation = performance.getEntriesByType('navigation')[0] as
              PerformanceNavigationTiming | undefined;
            const stylesheets = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.css'));
            const documentEnd = navigation?.responseEnd ?? Number.NaN;
            const stylesheetAsked = stylesheets[0]?.startTime ?? Number.NaN;
            let lcp = Number.NaN;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) lcp = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve({ fcp, lcp, documentEnd, stylesheetAsked }), 100);
          },
        ),
    );
    const hydrated = await page.evaluate(
      () => (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.NaN,
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
      ...paints,
      hydrated,
    };
  } finally {
    await browser.close();
  }
}
