/**
 * `npm run cluster`: Comptoir as it runs past one machine (ADR 28), here on this one: HAProxy in
 * front of two storefronts and two APIs, over PostgreSQL (`DATABASE_URL`, its database created
 * when missing) and Redis (`REDIS_URL`), every process under PM2, which starts it again if it
 * dies. `PORT` (8080) is the balancer's; the instances take the five ports after it.
 * `CLUSTER_REBUILD=1` rebuilds the storefront (`.next-cluster`). Ctrl-C stops everything.
 */
import path from 'node:path';
import { INSTANCES } from '../ops/cluster/instances';
import { maskPassword } from '../ops/cluster/mask-password';
import { startCluster, type RunningCluster } from '../ops/cluster/start';
import { ROOT } from '../ops/processes';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/comptoir';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.PORT || 8080);

let cluster: RunningCluster | undefined;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nArrêt du cluster…');
  await cluster?.stop();
  process.exit(process.exitCode ?? 0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  console.log(
    `Démarrage du cluster : PostgreSQL ${maskPassword(databaseUrl)}, Redis ${maskPassword(redisUrl)}…`,
  );
  cluster = await startCluster({
    databaseUrl,
    redisUrl,
    port,
    stateDir: path.join(ROOT, '.data', 'cluster'),
    rebuild: process.env.CLUSTER_REBUILD === '1',
  });
  const { ports } = cluster;
  console.log(`
Comptoir (cluster) est prêt : http://localhost:${ports.site}
  HAProxy          : site :${ports.site}, API interne :${ports.api}
  sites (PM2)      : ${INSTANCES.webs.join(', ')} sur :${ports.webs.join(', :')}
  API (PM2)        : ${INSTANCES.apis.join(', ')} sur :${ports.apis.join(', :')}
  journaux         : .data/cluster/logs/ ; état : PM2_HOME=.data/cluster/pm2 npx pm2 ls
Un processus arrêté (kill -9) est relancé par PM2. Ctrl-C pour tout arrêter.
`);
  cluster.runtime.on('exit', (code) => {
    if (stopping) return;
    console.error(`PM2 s’est arrêté (code ${code}) : le cluster est arrêté.`);
    process.exitCode = 1;
    void stop();
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
  await stop();
}
