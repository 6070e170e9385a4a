/**
 * Both APIs away, then answering garbage: every storefront page still answers 200 through the site
 * balancer from its last good copy (ADR 2). The pages are asked for only once older than their
 * 60 s `revalidate`, so each request starts a regeneration that fails and the copy stays.
 */
import { createServer, type Server } from 'node:http';
import { INSTANCES } from '../../ops/cluster/instances';
import { sleep, type BenchCluster } from '../cluster-setup';

export const PAGES = ['/', '/menu', '/menu?product=30', '/about', '/contact', '/checkout'];
/** Rounds of requests per phase: each page asked for this many times through the balancer. */
const ROUNDS = 4;
const REVALIDATE_SECONDS = 60;

export interface ApiDownFault {
  /** Per phase, page → statuses seen. */
  phases: { name: string; statuses: Record<string, Record<string, number>> }[];
  held: boolean;
}

async function askPages(siteUrl: string) {
  const statuses: Record<string, Record<string, number>> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      const res = await fetch(`${siteUrl}${page}`).catch(() => null);
      if (res) await res.arrayBuffer();
      const key = res ? String(res.status) : 'network';
      statuses[page] ??= {};
      statuses[page][key] = (statuses[page][key] ?? 0) + 1;
    }
    await sleep(1_000);
  }
  return statuses;
}

function garbageServer(port: number): Promise<Server> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><body>Bad Gateway? {"status": "success", "payload": 42</body></html>');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export async function apiDown(bench: BenchCluster): Promise<ApiDownFault> {
  const { cluster } = bench;
  // Every page made once while the APIs answer: the copies the storefronts will keep.
  await askPages(cluster.siteUrl);
  const phases: ApiDownFault['phases'] = [];
  const garbage: Server[] = [];
  try {
    for (const name of INSTANCES.apis) cluster.pm2(['stop', name]);
    await sleep((REVALIDATE_SECONDS + 3) * 1000);
    phases.push({ name: 'both APIs stopped', statuses: await askPages(cluster.siteUrl) });
    for (const port of cluster.ports.apis) garbage.push(await garbageServer(port));
    // The balancer's checks (every second, two to fall, one to rise) see the garbage servers up.
    await sleep(3_000);
    phases.push({ name: 'both APIs answering garbage', statuses: await askPages(cluster.siteUrl) });
  } finally {
    for (const server of garbage) server.closeAllConnections();
    await Promise.all(garbage.map((server) => new Promise((resolve) => server.close(resolve))));
    for (const name of INSTANCES.apis) cluster.pm2(['start', name]);
  }
  for (const url of cluster.apiUrls) {
    for (let i = 0; i < 300; i += 1) {
      if ((await fetch(`${url}/health`).catch(() => null))?.status === 200) break;
      await sleep(200);
    }
  }
  const held = phases.every((phase) =>
    Object.values(phase.statuses).every((counts) => Object.keys(counts).every((s) => s === '200')),
  );
  return { phases, held };
}
