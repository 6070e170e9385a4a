/**
 * `npm run bench -- --live-only` (bench/RESULTS.md, "Live: from the kitchen to the diner",
 * docs/adr/0043): how long a kitchen move takes to reach a diner's stream straight from the API,
 * through the storefront's proxy and across the cluster, alone and with 1,000 other diners'
 * streams open; and how long the board (lib/kitchen/stream.ts itself) takes to be live again
 * after the API is stopped and started again.
 * 127.0.0.1 only; real processes, real clock; nothing here fails on timing.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import { openDatabase } from '@/server/db/client';
import { seedDatabase } from '@/server/db/seed';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { nextSlot, payloadFor } from '../tests/support/order-payload';
import { serverFilesBesideBundle } from './api-server';
import { boardRestarts, RESTARTS, restartTable } from './board-restarts';
import { loadWords, machineLine } from './cluster-setup';
import {
  aroundCrowd,
  groupRssMb,
  memoryFrom,
  openCrowd,
  storeCrowdOrders,
  type MemoryRow,
} from './diner-crowd';
import { STAFF, timedMoves, watchedOrder } from './live-clients';
import { acrossCluster, CLUSTER_PORT, clusterMissing } from './live-cluster';
import { apiRoot, PAIR_PORTS, site, startPair } from './local-pair';
import { quantile } from './order-load';

export const LIVE_HEADING = '## Live: from the kitchen to the diner';
const MOVES = 50;
/** Untimed moves first, so that neither column times the processes warming up. */
const WARM_UP = 20;
/** Other diners' streams open during the second run of moves, each on an order of its own. */
const CROWD = { size: 1_000, perAddress: 16 };

/**
 * A PGlite folder migrated, seeded and holding the bench's kitchen account and the crowd's orders,
 * before the API opens it (one process at a time); and a valid cash pickup order's payload for
 * the first slot to come.
 */
async function preparedFolder(dataDir: string) {
  serverFilesBesideBundle();
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    await setStaffPassword(handle.db, STAFF.email, STAFF.password);
    const crowd = await storeCrowdOrders(handle.db, CROWD.size);
    const ctx = { app: createApp(handle.db, { mailLog: null }), db: handle.db, now: new Date() };
    const slot = await nextSlot(ctx, 30, 'pickup');
    const payload = await payloadFor(ctx, { lines: [{ item_id: 30, quantity: 2 }], ...slot });
    return { payload, crowd };
  } finally {
    await handle.close();
  }
}

/** The resident memory of the API's and the storefront's process groups, from now on. */
const pairMemory = (api: ChildProcess, web: ChildProcess) =>
  memoryFrom(
    ['the API (`server/main.ts`, over PGlite)', 'the storefront (`storefront-server/main.ts`)'],
    () => [groupRssMb(api.pid ?? 0), groupRssMb(web.pid ?? 0)],
  );

/**
 * One API over PGlite and one storefront: the move → diner figures, alone and with the crowd open
 * through the storefront (and the memory it takes); then the board's restarts.
 */
async function oneMachine() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-live-'));
  const dataDir = path.join(dir, 'pglite');
  const { payload, crowd } = await preparedFolder(dataDir);
  const { env, api, web, stop } = await startPair(dataDir);
  try {
    const { order, token, streams } = await watchedOrder(apiRoot, payload, [apiRoot, site]);
    await timedMoves(apiRoot, token, order.id, streams, WARM_UP);
    console.log(`Direct : 3 × ${MOVES} mouvements, par l’API et par le site ; la foule au 2e…`);
    const runs = await aroundCrowd(
      () => timedMoves(apiRoot, token, order.id, streams, MOVES),
      () => openCrowd(site, crowd, CROWD.perAddress),
      () => pairMemory(api.current, web),
    );
    await Promise.all(streams.map((stream) => stream.cancel()));
    console.log(`Tableau : ${RESTARTS} redémarrages de l’API…`);
    const restarts = await boardRestarts(env, token, order.id, runs.lastId, api);
    return { ...runs, restarts };
  } finally {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Crowd = Awaited<ReturnType<typeof oneMachine>>['crowd'];

/**
 * The row of the `k`-th stream: p50 and p99 of each phase (without the crowd, with it, without it
 * again), `phases[phase][stream]` milliseconds.
 */
const latencyRow = (name: string, phases: number[][][], k: number) => {
  const cells = phases.map((phase) =>
    [0.5, 0.99].map((q) => quantile(phase[k], q).toFixed(1)).join(' | '),
  );
  return `| ${name} | ${cells.join(' | ')} |`;
};

/** The cluster's diner streams, in the order live-cluster.ts opens them. */
const CLUSTER_PATHS = [
  'cluster over PostgreSQL: move through API 1, the diner’s stream from API 2',
  'cluster: the diner’s stream through the API balancer (HAProxy → an API)',
  'cluster: through storefront 2 (→ the API balancer → an API)',
  'cluster: through the site balancer, as a diner (HAProxy → a storefront → the API balancer → an API)',
];

/** How many of the crowd were held, and why the others were not. */
function crowdLine(where: string, crowd: Crowd): string {
  const refused = crowd.failures.length
    ? `; ${crowd.failures.length} could not open (first: ${crowd.failures[0]})`
    : '';
  return `${where}: ${crowd.opened.toLocaleString('en-US')} opened, ${crowd.held.toLocaleString('en-US')} still open after the moves${refused}.`;
}

function memoryTable(rows: MemoryRow[], opened: number) {
  const row = ({ name, before, after }: MemoryRow) =>
    `| ${name} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${(((after - before) * 1000) / opened).toFixed(1)} |`;
  return [
    `| processes | RSS before, MB | RSS with the ${opened.toLocaleString('en-US')} streams, MB | per open stream, KB |`,
    '| --- | ---: | ---: | ---: |',
    ...rows.map(row),
  ];
}

export async function liveFigures(): Promise<string> {
  const startedWith = machineLine();
  const startLoad = os.loadavg()[0];
  const single = await oneMachine();
  const missing = await clusterMissing();
  const cluster = missing ? null : await acrossCluster({ moves: MOVES, warmUp: WARM_UP }, CROWD);
  const endedWith = machineLine();
  const clusterRows = cluster
    ? CLUSTER_PATHS.map((name, k) => latencyRow(name, cluster.phases, k))
    : [`| cluster | not measured: ${missing} absent | | | | | |`];
  const addresses = Math.ceil(CROWD.size / CROWD.perAddress);
  const thousand = CROWD.size.toLocaleString('en-US');
  return [
    LIVE_HEADING,
    '',
    `Measured by \`npm run bench -- --live-only\`; machine at the start: ${startedWith}; at the end: ${endedWith}.`,
    loadWords(startLoad, 'read the tails with that in mind'),
    '',
    `### A kitchen move to the diner’s stream, alone and with ${thousand} other diners’ streams open`,
    '',
    `One cash order, accepted, then pushed back by 5 minutes ${MOVES} times (\`POST /v2/staff/orders/:id/delay\`), one move at a time;`,
    'each timed from the move’s call to its event read on the diner’s stream (`GET /v2/public/orders/:id/stream?key=…`).',
    'The diner’s streams of one row group are open at once and hear the same moves. One API over PGlite',
    `(\`server/main.ts\`, its own process) with the storefront built in \`.next-bench\` (\`npm start\`), ports ${PAIR_PORTS};`,
    `the cluster is ADR 28's (\`comptoir_live\`, ports ${CLUSTER_PORT}–${CLUSTER_PORT + 5}). With ${MOVES} moves, the p99 is the slowest move.`,
    '',
    `Three runs of ${MOVES} moves on the same streams, after ${WARM_UP} untimed ones: alone; with ${thousand} other diners’ streams open, each`,
    'on an order of its own (stored with its key before the API opens it), on one machine all through the storefront’s `/v2`',
    `proxy, across the cluster all through the site balancer, from ${addresses} loopback addresses (127.0.1.1 on, ${CROWD.perAddress} streams`,
    'each: the API allows 20 per address), so that each diner counts as an address of its own; alone again once they are closed.',
    crowdLine('One machine', single.crowd),
    ...(cluster ? [crowdLine('Cluster', cluster.crowd)] : []),
    '',
    `| path of the diner’s stream | alone: p50 ms | p99 ms | **${thousand} others open: p50 ms** | **p99 ms** | alone again: p50 ms | p99 ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    latencyRow('one API over PGlite, straight from the API', single.phases, 0),
    latencyRow('the same API, through the storefront’s `/v2` proxy', single.phases, 1),
    ...clusterRows,
    '',
    '### The memory of an open stream',
    '',
    'Resident memory (`VmRSS` in `/proc`), read after the moves without the crowd and again 3 s after the crowd’s',
    'streams were all open. Each stream holds the diner’s connection and its proxied request in a storefront, and a',
    'connection and a subscriber in an API. One machine: each process group (the server and its tsx launcher); the',
    'API’s includes PGlite’s memory and moves with its garbage collection, a few MB either way.',
    '',
    ...memoryTable(single.memory, single.crowd.opened),
    ...(cluster
      ? [
          '',
          'Across the cluster (PM2’s processes, each kind’s two instances summed; HAProxy holds both sides of both balancers):',
          '',
          ...memoryTable(cluster.memory, cluster.crowd.opened),
        ]
      : []),
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
