/**
 * Several storefront instances over one reference API, from the cluster build (`.next-cluster`,
 * built once per commit with REDIS_URL and the cluster's BUILD_ID), as the load balancer would
 * see them: for tests/cluster. Real processes (ops/processes.ts), free ports, logs kept
 * for assertions, everything stopped by `stop()`. No vitest here, so a launcher or a script can
 * use it too.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { admin } from '../../support/databases';
import { killGroup, ROOT, startApi, startStorefront, waitForUrl } from '../../../ops/processes';
import { buildCluster, clusterBuilt } from '../../../ops/cluster/build-stamp';

type Env = Record<string, string | undefined>;

const CLUSTER_DIST_DIR = '.next-cluster';

/** A port nobody listens on now (the kernel's choice). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process started here, its output kept (for "said once" checks) and stoppable. */
interface Started {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

function track(child: ChildProcess, url: string, port: number): Started {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // tsx and the server it runs: the whole group, as the cluster's own processes are stopped.
  return { url, port, child, output: () => output, stop: () => killGroup(child) };
}

/** `started` once it answers `path`; stopped, and its output in the error, if it never does. */
async function answering(started: Started, path: string): Promise<Started> {
  try {
    await waitForUrl(`${started.url}${path}`, 60_000);
  } catch (error) {
    await started.stop();
    throw new Error(`${(error as Error).message}\n${started.output()}`);
  }
  return started;
}

/** The API's database: a PostgreSQL database of its own, or a PGlite folder of its own. */
interface ApiDatabase {
  kind: 'postgres' | 'pglite';
  env: Env;
  /**
   * Runs SQL against it, as a back office editing the catalogue would. PostgreSQL: any time (the
   * API's triggers see it). PGlite: only while the API is stopped (the folder is the API's).
   */
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  dispose(): Promise<void>;
}

/**
 * A fresh database for the API: with `adminUrl` (TEST_DATABASE_URL) a PostgreSQL database created
 * for the run and dropped by `dispose`, else a PGlite folder under the OS temp dir. The API
 * migrates and seeds it when it starts.
 */
async function apiDatabase(adminUrl: string | undefined): Promise<ApiDatabase> {
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-cluster-'));
    const dataDir = path.join(dir, 'pglite');
    return {
      kind: 'pglite',
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      async query(sql, params) {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = new PGlite(dataDir);
        try {
          return (await db.query<Record<string, unknown>>(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `comptoir_cluster_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async dispose() {
      await pool.end();
      await admin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Starts the reference API on `port` (a free one) over `database`; resolves once it answers. */
async function startClusterApi(
  database: ApiDatabase,
  port?: number,
  env: Env = {},
): Promise<Started> {
  port ??= await freePort();
  const child = startApi(
    { API_PORT: String(port), SMTP_URL: '', REDIS_URL: '', ...database.env, ...env },
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return answering(track(child, `http://127.0.0.1:${port}`, port), '/health');
}

/**
 * Builds the storefront into `.next-cluster` as `npm run cluster` does (REDIS_URL, the cluster's
 * BUILD_ID), its prerendered pages filled from `apiUrl`, unless it holds a finished build of this
 * commit already (`clusterBuilt`, whatever its site address: these tests read none): one build
 * for both cluster test files. Returns the build's id.
 */
async function buildClusterStorefront({
  apiUrl,
  redisUrl,
}: {
  apiUrl: string;
  redisUrl: string;
}): Promise<string> {
  if (!clusterBuilt(CLUSTER_DIST_DIR)) {
    buildCluster({ API_ROOT: apiUrl, REDIS_URL: redisUrl }, CLUSTER_DIST_DIR, undefined);
  }
  return (await readFile(path.join(ROOT, CLUSTER_DIST_DIR, 'BUILD_ID'), 'utf8')).trim();
}

/**
 * Serves the cluster build on a free port, reading the API at `apiUrl` and the shared cache at
 * `redisUrl` under `keyPrefix`; resolves once it answers `/healthz`.
 */
async function startClusterStorefront({
  apiUrl,
  redisUrl,
  keyPrefix,
  env = {},
}: {
  apiUrl: string;
  redisUrl: string;
  keyPrefix: string;
  env?: Env;
}): Promise<Started> {
  const port = await freePort();
  const child = startStorefront(
    {
      API_ROOT: apiUrl,
      REDIS_URL: redisUrl,
      ISR_CACHE_PREFIX: keyPrefix,
      NEXT_PUBLIC_BUILD_ID: '',
      ...env,
    },
    port,
    CLUSTER_DIST_DIR,
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return answering(track(child, `http://127.0.0.1:${port}`, port), '/healthz');
}

export interface Cluster {
  /** The API now (editData may restart it, on the same port). */
  api: Started;
  sites: Started[];
  database: ApiDatabase;
  buildId: string;
  /** The Redis key prefix of this run (`ISR_CACHE_PREFIX`). */
  keyPrefix: string;
  /**
   * Changes the API's data with SQL and returns the rows, as a back office would: straight into
   * PostgreSQL, or, over PGlite, with the API stopped meanwhile and started again on its port.
   */
  editData(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Starts one more storefront over the same API and build (`env` added, e.g. another REDIS_URL). */
  addStorefront(env?: Env): Promise<Started>;
  /** Stops every process, drops the database and deletes this run's Redis keys. */
  stop(): Promise<void>;
}

/**
 * One API over a database of its own (PostgreSQL with `adminUrl`), the cluster build (built if
 * missing), and `storefronts` instances sharing `redisUrl` under a key prefix of this run's own.
 */
export async function startCluster({
  redisUrl,
  storefronts = 2,
  adminUrl = process.env.TEST_DATABASE_URL,
  env = {},
}: {
  redisUrl: string;
  storefronts?: number;
  adminUrl?: string;
  env?: Env;
}): Promise<Cluster> {
  const keyPrefix = `comptoir-test:isr:${randomBytes(4).toString('hex')}`;
  const database = await apiDatabase(adminUrl);
  const started: Started[] = [];
  const stop = async () => {
    await Promise.all(started.map((process) => process.stop()));
    await database.dispose();
    await deleteKeys(redisUrl, `${keyPrefix}:*`);
  };
  try {
    let api = await startClusterApi(database);
    started.push(api);
    const buildId = await buildClusterStorefront({ apiUrl: api.url, redisUrl });
    const editData = async (sql: string, params?: unknown[]) => {
      if (database.kind === 'postgres') return database.query(sql, params);
      await api.stop();
      try {
        return await database.query(sql, params);
      } finally {
        started.splice(started.indexOf(api), 1);
        api = await startClusterApi(database, api.port);
        started.push(api);
        cluster.api = api;
      }
    };
    const addStorefront = async (extra: Env = {}) => {
      const site = await startClusterStorefront({
        apiUrl: api.url,
        redisUrl,
        keyPrefix,
        env: { ...env, ...extra },
      });
      started.push(site);
      return site;
    };
    const sites = await Promise.all(Array.from({ length: storefronts }, () => addStorefront()));
    const cluster: Cluster = {
      api,
      sites,
      database,
      buildId,
      keyPrefix,
      editData,
      addStorefront,
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Deletes the keys matching `pattern` (SCAN, never KEYS). */
async function deleteKeys(redisUrl: string, pattern: string): Promise<number> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  let deleted = 0;
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length) deleted += await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}

/**
 * A TCP relay to Redis that can be cut: a storefront pointed at it loses Redis mid-run, as when
 * Redis stops, while the real Redis goes on serving the other instances.
 */
export async function redisRelay(redisUrl: string): Promise<{ url: string; cut(): Promise<void> }> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
