/**
 * What the fault and cluster-load benchmarks share (ADR 28): a cluster from `startCluster` on a
 * fresh database and Redis database of their own, with the fake Stripe server; the database read
 * directly for the counts; PostgreSQL and Redis stopped for the faults, and always started again.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import os from 'node:os';
import { Redis } from 'ioredis';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { startCluster, type RunningCluster } from '../ops/cluster/start';
import { startFakeStripe, type FakeStripe } from '../tests/support/fake-stripe';
import { nextSlot, payloadFor, type OrderContext } from '../tests/support/order-payload';

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_BASE = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const STRIPE = {
  secretKey: 'sk_test_bench_faults',
  webhookSecret: 'whsec_bench_faults',
};

export interface BenchCluster {
  cluster: RunningCluster;
  database: DatabaseHandle;
  stripe: FakeStripe;
  ctx: OrderContext;
  databaseUrl: string;
  close(): Promise<void>;
}

/** `name`'s URL on the bench's PostgreSQL server. */
function databaseUrlOf(name: string): string {
  return Object.assign(new URL(PG_ADMIN), { pathname: `/${name}` }).toString();
}

/**
 * The cluster of a benchmark: database `name` dropped and created again, Redis database `redisDb`
 * emptied, ports from `port` on (the cluster's six, the fake Stripe server's at `port + 9`).
 */
export async function startBenchCluster(
  name: string,
  redisDb: number,
  port: number,
): Promise<BenchCluster> {
  const redisUrl = `${REDIS_BASE}/${redisDb}`;
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
  const stripe = await startFakeStripe({ secretKey: STRIPE.secretKey, port: port + 9 });
  const databaseUrl = databaseUrlOf(name);
  let cluster: RunningCluster;
  try {
    cluster = await startCluster({
      databaseUrl,
      redisUrl,
      port,
      stateDir: `.tmp/${name}`,
      freshDatabase: true,
      quiet: true,
      extraEnv: {
        apis: {
          STRIPE_SECRET_KEY: STRIPE.secretKey,
          STRIPE_API_BASE: stripe.url,
          STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        },
      },
    });
  } catch (error) {
    await stripe.close();
    throw error;
  }
  const database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  const ctx: OrderContext = {
    app: { request: (url: string) => fetch(`${cluster.apiUrl}${url}`) },
    db: database.db,
    now: new Date(),
  };
  return {
    cluster,
    database,
    stripe,
    ctx,
    databaseUrl,
    async close() {
      await database.close().catch(() => {});
      await cluster.stop();
      await stripe.close();
    },
  };
}

/**
 * Valid cash orders for an API on the real clock: pickup and delivery at the first slots of the
 * coming days (valid whatever the hour of the run), several items, so that the load is not one
 * order over and over. The seeded slots have no capacity (ADR 20), so none fills up.
 */
export async function clusterTemplates(ctx: OrderContext) {
  const pickup = await nextSlot(ctx, 30, 'pickup');
  const delivery = await nextSlot(ctx, 30, 'delivery');
  return Promise.all([
    payloadFor(ctx, { lines: [{ item_id: 30, quantity: 2, note: 'bien cuites' }], ...pickup }),
    payloadFor(ctx, { pickup: false, lines: [{ item_id: 30, quantity: 5 }], ...delivery }),
    payloadFor(ctx, { lines: [{ item_id: 30, quantity: 1 }], ...pickup }),
    payloadFor(ctx, { pickup: false, lines: [{ item_id: 30, quantity: 3 }], ...delivery }),
  ]);
}

/** The machine as the figures should be read: cores, load average, when. */
export function machineLine(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'CPU'}), load average ${one.toFixed(1)} (1 min) / ${five.toFixed(1)} (5 min), ${new Date().toISOString().slice(0, 16)}Z`;
}

/**
 * What a section says of the machine's other work, from its load when `startLoad` was read
 * (os.loadavg()'s minute): shared when the load reached the core count, else nothing else ran.
 */
export function loadWords(startLoad: number, sharedWords: string): string {
  return startLoad >= os.cpus().length
    ? `The machine was shared with other engineers’ builds and tests during the run: ${sharedWords}.`
    : 'The load at the start was under the core count: no other build or test ran beside it.';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = promisify(execFile);

/**
 * PostgreSQL's cluster on this machine (Debian's `pg_ctlcluster`), restarted; resolves with the
 * milliseconds it took. Asynchronous: the clients of the same process go on meanwhile.
 */
export async function restartPostgres(): Promise<number> {
  const start = performance.now();
  const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  return performance.now() - start;
}

/** Redis on 127.0.0.1:6379, stopped without saving (the bench's and the tests' data are scratch). */
export async function stopRedis(): Promise<void> {
  await run('redis-cli', ['shutdown', 'nosave']).catch(() => {});
}

/** Redis started again as the machine runs it (as .ci/run does). */
export async function startRedis(): Promise<void> {
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
}

/** Whether Redis answers on 127.0.0.1:6379. */
export function redisUp(): boolean {
  try {
    return execFileSync('redis-cli', ['ping'], { encoding: 'utf8' }).trim() === 'PONG';
  } catch {
    return false;
  }
}

/** PostgreSQL started if it does not answer (after a restart that failed half-way). */
export async function ensurePostgresUp(): Promise<void> {
  const ready = await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '3']).then(
    () => true,
    () => false,
  );
  if (ready) return;
  const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}
