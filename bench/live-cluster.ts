/**
 * The live figures across the cluster (bench/live.bench-case.ts, ADR 28, docs/adr/0043): moves
 * through API 1, timed on a diner's stream at each hop of the way in, alone and then with a crowd
 * of other diners' streams open through the site balancer.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { haproxyBinary } from '../ops/cluster/haproxy';
import { INSTANCES } from '../ops/cluster/instances';
import type { RunningCluster } from '../ops/cluster/start';
import { clusterTemplates, redisUp, startBenchCluster } from './cluster-setup';
import { aroundCrowd, memoryFrom, openCrowd, processRssMb, storeCrowdOrders } from './diner-crowd';
import { STAFF, timedMoves, watchedOrder } from './live-clients';

/** The cluster's six ports from here, its fake Stripe server's at +9. */
export const CLUSTER_PORT = 4930;
const CLUSTER_REDIS_DB = 12;

const pgReady = () =>
  promisify(execFile)('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '3']).then(
    () => true,
    () => false,
  );

/** What the cluster needs and is missing here, or null. */
export async function clusterMissing(): Promise<string | null> {
  if (!haproxyBinary()) return 'HAProxy';
  if (!redisUp()) return 'Redis on 127.0.0.1:6379';
  if (!(await pgReady())) return 'PostgreSQL on 127.0.0.1:5432';
  return null;
}

/** The resident memory of the cluster's processes, from now on: each kind's instances summed. */
function clusterMemory(cluster: RunningCluster) {
  const rss = (names: readonly string[]) =>
    names.reduce((sum, name) => sum + processRssMb(cluster.pid(name) ?? 0), 0);
  return memoryFrom(
    ['both APIs (over PostgreSQL)', 'both storefronts', 'HAProxy (both balancers)'],
    () => [rss(INSTANCES.apis), rss(INSTANCES.webs), rss([INSTANCES.balancer])],
  );
}

/**
 * The cluster over PostgreSQL: moves through API 1; the diner's stream from API 2, through the API
 * balancer, through storefront 2 and through the site balancer, all open at once. Then `crowd`
 * orders stored in the database, each watched through the site balancer, and the moves again;
 * then the crowd gone, and the moves once more.
 */
export async function acrossCluster(
  { moves, warmUp }: { moves: number; warmUp: number },
  crowd: { size: number; perAddress: number },
) {
  console.log(
    `Grappe : démarrage (ports ${CLUSTER_PORT}–${CLUSTER_PORT + 5}, base comptoir_live)…`,
  );
  const bench = await startBenchCluster('comptoir_live', CLUSTER_REDIS_DB, CLUSTER_PORT);
  try {
    const { cluster } = bench;
    await setStaffPassword(bench.database.db, STAFF.email, STAFF.password);
    const [payload] = await clusterTemplates(bench.ctx);
    // Each hop of the diner's way in on its own, so a slow one shows which it is.
    const { order, token, streams } = await watchedOrder(cluster.apiUrls[0], payload, [
      cluster.apiUrls[1],
      cluster.apiUrl,
      cluster.webUrls[1],
      cluster.siteUrl,
    ]);
    await timedMoves(cluster.apiUrls[0], token, order.id, streams, warmUp);
    const orders = await storeCrowdOrders(bench.database.db, crowd.size);
    console.log(`Grappe : 3 × ${moves} mouvements par l’API 1 ; la foule au 2e…`);
    const runs = await aroundCrowd(
      () => timedMoves(cluster.apiUrls[0], token, order.id, streams, moves),
      () => openCrowd(cluster.siteUrl, orders, crowd.perAddress),
      () => clusterMemory(cluster),
    );
    await Promise.all(streams.map((stream) => stream.cancel()));
    return runs;
  } finally {
    await bench.close();
  }
}
