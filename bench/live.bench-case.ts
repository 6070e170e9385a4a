/**
 * `npm run bench -- --live-only` (bench/RESULTS.md, "Live: from the kitchen to the diner",
 * docs/adr/0043): how long a kitchen move takes to reach a diner's stream straight from the API,
 * through the storefront's proxy and across the cluster; and how long the board (lib/kitchen/
 * stream.ts itself) takes to be live again after the API is stopped and started again.
 * 127.0.0.1 only; real processes, real clock; nothing here fails on timing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { followStream } from '@/lib/kitchen/stream';
import { killGroup, startApi } from '../ops/processes';
import { haproxyBinary } from '../ops/cluster/haproxy';
import { nextSlot, payloadFor } from '../tests/support/order-payload';
import { serverFilesBesideBundle } from './api-server';
import { clusterTemplates, machineLine, redisUp, startBenchCluster } from './cluster-setup';
import {
  dinerStream,
  drainOne,
  latencyCells,
  move,
  placeOrder,
  STAFF,
  staffToken,
  timedMoves,
} from './live-clients';
import { apiRoot, PAIR_PORTS, site, startPair } from './local-pair';
import { quantile } from './order-load';

export const LIVE_HEADING = '## Live: from the kitchen to the diner';
const MOVES = 50;
const RESTARTS = 5;
/** The cluster's six ports from here, its fake Stripe server's at +9. */
const CLUSTER_PORT = 4930;
const CLUSTER_REDIS_DB = 12;

/**
 * A PGlite folder migrated, seeded and holding the bench's kitchen account, before the API opens
 * it (one process at a time); and a valid cash pickup order's payload for the first slot to come.
 */
async function preparedFolder(dataDir: string) {
  serverFilesBesideBundle();
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    await setStaffPassword(handle.db, STAFF.email, STAFF.password);
    const ctx = { app: createApp(handle.db, { mailLog: null }), db: handle.db, now: new Date() };
    const slot = await nextSlot(ctx, 30, 'pickup');
    return await payloadFor(ctx, { lines: [{ item_id: 30, quantity: 2 }], ...slot });
  } finally {
    await handle.close();
  }
}

/** Resolves once `url` answers 2xx, polling every 20 ms: the instant an API is back. */
async function answering(url: string, timeoutMs = 120_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} ne répond plus après ${timeoutMs / 1000} s.`);
}

/** The first instant after `since` at which `list` gets an entry matching `match`. */
function waiter<T>() {
  const seen: { at: number; value: T }[] = [];
  const pending: { since: number; match: (value: T) => boolean; resolve: (at: number) => void }[] =
    [];
  return {
    push(value: T) {
      const at = performance.now();
      seen.push({ at, value });
      for (const wait of [...pending]) {
        if (wait.match(value)) {
          pending.splice(pending.indexOf(wait), 1);
          wait.resolve(at);
        }
      }
    },
    after(since: number, match: (value: T) => boolean, timeoutMs = 60_000): Promise<number> {
      const found = seen.find((entry) => entry.at >= since && match(entry.value));
      if (found) return Promise.resolve(found.at);
      return new Promise((resolve, reject) => {
        const wait = { since, match, resolve };
        pending.push(wait);
        setTimeout(() => {
          if (!pending.includes(wait)) return;
          pending.splice(pending.indexOf(wait), 1);
          reject(new Error(`rien en ${timeoutMs / 1000} s`));
        }, timeoutMs).unref();
      });
    },
  };
}

interface Restart {
  /** The API's graceful stop (SIGTERM until its process exited). */
  stopMs: number;
  /** From the stop's signal to the board's stream seen lost. */
  lostMs: number;
  /** From the signal to the new API answering /health. */
  upMs: number;
  /** From the signal to the board's stream open again on the new API (the old one gone). */
  openMs: number;
  /** From the signal to the board holding a move made the instant the API answered. */
  eventMs: number;
}

/**
 * The board's stream (lib/kitchen/stream.ts, as the board runs it, through the storefront) while
 * the API is stopped (SIGTERM, as PM2 or systemd stop it) and started again, `RESTARTS` times. At
 * each restart a move is made through the API the instant it answers: the board must get it on
 * reconnection (resumed from its last event id).
 */
async function boardRestarts(
  env: Record<string, string>,
  token: string,
  orderId: number,
  fromId: number,
  api: { current: ReturnType<typeof startApi> },
): Promise<Restart[]> {
  const states = waiter<string>();
  const events = waiter<number>();
  const stop = followStream({
    token,
    fromId,
    onEvent: (_data, id) => events.push(id),
    onState: (state) => states.push(state),
    onRefused: () => states.push('refused'),
    fetchImpl: (input, init) => fetch(new URL(String(input), site), init),
  });
  const runs: Restart[] = [];
  try {
    await states.after(0, (state) => state === 'open');
    for (let run = 0; run < RESTARTS; run += 1) {
      const signal = performance.now();
      await killGroup(api.current);
      const stopped = performance.now();
      api.current = startApi(env, { detached: true });
      const up = await answering(`${apiRoot}/health`);
      await move(apiRoot, token, orderId, 'delay');
      const [lost, open, event] = await Promise.all([
        states.after(signal, (state) => state === 'lost'),
        // After the old process is gone: while it stops, it may still take a reconnection.
        states.after(stopped, (state) => state === 'open'),
        events.after(up, () => true),
      ]);
      runs.push({
        stopMs: stopped - signal,
        lostMs: lost - signal,
        upMs: up - signal,
        openMs: open - signal,
        eventMs: event - signal,
      });
      console.log(`Redémarrage ${run + 1}/${RESTARTS} : ${JSON.stringify(runs.at(-1))}`);
    }
  } finally {
    stop();
  }
  return runs;
}

/** One API over PGlite and one storefront: the move → diner figures and the board's restarts. */
async function oneMachine() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-live-'));
  const dataDir = path.join(dir, 'pglite');
  const payload = await preparedFolder(dataDir);
  const { env, api, stop } = await startPair(dataDir);
  try {
    const order = await placeOrder(apiRoot, payload);
    const token = await staffToken(apiRoot);
    const streams = [await dinerStream(apiRoot, order), await dinerStream(site, order)];
    await move(apiRoot, token, order.id, 'accept');
    await drainOne(streams);
    console.log(`Direct : ${MOVES} mouvements, le flux du client à l’API et par le site…`);
    const moves = await timedMoves(apiRoot, token, order.id, streams, MOVES);
    await Promise.all(streams.map((stream) => stream.cancel()));
    console.log(`Tableau : ${RESTARTS} redémarrages de l’API…`);
    const restarts = await boardRestarts(env, token, order.id, moves.lastId, api);
    return { moves: moves.latencies, restarts };
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const pgReady = () =>
  promisify(execFile)('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '3']).then(
    () => true,
    () => false,
  );

/** What the cluster needs and is missing here, or null. */
async function clusterMissing(): Promise<string | null> {
  if (!haproxyBinary()) return 'HAProxy';
  if (!redisUp()) return 'Redis on 127.0.0.1:6379';
  if (!(await pgReady())) return 'PostgreSQL on 127.0.0.1:5432';
  return null;
}

/**
 * The cluster (ADR 28) over PostgreSQL: moves through API 1; the diner's stream from API 2, through
 * the API balancer, through storefront 2 and through the site balancer, all open at once.
 */
async function acrossCluster(): Promise<number[][]> {
  console.log(
    `Grappe : démarrage (ports ${CLUSTER_PORT}–${CLUSTER_PORT + 5}, base comptoir_live)…`,
  );
  const bench = await startBenchCluster('comptoir_live', CLUSTER_REDIS_DB, CLUSTER_PORT);
  try {
    const { cluster } = bench;
    await setStaffPassword(bench.database.db, STAFF.email, STAFF.password);
    const [payload] = await clusterTemplates(bench.ctx);
    const order = await placeOrder(cluster.apiUrls[0], payload);
    const token = await staffToken(cluster.apiUrls[0]);
    // Each hop of the diner's way in on its own, so a slow one shows which it is.
    const streams = [
      await dinerStream(cluster.apiUrls[1], order),
      await dinerStream(cluster.apiUrl, order),
      await dinerStream(cluster.webUrls[1], order),
      await dinerStream(cluster.siteUrl, order),
    ];
    await move(cluster.apiUrls[0], token, order.id, 'accept');
    await drainOne(streams);
    console.log(`Grappe : ${MOVES} mouvements par l’API 1…`);
    const moves = await timedMoves(cluster.apiUrls[0], token, order.id, streams, MOVES);
    await Promise.all(streams.map((stream) => stream.cancel()));
    return moves.latencies;
  } finally {
    await bench.close();
  }
}

const median = (list: number[]) =>
  quantile(
    [...list].sort((a, b) => a - b),
    0.5,
  );
const s = (ms: number) => (ms / 1000).toFixed(2);

function restartTable(runs: Restart[]): string[] {
  const row = (name: string, pick: (run: Restart) => number) =>
    `| ${name} | ${s(median(runs.map(pick)))} | ${runs.map((run) => s(pick(run))).join(', ')} |`;
  return [
    '| from the API stop signal (SIGTERM) to… | median s | every run, s |',
    '| --- | ---: | --- |',
    row('the API process gone (its graceful stop)', (run) => run.stopMs),
    row('the board seeing its stream lost', (run) => run.lostMs),
    row('the new API answering `/health`', (run) => run.upMs),
    row('**the board’s stream open again**', (run) => run.openMs),
    row('the board holding the move made when the API answered', (run) => run.eventMs),
  ];
}

export async function liveFigures(): Promise<string> {
  const startedWith = machineLine();
  const single = await oneMachine();
  const missing = await clusterMissing();
  const cluster = missing ? null : await acrossCluster();
  const endedWith = machineLine();
  const [direct, proxied] = single.moves;
  const clusterRows = cluster
    ? [
        `| cluster over PostgreSQL: move through API 1, the diner’s stream from API 2 | ${latencyCells(cluster[0])} |`,
        `| cluster: the diner’s stream through the API balancer (HAProxy → an API) | ${latencyCells(cluster[1])} |`,
        `| cluster: through storefront 2 (→ the API balancer → an API) | ${latencyCells(cluster[2])} |`,
        `| cluster: through the site balancer, as a diner (HAProxy → a storefront → the API balancer → an API) | ${latencyCells(cluster[3])} |`,
      ]
    : [`| cluster | not measured: ${missing} absent | | |`];
  return [
    LIVE_HEADING,
    '',
    `Measured by \`npm run bench -- --live-only\`; machine at the start: ${startedWith}; at the end: ${endedWith}.`,
    'The machine was shared with other engineers’ builds and tests during the run: read the tails with that in mind.',
    '',
    `### A kitchen move to the diner’s stream (${MOVES} moves per row)`,
    '',
    `One cash order, accepted, then pushed back by 5 minutes ${MOVES} times (\`POST /v2/staff/orders/:id/delay\`), one move at a time;`,
    'each timed from the move’s call to its event read on the diner’s stream (`GET /v2/public/orders/:id/stream?key=…`).',
    'The diner’s streams of one row group are open at once and hear the same moves. One API over PGlite',
    `(\`server/main.ts\`, its own process) with the storefront built in \`.next-bench\` (\`npm start\`), ports ${PAIR_PORTS};`,
    `the cluster is ADR 28's (\`comptoir_live\`, ports ${CLUSTER_PORT}–${CLUSTER_PORT + 5}). With ${MOVES} moves, the p99 is the slowest move.`,
    '',
    '| path of the diner’s stream | moves | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    `| one API over PGlite, straight from the API | ${latencyCells(direct)} |`,
    `| the same API, through the storefront’s \`/v2\` proxy | ${latencyCells(proxied)} |`,
    ...clusterRows,
    '',
    `### The board after an API restart (${RESTARTS} restarts)`,
    '',
    'The board’s own reader (`followStream`, lib/kitchen/stream.ts: waits of 1, 2, 4, 8, 15 s after',
    'each failed attempt, never under the server’s `retry: 2000`), through the storefront, while the',
    'API is stopped (SIGTERM) and started again over the same PGlite folder; the moment the new API',
    'answers, a move is made through it, which the board must get when it resumes from its last event id.',
    '',
    ...restartTable(single.restarts),
  ].join('\n');
}
