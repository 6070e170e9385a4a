/**
 * The cluster as `npm run cluster` starts it (ops/cluster/start.ts, ADR 28): HAProxy, two
 * storefronts and two APIs under PM2, over the PostgreSQL named by TEST_DATABASE_URL (a database
 * of its own, created fresh) and the Redis of TEST_REDIS_URL (a database number of its own,
 * emptied first). .ci/run sets both when the machine's servers answer and installs HAProxy; where
 * one is missing there is no cluster to test and the suite says so.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { haproxyBinary } from '../../ops/cluster/haproxy';
import { INSTANCES } from '../../ops/cluster/instances';
import { startCluster, type RunningCluster } from '../../ops/cluster/start';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { nextSlot, payloadFor, type OrderContext } from '../support/order-payload';
import { sseReader } from '../support/sse-reader';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const ready = Boolean(adminUrl && redisBase && haproxyBinary());
if (!ready) {
  console.warn(
    'Test du cluster non lancé : il faut TEST_DATABASE_URL, TEST_REDIS_URL et HAProxy (.ci/run les fournit).',
  );
}

/** The cluster's own Redis database number: the limits' counters and the pages' cache. */
const REDIS_DB = 7;
const PORT = Number(process.env.CLUSTER_TEST_PORT || 4870);

describe.runIf(ready)('the cluster: two storefronts and two APIs behind HAProxy', () => {
  let cluster: RunningCluster;
  let database: DatabaseHandle;
  let ctx: OrderContext;

  beforeAll(async () => {
    const redisUrl = Object.assign(new URL(redisBase!), { pathname: `/${REDIS_DB}` }).toString();
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    redis.disconnect();
    const databaseUrl = Object.assign(new URL(adminUrl!), {
      pathname: '/comptoir_cluster_test',
    }).toString();
    cluster = await startCluster({
      databaseUrl,
      redisUrl,
      port: PORT,
      stateDir: '.tmp/cluster-test',
      freshDatabase: true,
      quiet: true,
    });
    database = await openDatabase({ url: databaseUrl, poolMax: 2 });
    ctx = {
      app: { request: (url: string) => fetch(`${cluster.apiUrl}${url}`) },
      db: database.db,
      now: new Date(),
    };
  }, 600_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
  }, 60_000);

  /** A cash pickup order for a slot after today: valid at any hour the test runs. */
  async function anOrder() {
    const slot = await nextSlot(ctx, 30, 'pickup');
    return payloadFor(ctx, { lines: [{ item_id: 30, quantity: 2 }], ...slot });
  }

  const post = (root: string, body: unknown) =>
    fetch(`${root}/v2/public/checkout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('an order placed through API 1 is the same order through API 2', async () => {
    const order = await anOrder();
    const first = await post(cluster.apiUrls[0], order);
    expect(first.status).toBe(200);
    const placed = ((await first.json()) as { payload: { order_id: number } }).payload;
    // The diner's retry lands on the other instance: the order stored by the first, not a new one.
    const again = await post(cluster.apiUrls[1], order);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ payload: { order_id: placed.order_id } });
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from orders where local_id = ${order.local_id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });

  it('a diner orders through the balancer and the storefront, as a browser would', async () => {
    const order = await anOrder();
    const res = await fetch(`${cluster.siteUrl}/v2/public/checkout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: cluster.siteUrl },
      body: JSON.stringify(order),
    });
    expect(res.status).toBe(200);
    const { payload } = (await res.json()) as { payload: { order_id: number } };
    expect(payload.order_id).toBeGreaterThan(0);
  });

  /** A kitchen account signed in through API 1: its token. */
  const staffToken = async () => {
    const email = 'cuisine@cluster.exemple.fr';
    const password = 'un mot de passe de cuisine en grappe';
    await setStaffPassword(database.db, email, password);
    const login = await fetch(`${cluster.apiUrls[0]}/v2/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    return ((await login.json()) as { token: string }).token;
  };

  it('a move through API 1 reaches staff streams opened through storefront 2 and the balancer', async () => {
    const token = await staffToken();
    const open = async (root: string) => {
      const res = await fetch(`${root}/v2/staff/stream`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      });
      expect([root, res.status, res.headers.get('content-encoding')]).toEqual([root, 200, null]);
      const stream = sseReader(res.body);
      expect(await stream.next()).toEqual({ retry: '2000' });
      return stream;
    };
    const streams = [await open(cluster.webUrls[1]), await open(cluster.siteUrl)];
    const placed = await post(cluster.apiUrls[0], await anOrder());
    const { order_id: id } = ((await placed.json()) as { payload: { order_id: number } }).payload;
    const accepted = await fetch(`${cluster.apiUrls[0]}/v2/staff/orders/${id}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({}),
    });
    expect(accepted.status).toBe(200);
    for (const stream of streams) {
      // The order's checkout may come first, then its acceptance, within 2 s of the move.
      const until = Date.now() + 2_000;
      let state = '';
      while (state !== 'accepted') {
        const order = JSON.parse((await stream.next(until - Date.now())).data!) as {
          id: number;
          kitchen_state: string;
        };
        if (order.id === id) state = order.kitchen_state;
      }
      await stream.cancel();
    }
  });

  it('a kitchen switch flipped through API 1 is obeyed by API 2 on its next request', async () => {
    const token = await staffToken();
    const flip = (path: string, method: string, body?: unknown) =>
      fetch(`${cluster.apiUrls[0]}/v2/staff/switches${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const order = await anOrder();
    expect((await flip('/pause', 'POST', { minutes: null })).status).toBe(200);
    const paused = await post(cluster.apiUrls[1], order);
    expect(paused.status).toBe(422);
    expect(await paused.json()).toEqual({
      status: 'error',
      data: { message: 'Nous ne prenons plus de commandes pour le moment.' },
    });
    expect((await flip('/pause', 'DELETE')).status).toBe(200);
    expect((await post(cluster.apiUrls[1], order)).status).toBe(200);

    expect((await flip('/sold-out', 'POST', { kind: 'item', id: 30 })).status).toBe(200);
    const menus = (await (await fetch(`${cluster.apiUrls[1]}/v2/public/menus`)).json()) as {
      payload: { categories: { items: { item_id: number; item_sold_out?: boolean }[] }[] }[];
    };
    const fries = menus.payload
      .flatMap((menu) => menu.categories.flatMap((category) => category.items))
      .find((item) => item.item_id === 30);
    expect(fries?.item_sold_out).toBe(true);
    expect((await flip('/sold-out/item/30', 'DELETE')).status).toBe(200);
  });

  it('a menu change revalidated on storefront 1 is served by storefront 2', async () => {
    const menuOf = async (root: string) => (await fetch(`${root}/menu`)).text();
    expect(await menuOf(cluster.webUrls[1])).toContain('Frites de patate douce');
    await database.db.execute(
      sql`update items set name = 'Frites de patate douce maison' where id = 30`,
    );
    const res = await fetch(`${cluster.webUrls[0]}/revalidate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cluster.secrets.REVALIDATE_SECRET}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ tags: ['menus'] }),
    });
    expect(res.status).toBe(200);
    // The first request after a revalidation may still get the last copy while the new one is
    // made: within a few requests, storefront 2 serves the new name.
    await expect
      .poll(() => menuOf(cluster.webUrls[1]), { timeout: 20_000, interval: 500 })
      .toContain('Frites de patate douce maison');
    // The balancer keeps a page one second at most (ADR 29): diners see the new name right after.
    await expect
      .poll(() => menuOf(cluster.siteUrl), { timeout: 3_000, interval: 250 })
      .toContain('Frites de patate douce maison');
  });

  it('the balancer keeps a prerendered page up to a second, per encoding, and nothing else', async () => {
    /** Three asks in a row: whether each came from HAProxy's cache, and its encoding and type. */
    const asks = async (url: string, init?: RequestInit) => {
      const seen: { cache: string | null; encoding: string | null; type: string | null }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        seen.push({
          cache: res.headers.get('x-cache'),
          encoding: res.headers.get('content-encoding'),
          type: res.headers.get('content-type'),
        });
      }
      return seen;
    };
    const cached = async (url: string, init?: RequestInit) =>
      (await asks(url, init)).map((ask) => ask.cache);
    // One copy per encoding: the second and third asks of each are served by HAProxy, each in
    // the encoding its client asked for.
    for (const [asked, sent] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const seen = await asks(`${cluster.siteUrl}/menu`, { headers: { 'accept-encoding': asked } });
      expect(
        seen.slice(1).map((ask) => ask.cache),
        asked,
      ).toContain('HIT');
      expect(
        seen.map((ask) => ask.encoding),
        asked,
      ).toEqual([sent, sent, sent]);
    }
    // The menu's data for browsers, an ISR route like the page.
    expect((await cached(`${cluster.siteUrl}/menus.json`)).slice(1)).toContain('HIT');
    const page = await fetch(`${cluster.siteUrl}/menu`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await page.text();
    expect(html).toContain('Frites de patate douce');
    // Never kept: the client router's RSC payload (by header or by its parameter), a reload
    // asking for a fresh copy, the release the update banner asks for, the API's answers through
    // the storefront's proxy.
    const never = [null, null, null];
    expect(await cached(`${cluster.siteUrl}/menu`, { headers: { rsc: '1' } })).toEqual(never);
    expect(await cached(`${cluster.siteUrl}/menu?_rsc=abc12`)).toEqual(never);
    expect(
      await cached(`${cluster.siteUrl}/menu`, { headers: { 'cache-control': 'no-cache' } }),
    ).toEqual(never);
    expect(await cached(`${cluster.siteUrl}/builds/latest.json`)).toEqual(never);
    expect(await cached(`${cluster.siteUrl}/v2/public/settings`)).toEqual(never);
    expect(await cached(`${cluster.siteUrl}/fr/v2/public/settings`)).toEqual(never);
    // A photo in the format each browser takes (Next varies it by Accept): never one browser's
    // AVIF for another that asked for WebP.
    const image = html.match(/\/_next\/image\?url=[^"\s]+/)![0].replaceAll('&amp;', '&');
    const avif = await asks(`${cluster.siteUrl}${image}`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.map((ask) => ask.type)).toEqual(['image/avif', 'image/avif', 'image/avif']);
    const webp = await asks(`${cluster.siteUrl}${image}`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.map((ask) => ask.type)).toEqual(['image/webp', 'image/webp', 'image/webp']);
    expect(webp.map((ask) => ask.cache)).toEqual(never);
  });

  it('one build behind both storefronts: a page from one names chunks the other serves', async () => {
    const page = await (await fetch(`${cluster.webUrls[0]}/menu`)).text();
    const chunks = [...page.matchAll(/\/_next\/static\/chunks\/[\w./-]+\.js/g)].map(
      ([path]) => path,
    );
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of new Set(chunks)) {
      expect((await fetch(`${cluster.webUrls[1]}${chunk}`)).status, chunk).toBe(200);
    }
    const latest = async (root: string) => (await fetch(`${root}/builds/latest.json`)).json();
    expect(await latest(cluster.webUrls[1])).toEqual(await latest(cluster.webUrls[0]));
  });

  it('a limit counts the calls of both APIs together', async () => {
    // GET /offers/{code}: 60 lookups an hour per address (seeded, ADR 22). The test's address
    // is 127.0.0.1 on both instances: the 61st lookup, whichever instance it reaches, is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const root = cluster.apiUrls[i % 2];
      statuses.push((await fetch(`${root}/v2/public/offers/BIENVENUE5`)).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const refused = await fetch(`${cluster.apiUrls[0]}/v2/public/offers/BIENVENUE5`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Alone, API 2 had counted 30 of them: with counters in each process it would still say 200.
    expect((await fetch(`${cluster.apiUrls[1]}/v2/public/offers/BIENVENUE5`)).status).toBe(429);
  });

  it('an API killed with kill -9 is started again by PM2 while the balancer sends orders to the other', async () => {
    const pid = cluster.pid(INSTANCES.apis[0]);
    expect(pid).toBeGreaterThan(0);
    const restarts = cluster.restarts(INSTANCES.apis[0]);
    process.kill(pid!, 'SIGKILL');
    // Straight away, through the balancer: every order is taken (HAProxy sends a refused
    // connection to the other instance).
    for (let i = 0; i < 5; i += 1)
      expect((await post(cluster.apiUrl, await anOrder())).status).toBe(200);
    await expect
      .poll(() => cluster.restarts(INSTANCES.apis[0]), { timeout: 30_000 })
      .toBe(restarts + 1);
    await expect
      .poll(async () => (await fetch(`${cluster.apiUrls[0]}/health`).catch(() => null))?.status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(200);
    expect(cluster.pid(INSTANCES.apis[0])).not.toBe(pid);
  });
});
