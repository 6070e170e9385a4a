/**
 * Redis stopped five seconds into a 30-client order load and started again seven seconds later:
 * orders go on (each API counts its limits in memory meanwhile, ADR 26) and `/menu` through the
 * site balancer keeps answering 200, asked every 100 ms throughout. Redis is always started again.
 */
import { redisUp, sleep, startRedis, stopRedis, type BenchCluster } from '../cluster-setup';
import { PAST_PAGE_CACHE } from '../../ops/cluster/haproxy';
import { underLoad, type OrderFault } from './under-load';

export async function redisDown(
  bench: BenchCluster,
  templates: Record<string, unknown>[],
): Promise<OrderFault> {
  const { cluster } = bench;
  const pages: Record<string, number> = {};
  let polling = true;
  const poll = (async () => {
    while (polling) {
      // Past the balancer's one-second cache (ADR 29): every ask is a storefront's answer.
      const res = await fetch(`${cluster.siteUrl}/menu`, { headers: PAST_PAGE_CACHE }).catch(
        () => null,
      );
      if (res) await res.arrayBuffer();
      const key = res ? String(res.status) : 'network';
      pages[key] = (pages[key] ?? 0) + 1;
      await sleep(100);
    }
  })();
  const measured = await underLoad(
    bench,
    templates,
    { clients: 30, seconds: 20, firstDiner: 3_000_000 },
    async () => {
      await sleep(5_000);
      try {
        await stopRedis();
        await sleep(7_000);
      } finally {
        await startRedis();
      }
      return [
        `Redis stopped at 5 s and started again at 12 s (answering: ${redisUp() ? 'yes' : 'no'}).`,
      ];
    },
  );
  polling = false;
  await poll;
  const statuses = Object.entries(pages)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  measured.details.push(
    `\`GET /menu\` through the site balancer every 100 ms during the run, past its one-second cache (\`Cache-Control: no-cache\`): ${statuses}. The storefronts keep their pages in Redis (ADR 27): while it was away, each answered from its own memory layer.`,
  );
  return { name: 'Redis down 7 s', ...measured };
}
