/**
 * Order creation benchmark (bench/RESULTS.md, "Order creation"): the API served by this process,
 * over PGlite and a throw-away PostgreSQL, so its clock can be frozen on a Monday lunchtime and the
 * count check reads the very database the server writes. The clients run in a process of their own
 * (bench/order-clients.ts): in PGlite's blocked event loop they would measure their own starving.
 */
import path from 'node:path';
import { count, notExists, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { orderItems, orders, outbox } from '@/server/db/schema';
import {
  openSeeded,
  pgliteBackend,
  postgresBackend,
  type Backend,
} from '../tests/support/databases';
import type { OrderContext } from '../tests/support/order-payload';
import { listen, runChild, serverFilesBesideBundle } from './api-server';
import { loadResultSchema, quantile, type LoadOptions, type LoadResult } from './order-load';
import { orderTemplates } from './order-templates';

const CLIENTS = 50;
const SECONDS = 20;
const WARM_UP_SECONDS = 2;
/** Runs per database, each on a fresh database: the table shows the run of median p99. */
const RUNS = 3;
const P99_TARGET_MS = 100;
// Monday 2026-06-01, 12:00 in Paris: lunch is served, so ASAP is offered.
const NOW = new Date('2026-06-01T10:00:00Z');
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Stored {
  orders: number;
  localIds: number;
  lost: number;
  extra: number;
  withoutLines: number;
  mails: number;
}

/** What the database holds after the run, against what the API acknowledged. */
async function storedOrders(db: Database, load: LoadResult): Promise<Stored> {
  const rows = await db.select({ id: orders.id, localId: orders.localId }).from(orders);
  const byLocalId = new Map(rows.map((row) => [row.localId, row.id]));
  const acknowledged = new Map(Object.entries(load.acknowledged));
  let lost = 0;
  for (const [localId, orderId] of acknowledged) {
    if (byLocalId.get(localId) !== orderId) lost += 1;
  }
  const [{ n: withoutLines }] = await db
    .select({ n: count() })
    .from(orders)
    .where(notExists(db.select().from(orderItems).where(eq(orderItems.orderId, orders.id))));
  const [{ n: mails }] = await db
    .select({ n: count() })
    .from(outbox)
    .where(like(outbox.reference, 'order:%:confirmation'));
  return {
    orders: rows.length,
    localIds: byLocalId.size,
    lost,
    extra: rows.filter((row) => !acknowledged.has(row.localId)).length,
    withoutLines,
    mails,
  };
}

/** Runs the load in bench/order-clients.ts, a process of its own, and reads its result. */
async function runClients(options: LoadOptions): Promise<LoadResult> {
  return loadResultSchema.parse(await runChild(path.join('bench', 'order-clients.ts'), options));
}

async function measure(backend: Backend) {
  const opened = await openSeeded(backend);
  const { db } = opened.handle;
  // Each cash order would announce its queued confirmation in the log: thousands of lines here.
  const app = createApp(db, { now: () => NOW, mailLog: null });
  const ctx: OrderContext = { app, db, now: NOW };
  const server = await listen(app);
  try {
    const load = await runClients({
      url: `${server.root}/v2/public/checkout/`,
      templates: await orderTemplates(ctx),
      clients: CLIENTS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      // Many diners through the trusted forwarding header, the limits on (ADR 22).
      proxySecret: server.proxySecret,
    });
    return {
      load,
      inApi: server.inApi(),
      cpu: server.cpuPerRequest(),
      stored: await storedOrders(db, load),
    };
  } finally {
    await server.close();
    await opened.dispose();
  }
}

async function postgresAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);

type Measured = Awaited<ReturnType<typeof measure>>;

const p99Of = ({ load }: Measured) => quantile(load.latencies, 0.99);

/** Orders stored more than once, and acknowledged orders not stored, in one run. */
function integrity({ load, stored }: Measured) {
  const ids = load.orderIds.length;
  const doubled = ids - Object.keys(load.acknowledged).length + stored.orders - stored.localIds;
  return { doubled, lost: stored.lost };
}

/**
 * The run of median p99 in full, with every run's p99 beside it (the machine is noisy); the
 * doubled / lost column adds up every run.
 */
function row(name: string, runs: Measured[]): string {
  const sorted = [...runs].sort((a, b) => p99Of(a) - p99Of(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  const { load, inApi, cpu, stored } = median;
  const p99 = p99Of(median);
  const failures = Object.entries(load.failures);
  const doubled = runs.reduce((sum, run) => sum + integrity(run).doubled, 0);
  const lost = runs.reduce((sum, run) => sum + integrity(run).lost, 0);
  return [
    name,
    ms(load.ordersPerSecond),
    ms(quantile(load.latencies, 0.5)),
    `${ms(p99)} (${p99 < P99_TARGET_MS ? 'met' : 'not met'}; runs ${sorted.map((run) => ms(p99Of(run))).join(', ')})`,
    `${ms(quantile(inApi, 0.5))} / ${ms(quantile(inApi, 0.99))}`,
    cpu.toFixed(2),
    `${int(load.racing.same)}/${int(load.racing.sent)}`,
    `${int(load.later.same)}/${int(load.later.sent)}`,
    failures.length === 0 ? '0' : failures.map(([k, v]) => `${int(v)} × ${k}`).join(', '),
    `${int(stored.orders)} / ${int(load.orderIds.length)}`,
    `${int(doubled)} / ${int(lost)}`,
  ].join(' | ');
}

/** Problems the table cannot show: failure reasons and half-stored orders. */
function notes(name: string, { load, stored }: Measured): string[] {
  const out = load.samples.map((sample) => `${name}: ${sample}`);
  if (stored.extra > 0) out.push(`${name}: ${stored.extra} orders stored but never acknowledged`);
  if (stored.withoutLines > 0) out.push(`${name}: ${stored.withoutLines} orders without lines`);
  if (stored.mails !== stored.orders) {
    out.push(`${name}: ${stored.mails} confirmation mails for ${stored.orders} orders`);
  }
  return out;
}

export const ORDERS_HEADING = '## Order creation (API)';

/** The "Order creation (API)" section of bench/RESULTS.md; `measuredOn` says when and where. */
export async function orderFigures(measuredOn?: string): Promise<string> {
  serverFilesBesideBundle();
  const rows: string[] = [];
  const problems: string[] = [];
  const down = await postgresAnswers();
  if (down) console.log(`PostgreSQL (${ADMIN_URL}) does not answer: skipped (${down}).`);
  const runs: [string, Backend | null][] = [
    ['PGlite', pgliteBackend],
    ['PostgreSQL 127.0.0.1', down ? null : postgresBackend(ADMIN_URL)],
  ];
  // BENCH_DATABASE=pglite or postgres measures one database only (profiling one of them).
  const only = process.env.BENCH_DATABASE;
  for (const [name, backend] of runs) {
    if (only && !name.toLowerCase().startsWith(only.toLowerCase())) continue;
    if (!backend) {
      rows.push(`| ${name} | skipped: no answer | | | | | | | | | |`);
      continue;
    }
    const measured: Measured[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await measure(backend);
      measured.push(figures);
      problems.push(...notes(`${name}, run ${run}`, figures));
    }
    rows.push(`| ${row(name, measured)} |`);
  }
  return [
    ORDERS_HEADING,
    '',
    ...(measuredOn ? [measuredOn, ''] : []),
    `${CLIENTS} clients (a process of their own, node:http with keep-alive) for ${SECONDS} s, after ${WARM_UP_SECONDS} s of`,
    'warm-up, POST valid cash orders to `/v2/public/checkout/`, the API served over HTTP by the bench',
    'process (clock frozen on a Monday lunchtime). 1 new order in 10 is sent twice at once (racing), 1',
    'request in 10 replays an acknowledged order (later). p50 / p99: new orders, as the clients see',
    "them; in-API: every request, from its arrival in the app to its answer; API CPU: the API process's",
    "CPU time (PGlite's thread included, PostgreSQL's processes not) over the requests it served.",
    'Target: p99 under 100 ms, no order lost or doubled.',
    '',
    `${RUNS} runs per database, each on a fresh database: the row is the run of median p99, every run's`,
    'p99 beside it; doubled / lost adds up all runs.',
    '',
    '| database | orders/s | p50 ms | p99 ms (target < 100; every run) | in-API p50 / p99 ms | API CPU ms / request | racing replays same id | later replays same id | non-2xx | stored / ids acknowledged | doubled / lost (all runs) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows,
    ...(problems.length > 0 ? ['', ...problems.map((p) => `- ${p}`)] : []),
    '',
  ].join('\n');
}
