/**
 * `npm run bench -- --cluster-only` (bench/RESULTS.md, "Load past one machine"): on a cluster of
 * its own, ISR `/menu` through the site balancer against nginx, then one storefront alone; `GET
 * /menus` through the API balancer, then two bare Node servers (the floor); orders at 100 diners.
 */
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { clusterTemplates, machineLine, sleep, startBenchCluster } from './cluster-setup';
import { startBareNode } from './bare-node';
import { startNginx } from './nginx';
import { quantile } from './order-load';
import { checkOrders, errorsText, runRetryingOrders } from './retrying-orders';
import { assertWrk, runWrk, type WrkFigures } from './wrk';

export const CLUSTER_HEADING = '## Load past one machine (cluster)';
const PORT = 4970;
const NGINX_PORT = 4976;
const BARE_PORT = 4986; // 4986–4991: the soak has 4980–4985
const ISR = { threads: 1, connections: 20, seconds: 8 };
const ROUNDS = 3;
const MENUS = { threads: 1, connections: 50, seconds: 10 };
const ORDER_CLIENTS = 100;
const ORDER_SECONDS = 20;

/** The page as the storefront sends it to a client asking for no compression (as wrk does). */
function plainGet(url: string): Promise<{ status: number; body: string; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        (res) =>
          void text(res).then(
            (body) =>
              resolve({
                status: res.statusCode ?? 0,
                body,
                encoding: res.headers['content-encoding'],
              }),
            reject,
          ),
      )
      .on('error', reject);
  });
}

const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

export async function clusterFigures(): Promise<string> {
  assertWrk();
  const startedWith = machineLine();
  console.log(`Charge : démarrage du cluster (ports ${PORT}–${PORT + 5}, base comptoir_load)…`);
  const bench = await startBenchCluster('comptoir_load', 10, PORT);
  const { cluster } = bench;
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  let bare: Awaited<ReturnType<typeof startBareNode>> | null = null;
  try {
    const page = await plainGet(`${cluster.siteUrl}/menu`);
    if (page.status !== 200) throw new Error(`/menu a répondu ${page.status}`);
    nginx = await startNginx('.tmp/bench-nginx', NGINX_PORT, { '/menu': page.body });
    // Warm both (the storefronts' first requests make their copies), then alternate.
    await runWrk(`${cluster.siteUrl}/menu`, { ...ISR, seconds: 2 });
    await runWrk(`${nginx.url}/menu`, { ...ISR, seconds: 2 });
    const isr: WrkFigures[] = [];
    const plain: WrkFigures[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      console.log(`ISR contre nginx, tour ${round + 1}/${ROUNDS}…`);
      isr.push(await runWrk(`${cluster.siteUrl}/menu`, ISR));
      plain.push(await runWrk(`${nginx.url}/menu`, ISR));
    }
    await nginx.stop();
    nginx = null;
    // What the balancer's one-second cache (ADR 29) spares: one storefront answering alone.
    console.log('ISR, un site seul (sans le cache du répartiteur)…');
    await runWrk(`${cluster.webUrls[0]}/menu`, { ...ISR, seconds: 2 });
    const storefront = await runWrk(`${cluster.webUrls[0]}/menu`, ISR);

    console.log('GET /v2/public/menus à 50 connexions…');
    await runWrk(`${cluster.apiUrl}/v2/public/menus`, { ...MENUS, seconds: 2 });
    const menus = await runWrk(`${cluster.apiUrl}/v2/public/menus`, MENUS);
    // The same bytes from Node servers that do nothing else, behind the same HAProxy: the floor.
    const menusBody = await plainGet(`${cluster.apiUrl}/v2/public/menus`);
    bare = await startBareNode('.tmp/bench-bare-node', BARE_PORT, Buffer.from(menusBody.body));
    console.log('Le même corps par deux serveurs node:http nus derrière HAProxy…');
    await runWrk(`${bare.url}/v2/public/menus`, { ...MENUS, seconds: 2 });
    const floor = await runWrk(`${bare.url}/v2/public/menus`, MENUS);
    await bare.stop();
    bare = null;

    console.log(`Commandes : ${ORDER_CLIENTS} clients…`);
    const templates = (await clusterTemplates(bench.ctx)) as unknown as Record<string, unknown>[];
    const base = {
      url: `${cluster.apiUrl}/v2/public/checkout/`,
      templates,
      proxySecret: cluster.secrets.PROXY_SECRET,
      clients: ORDER_CLIENTS,
    };
    await runRetryingOrders({ ...base, seconds: 3, firstDiner: 5_000_000 });
    await sleep(1_000);
    // Orders are stamped by the APIs' clock, this machine's: those of this load are from now on.
    const since = new Date();
    const orders = await runRetryingOrders({
      ...base,
      seconds: ORDER_SECONDS,
      firstDiner: 6_000_000,
    });
    const check = await checkOrders(bench.database.db, orders, since);

    const isrRate = median(isr.map((r) => r.requestsPerSecond));
    const nginxRate = median(plain.map((r) => r.requestsPerSecond));
    const ratio = isrRate / nginxRate;
    const orderP99 = quantile(orders.latencies, 0.99);
    return [
      CLUSTER_HEADING,
      '',
      `\`npm run bench -- --cluster-only\` (bench/cluster-load.bench-case.ts): the cluster on a fresh database`,
      `(\`comptoir_load\`), ports ${PORT}–${PORT + 5}; load from wrk ${'(Debian 4.1)'} and, for orders, the retrying diners of`,
      'bench/retrying-orders.ts, all on the same machine as HAProxy, the four Node processes and PostgreSQL.',
      `Machine at the start: ${startedWith}.`,
      '',
      '| figure | measured | target | met |',
      '| --- | ---: | --- | --- |',
      `| ISR \`/menu\` through HAProxy (its one-second cache, 2 storefronts), req/s: median of ${ROUNDS} (every run) | ${f0(isrRate)} (${isr.map((r) => f0(r.requestsPerSecond)).join(', ')}) | ≥ ¼ of nginx | ${ratio >= 0.25 ? 'yes' : '**no**'}: ${(ratio * 100).toFixed(0)} % of nginx |`,
      `| nginx, the same HTML file (${Math.round(page.body.length / 1024)} kB), req/s (every run) | ${f0(nginxRate)} (${plain.map((r) => f0(r.requestsPerSecond)).join(', ')}) | — | — |`,
      `| ISR \`/menu\` straight to storefront 1, no balancer (one run): req/s; p50 / p99 ms | ${f0(storefront.requestsPerSecond)}; ${f1(storefront.p50)} / ${f1(storefront.p99)} | — | — |`,
      `| ISR \`/menu\` p50 / p99 ms (median run); nginx | ${f1(median(isr.map((r) => r.p50)))} / ${f1(median(isr.map((r) => r.p99)))}; ${f1(median(plain.map((r) => r.p50)))} / ${f1(median(plain.map((r) => r.p99)))} | — | — |`,
      `| API \`GET /v2/public/menus\` at ${MENUS.connections} connections through HAProxy: p50 / p99 ms, req/s | ${f1(menus.p50)} / ${f1(menus.p99)}, ${f0(menus.requestsPerSecond)} | p99 ≤ 10 ms | ${menus.p99 <= 10 ? 'yes' : '**no**'} |`,
      `| the same ${Math.round(menusBody.body.length / 1024)} kB from two bare \`node:http\` servers behind the same HAProxy (bench/bare-node.ts): p50 / p99 ms, req/s | ${f1(floor.p50)} / ${f1(floor.p99)}, ${f0(floor.requestsPerSecond)} | — | — |`,
      `| orders at ${ORDER_CLIENTS} clients across both APIs (${ORDER_SECONDS} s): orders/s | ${f0(orders.ordersPerSecond)} | — | — |`,
      `| orders: p50 / p99 ms (first try to acknowledgement) | ${f1(quantile(orders.latencies, 0.5))} / ${f1(orderP99)} | p99 < 100 ms | ${orderP99 < 100 ? 'yes' : '**no**'} |`,
      `| orders: acknowledged / stored; lost / doubled | ${f0(check.acknowledged)} / ${f0(check.stored)}; ${check.lost + orders.givenUp} / ${check.doubled} | 0 / 0 | ${check.lost + orders.givenUp === 0 && check.doubled === 0 ? 'yes' : '**no**'} |`,
      `| non-2xx answers and socket errors (wrk times out after 2 s) (ISR; nginx; menus; orders) | ${isr.reduce((s, r) => s + r.non2xx + r.socketErrors, 0)}; ${plain.reduce((s, r) => s + r.non2xx + r.socketErrors, 0)}; ${menus.non2xx + menus.socketErrors}; ${errorsText(orders.errors)} | 0 | — |`,
      '',
      `wrk: ${ISR.threads} thread, ${ISR.connections} connections, ${ISR.seconds} s per run for \`/menu\` and nginx (alternated, after 2 s of warm-up each); ${MENUS.threads} thread, ${MENUS.connections} connections, ${MENUS.seconds} s for the menus. No compression on either side: wrk sends no \`Accept-Encoding\`, the storefront then answers uncompressed (${page.encoding ?? 'no Content-Encoding'}) and nginx has gzip off. nginx: 2 workers, access log off, started by the bench (bench/nginx.ts). Orders: after 3 s of warm-up; each order a diner of its own through the trusted forwarding header.`,
      '',
    ].join('\n');
  } finally {
    await nginx?.stop();
    await bare?.stop();
    await bench.close();
  }
}
