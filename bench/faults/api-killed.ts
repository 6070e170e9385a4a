/**
 * `kill -9` of API 1 five seconds into a 50-client order load through the API balancer: HAProxy
 * sends what died under it to API 2 (`retry-on`, ADR 28), PM2 starts API 1 again, the diners
 * retry under their local_id. Measured: the orders, what the clients saw, and the time from the
 * kill to API 1 answering its health check again.
 */
import { INSTANCES } from '../../ops/cluster/instances';
import { sleep, type BenchCluster } from '../cluster-setup';
import { underLoad, type OrderFault } from './under-load';

export async function apiKilled(
  bench: BenchCluster,
  templates: Record<string, unknown>[],
): Promise<OrderFault> {
  const { cluster } = bench;
  const name = INSTANCES.apis[0];
  const restartsBefore = cluster.restarts(name);
  const measured = await underLoad(
    bench,
    templates,
    { clients: 50, seconds: 20, firstDiner: 1_000_000 },
    async () => {
      await sleep(5_000);
      const pid = cluster.pid(name);
      if (!pid) return ['API 1 was not running: nothing killed'];
      process.kill(pid, 'SIGKILL');
      const killed = performance.now();
      let back: number | null = null;
      while (performance.now() - killed < 60_000) {
        await sleep(100);
        const res = await fetch(`${cluster.apiUrls[0]}/health`).catch(() => null);
        if (res?.status === 200) {
          back = performance.now() - killed;
          break;
        }
      }
      const restarts = cluster.restarts(name) - restartsBefore;
      return [
        `API 1 (pid ${pid}) killed at 5 s; PM2 restarts counted: ${restarts}; API 1 answered /health again ${back === null ? 'not within 60 s' : `${(back / 1000).toFixed(1)} s after the kill`}.`,
      ];
    },
  );
  return { name: '`kill -9` of API 1', ...measured };
}
