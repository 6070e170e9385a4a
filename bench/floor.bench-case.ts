/**
 * `npm run bench -- --floor-only` (bench/RESULTS.md, "Against the floor app", issue 38,
 * docs/adr/0051-a-floor-app-measured-alternately.md): Lighthouse (mobile, simulated) on the
 * storefront's `/`, `/menu` and `/checkout` and on the floor app (bench/floor-app: the seeded
 * menu as plain cards on the same stack), one run of each in turn, `ROUNDS` times: medians and
 * spreads of the score, CLS, LCP and first layout's duration (from the trace), the JS, and the
 * ratios to the floor; and in the same rounds, FCP, LCP and hydration at that network and CPU
 * applied for real.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { menusResponseSchema } from '@/lib/api/schemas';
import { killGroup, ROOT, waitForUrl } from '../ops/processes';
import { loadWords, machineLine } from './cluster-setup';
import { lighthouseTraced } from './lighthouse';
import { apiRoot, site, startPair } from './local-pair';
import { median } from './order-load';
import { realLoad } from './real-load';
import { asServed, firstLoadJs } from './served';

export const FLOOR_HEADING = '## Against the floor app (alternating)';
const ROUNDS = 9;
const WARMING_ASKS = 4;
const FLOOR_PORT = 3314;
const floor = `http://127.0.0.1:${FLOOR_PORT}`;
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const FLOOR_DIR = path.join(ROOT, 'bench', 'floor-app');

/** The seeded menus as the API answers them, reduced to what the floor app's cards show. */
async function writeFloorMenu(file: string) {
  const menus = menusResponseSchema.parse(
    await (await fetch(`${apiRoot}/v2/public/menus`)).json(),
  ).payload;
  const floorMenus = menus.map((menu) => ({
    name: menu.menu_name,
    categories: menu.categories.map((category) => ({
      name: category.category_name,
      items: category.items.map((item) => ({
        id: item.item_id,
        name: item.item_name,
        description: item.item_description,
        price: item.item_price.price_pickup,
      })),
    })),
  }));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(floorMenus));
}

/** Builds the floor app over `menuFile` and serves it (`next start`) on FLOOR_PORT. */
async function startFloor(menuFile: string) {
  console.log('Construction de l’appli plancher (bench/floor-app)…');
  const env = { ...process.env, FLOOR_MENU_FILE: menuFile, NEXT_DIST_DIR: '.next' };
  const built = spawnSync(process.execPath, [NEXT, 'build', '--webpack', FLOOR_DIR], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('La construction de l’appli plancher a échoué.');
  const server = spawn(
    process.execPath,
    [NEXT, 'start', FLOOR_DIR, '-p', String(FLOOR_PORT), '-H', '127.0.0.1'],
    { cwd: ROOT, env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  await waitForUrl(`${floor}/`);
  return server;
}

interface Target {
  name: string;
  url: string;
  performance: number[];
  cls: number[];
  lcp: number[];
  layout: number[];
  scriptBytes: number[];
  /** Lighthouse's total blocking time (ms), and its CPU score of the machine at each run. */
  tbt: number[];
  benchmarkIndex: number[];
  js: number;
  /** FCP and LCP (ms) of loads at Lighthouse's network and CPU applied for real (bench/real-load.ts). */
  realFcp: number[];
  realLcp: number[];
  /** When the header's first button was hydrated in those loads (NaN for the floor app). */
  realHydrated: number[];
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const spread = (list: number[], digits: number) => {
  const s = sorted(list);
  return `${s[0].toFixed(digits)}–${s[s.length - 1].toFixed(digits)}`;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** A figure's median, then its spread. */
const cell = (list: number[], digits: number) =>
  `${median(list).toFixed(digits)} (${spread(list, digits)})`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;

function rows(targets: Target[], floorTarget: Target): string[] {
  return targets.map((t) =>
    [
      '',
      t.name,
      cell(t.performance, 0),
      cell(t.cls, 3),
      cell(t.lcp, 2),
      cell(t.tbt, 0),
      cell(t.layout, 1),
      kB(t.js),
      kB(median(t.scriptBytes)),
      t === floorTarget ? '—' : ratio(median(t.lcp), median(floorTarget.lcp)),
      t === floorTarget ? '—' : ratio(median(t.layout), median(floorTarget.layout)),
      t === floorTarget ? '—' : ratio(t.js, floorTarget.js),
      '',
    ]
      .join(' | ')
      .trim(),
  );
}

function realRows(targets: Target[], floorTarget: Target): string[] {
  return targets.map(
    (t) =>
      `| ${t.name} | ${cell(t.realFcp, 0)} | ${cell(t.realLcp, 0)} | ${
        t === floorTarget ? '—' : ratio(median(t.realLcp), median(floorTarget.realLcp))
      } | ${t === floorTarget ? '—' : cell(t.realHydrated, 0)} |`,
  );
}

/**
 * Asks each storefront page as its first diners would: the build's copy, then the regenerated
 * one, seen twice, so the server sends it in its best Brotli as it does all day (ADR 15).
 */
async function warmPages(urls: string[]) {
  for (const url of urls) {
    for (let ask = 0; ask < WARMING_ASKS; ask += 1) {
      await asServed(url);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
  }
}

export async function floorFigures(): Promise<string> {
  const startedWith = machineLine();
  const startLoad = os.loadavg()[0];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-floor-'));
  const pair = await startPair(path.join(dir, 'pglite'));
  let floorServer: ReturnType<typeof spawn> | undefined;
  try {
    const menuFile = path.join(ROOT, '.tmp', 'floor-menu.json');
    await writeFloorMenu(menuFile);
    floorServer = await startFloor(menuFile);

    const target = async (name: string, root: string, route: string): Promise<Target> => ({
      name,
      url: root + route,
      performance: [],
      cls: [],
      lcp: [],
      layout: [],
      scriptBytes: [],
      tbt: [],
      benchmarkIndex: [],
      js: (await firstLoadJs(root, route)).gzip,
      realFcp: [],
      realLcp: [],
      realHydrated: [],
    });
    const targets = [
      await target('storefront `/`', site, '/'),
      await target('storefront `/menu`', site, '/menu'),
      await target('storefront `/checkout`', site, '/checkout'),
      await target('floor app `/`', floor, '/'),
    ];
    const floorTarget = targets[3];
    await warmPages(targets.filter((t) => t !== floorTarget).map((t) => t.url));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other round in the reverse order: a run right after another one's browser closed
      // starts on a busier machine, and must not always be the same target's (ADR 51).
      const order = round % 2 ? [...targets].reverse() : targets;
      for (const t of order) {
        const run = lighthouseTraced(t.url);
        t.performance.push(run.performance);
        t.cls.push(run.cls);
        t.lcp.push(run.lcp);
        t.layout.push(run.firstLayoutMs);
        t.scriptBytes.push(run.scriptBytes);
        t.tbt.push(run.tbt);
        t.benchmarkIndex.push(run.benchmarkIndex);
      }
      for (const t of order) {
        // A Chromium that dies mid-load on this shared machine costs one more try, not the sitting.
        const real = await realLoad(t.url, true).catch(() => realLoad(t.url, true));
        t.realFcp.push(real.fcp);
        t.realLcp.push(real.lcp);
        t.realHydrated.push(real.hydrated);
      }
      console.log(`Plancher : tour ${round + 1}/${ROUNDS}`);
    }
    const endedWith = machineLine();
    return [
      FLOOR_HEADING,
      '',
      `Measured by \`npm run bench -- --floor-only\`; machine at the start: ${startedWith}; at the end: ${endedWith}.`,
      loadWords(startLoad, 'the figures were taken under load'),
      '',
      `Lighthouse 13, mobile, simulated throttling, one run of each target in turn, every other round in reverse, ${ROUNDS} rounds (ADR 51), the storefront's`,
      `pages asked ${WARMING_ASKS} times before, as by its first diners (ADR 15's best Brotli). Each cell: the`,
      'median, then the spread (lowest–highest) of the runs. First layout: the longest `Layout` event of the page’s',
      'renderer before its first contentful paint in the trace Lighthouse saves, unthrottled (the simulation does not',
      'scale it). First-load JS: the',
      'scripts the HTML and its flight data name, gzip level 6 (as in "First-load JS" above); on the wire: Lighthouse’s script bytes as served',
      '(the storefront in Brotli, the floor app by `next start` in gzip). TBT weighs most in the performance score,',
      `and grows on a slower machine: Lighthouse's benchmark index of this one was ${median(targets.flatMap((t) => t.benchmarkIndex)).toFixed(0)} (median of every run).`,
      '',
      '| target | performance | CLS | LCP s | TBT ms | first layout ms | first-load JS (gzip) | JS on the wire | LCP ratio to the floor | first layout ratio | JS ratio |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows(targets, floorTarget),
      '',
      'The same rounds, each target also loaded once more in its turn in a fresh Chromium with',
      'Lighthouse’s mobile network and CPU applied for real by DevTools (150 ms, 1.6 Mbit/s × 0.9, CPU 4×;',
      '`bench/real-load.ts`): nothing simulated, the paints as the page observed them. Lantern’s LCP',
      'above replays every request that ended before the observed paint, which on localhost is a race',
      '(« Why the LCP ratio swings between sittings » below); these loads do not run that race.',
      'Hydrated: when the header’s first button carried React’s props, the first tap the page answers.',
      '',
      '| target | FCP ms | LCP ms | LCP ratio to the floor | hydrated ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...realRows(targets, floorTarget),
    ].join('\n');
  } finally {
    if (floorServer) await killGroup(floorServer);
    await pair.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
