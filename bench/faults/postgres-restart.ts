/**
 * PostgreSQL restarted five seconds into a 50-client order load: the APIs' pools drop the
 * terminated connections and open new ones by themselves (no PM2 restart), requests meanwhile
 * answer 503 with `Retry-After` (server/db/unavailable.ts), the diners retry under their local_id.
 */
import { INSTANCES } from '../../ops/cluster/instances';
import { ensurePostgresUp, restartPostgres, sleep, type BenchCluster } from '../cluster-setup';
import { underLoad, type OrderFault } from './under-load';

export async function postgresRestarted(
  bench: BenchCluster,
  templates: Record<string, unknown>[],
): Promise<OrderFault> {
  const { cluster } = bench;
  const restarts = () => INSTANCES.apis.map((name) => cluster.restarts(name));
  const before = restarts();
  const measured = await underLoad(
    bench,
    templates,
    { clients: 50, seconds: 25, firstDiner: 2_000_000 },
    async () => {
      await sleep(5_000);
      try {
        const took = await restartPostgres();
        return [
          `PostgreSQL restarted at 5 s (\`pg_ctlcluster restart\` took ${(took / 1000).toFixed(1)} s).`,
        ];
      } finally {
        await ensurePostgresUp();
      }
    },
  );
  const after = restarts();
  const byPm2 = after.map((n, i) => n - before[i]);
  measured.details.push(
    `PM2 restarts of API 1 and API 2 during the run: ${byPm2.join(' and ')}${byPm2.every((n) => n === 0) ? ' (their pools reconnected by themselves)' : ''}; ${measured.result.unavailableWithRetryAfter} answers were 503 with Retry-After, ${measured.result.errors['500'] ?? 0} were 500.`,
  );
  return { name: 'PostgreSQL restarted', ...measured };
}
