/**
 * `npm run bench -- --soak` (bench/RESULTS.md, "Soak"): a steady, moderate load on a cluster of its
 * own for 10 minutes (`--soak-minutes=N`): pages past the balancer's cache, menus and orders.
 * Measured: each instance's RSS at the start and the end, each minute's p99 (a drift shows as a
 * rising p99), and every error.
 */
import { clusterTemplates, machineLine, sleep, startBenchCluster } from './cluster-setup';
import { quantile } from './order-load';
import { errorsText, runRetryingOrders, checkOrders } from './retrying-orders';
import { PAST_PAGE_CACHE } from '../ops/cluster/haproxy';
import type { RunningCluster } from '../ops/cluster/start';

export const SOAK_HEADING = '## Soak (cluster)';
const PORT = 4980;
const THINK_MS = 250;
const CLIENTS = 4;

interface Timed {
  at: number;
  ms: number;
}

/** `clients` loops GETting `url` until `end`, pausing between requests. */
async function getLoop(url: string, clients: number, end: number, start: number) {
  const timeline: Timed[] = [];
  const errors: Record<string, number> = {};
  const client = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      // Past the site balancer's one-second cache (ADR 29): the storefronts answer every page.
      const res = await fetch(url, { headers: PAST_PAGE_CACHE }).catch(() => null);
      if (res) await res.arrayBuffer().catch(() => null);
      if (res?.status === 200) timeline.push({ at: t - start, ms: performance.now() - t });
      else {
        const key = res ? String(res.status) : 'network';
        errors[key] = (errors[key] ?? 0) + 1;
      }
      await sleep(THINK_MS);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { timeline, errors };
}

/** p99 of each whole minute, in ms. */
function perMinute(timeline: Timed[], minutes: number): number[] {
  return Array.from({ length: minutes }, (_, m) =>
    quantile(
      timeline
        .filter((t) => t.at >= m * 60_000 && t.at < (m + 1) * 60_000)
        .map((t) => t.ms)
        .sort((a, b) => a - b),
      0.99,
    ),
  );
}

/** Each instance's resident memory in MB, from PM2. */
function memory(cluster: RunningCluster): Record<string, number> {
  try {
    const list = JSON.parse(cluster.pm2(['jlist'])) as {
      name: string;
      monit?: { memory?: number };
    }[];
    return Object.fromEntries(list.map((app) => [app.name, (app.monit?.memory ?? 0) / 2 ** 20]));
  } catch {
    return {};
  }
}

export async function soakFigures(minutes = 10): Promise<string> {
  const startedWith = machineLine();
  console.log(`Endurance : ${minutes} min sur le cluster (ports ${PORT}–${PORT + 5})…`);
  const bench = await startBenchCluster('comptoir_soak', 11, PORT);
  const { cluster } = bench;
  try {
    const templates = (await clusterTemplates(bench.ctx)) as unknown as Record<string, unknown>[];
    // Every page and route once, so the start's memory is that of a warm instance.
    for (let i = 0; i < 10; i += 1) {
      await (await fetch(`${cluster.siteUrl}/menu`)).arrayBuffer();
      await (await fetch(`${cluster.apiUrl}/v2/public/menus`)).arrayBuffer();
    }
    await runRetryingOrders({
      url: `${cluster.apiUrl}/v2/public/checkout/`,
      templates,
      proxySecret: cluster.secrets.PROXY_SECRET,
      clients: CLIENTS,
      seconds: 5,
      firstDiner: 7_000_000,
      thinkMs: THINK_MS,
    });
    const before = memory(cluster);
    // Orders are stamped by the APIs' clock, this machine's: those of this load are from now on.
    const since = new Date();
    const start = performance.now();
    const end = start + minutes * 60_000;
    const [pages, menus, orders] = await Promise.all([
      getLoop(`${cluster.siteUrl}/menu`, CLIENTS, end, start),
      getLoop(`${cluster.apiUrl}/v2/public/menus`, CLIENTS, end, start),
      runRetryingOrders({
        url: `${cluster.apiUrl}/v2/public/checkout/`,
        templates,
        proxySecret: cluster.secrets.PROXY_SECRET,
        clients: CLIENTS,
        seconds: minutes * 60,
        firstDiner: 8_000_000,
        thinkMs: THINK_MS,
      }),
    ]);
    const after = memory(cluster);
    const check = await checkOrders(bench.database.db, orders, since);
    const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
    const rows = [
      ['ISR `/menu` (site balancer, past its cache)', pages.timeline, pages.errors],
      ['`GET /v2/public/menus` (API balancer)', menus.timeline, menus.errors],
      ['orders (API balancer)', orders.timeline, orders.errors],
    ] as const;
    return [
      SOAK_HEADING,
      '',
      `\`npm run bench -- --soak\` (bench/soak.bench-case.ts): ${minutes} min of steady load, ${CLIENTS} clients each for pages, menus and orders, each pausing ${THINK_MS} ms between requests. Machine at the start: ${startedWith}; at the end: ${machineLine()}.`,
      '',
      `| load | requests | p99 ms per minute (1 → ${minutes}) | errors |`,
      '| --- | ---: | --- | --- |',
      ...rows.map(
        ([name, timeline, errors]) =>
          `| ${name} | ${timeline.length.toLocaleString('en-US')} | ${perMinute(
            [...timeline],
            minutes,
          )
            .map(f)
            .join(', ')} | ${errorsText(errors)} |`,
      ),
      '',
      `Orders: ${check.acknowledged.toLocaleString('en-US')} acknowledged, ${check.stored.toLocaleString('en-US')} stored; lost ${check.lost + orders.givenUp}, doubled ${check.doubled}.`,
      '',
      '| instance | RSS at the start (MB) | at the end (MB) | change |',
      '| --- | ---: | ---: | ---: |',
      ...Object.keys(after).map((name) => {
        const a = before[name] ?? Number.NaN;
        const b = after[name];
        return `| ${name} | ${f(a)} | ${f(b)} | ${b - a >= 0 ? '+' : ''}${f(b - a)} |`;
      }),
      '',
    ].join('\n');
  } finally {
    await bench.close();
  }
}
