/**
 * Comptoir past one machine (issue 23, ADR 28): two storefronts and two APIs behind HAProxy, over
 * one PostgreSQL and one Redis, each process under PM2, which starts it again when it dies.
 * `npm run cluster` (scripts/cluster.ts), the cluster test and the fault scripts start it here.
 *
 *   diners ──► HAProxy :site ──► storefront 1, 2 (Next, ISR cache in Redis) ──┐
 *                                                                              ▼
 *                                          HAProxy :api (internal) ──► API 1, 2 ──► PostgreSQL
 *                                                                         └──────► Redis (limits)
 *
 * Everything this run writes (HAProxy's and PM2's configuration, PM2's home, the logs) goes under
 * `stateDir`; the storefront's one build is in `.next-cluster`, shared by both instances.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildStorefrontIfNeeded, ROOT, startApi, waitForUrl } from './processes';

export interface ClusterOptions {
  /** PostgreSQL of the cluster; its database is created when missing. */
  databaseUrl: string;
  /** Redis shared by the instances (limits; the storefronts' page cache). */
  redisUrl: string;
  /** The balancer's public port (diners); the internal API balancer, the instances: after it. */
  port: number;
  /** Where this run's files go. */
  stateDir: string;
  /** The storefront's build folder (one build for both instances). */
  distDir?: string;
  /** Rebuild even when this commit's build is there (uncommitted changes). */
  rebuild?: boolean;
  /** Drop and re-create the database first (tests). */
  freshDatabase?: boolean;
  /** Secrets shared by every instance; drawn once and kept in `stateDir` when not given. */
  secrets?: Partial<ClusterSecrets>;
  /** PM2's and HAProxy's output: inherited (npm run cluster) or written to `stateDir` only. */
  quiet?: boolean;
  /** More environment for every API or storefront (Stripe's fake server in the fault scripts). */
  extraEnv?: { apis?: Record<string, string>; webs?: Record<string, string> };
}

interface ClusterSecrets {
  /** The storefront vouches for the diner's address with it (ADR 19). */
  PROXY_SECRET: string;
  /** One-time codes are hashed with it (ADR 18): the same on every API instance. */
  AUTH_PEPPER: string;
  /** POST /revalidate on a storefront (ADR 27). */
  REVALIDATE_SECRET: string;
}

export interface ClusterPorts {
  site: number;
  api: number;
  apis: [number, number];
  webs: [number, number];
}

/** Ports from the public one: site, internal API balancer, API 1 and 2, storefront 1 and 2. */
export function clusterPorts(port: number): ClusterPorts {
  return { site: port, api: port + 1, apis: [port + 2, port + 3], webs: [port + 4, port + 5] };
}

/** The instances' names under PM2, which `pm2 pid <name>` and the fault scripts use. */
export const INSTANCES = {
  apis: ['api-1', 'api-2'],
  webs: ['web-1', 'web-2'],
  balancer: 'haproxy',
} as const;

/** Headers of a request the site balancer's page cache lets pass (ADR 29): a storefront answers. */
export const PAST_PAGE_CACHE = { 'cache-control': 'no-cache' } as const;

/**
 * HAProxy's configuration. Both balancers check their servers every second (`/health` of the API,
 * `/healthz` of the storefront: it answers without the API, so a storefront serving its last good
 * pages stays in). A request that found its server dead (connection refused, closed without an
 * answer) is sent once more to the other: safe for an order too, which is deduplicated by its
 * `local_id` (ADR 7). The public side appends the diner's address to `X-Forwarded-For`, which the
 * storefronts read with TRUSTED_PROXY_HOPS=1; the internal one passes headers as they are.
 * Compression stays with the storefronts (Brotli, ADR 15): HAProxy compresses nothing. The public
 * side keeps each prerendered page up to a second, one copy per encoding (ADR 29); the internal
 * one keeps nothing.
 */
export function haproxyConfig(ports: ClusterPorts): string {
  const servers = (prefix: string, list: number[], check: string) =>
    list
      .map(
        (port, i) =>
          `  server ${prefix}-${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 1${check}`,
      )
      .join('\n');
  return `# Written by scripts/lib/cluster.ts for one run of the cluster: edit that file instead.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout queue 5s
  retries 1
  option redispatch 1
  # A request whose server died under it goes to the other server once: an order is deduplicated
  # by its local_id (ADR 7), every other call is a read or deduplicated the same way.
  retry-on conn-failure empty-response response-timeout
  option http-buffer-request

frontend site
  bind 127.0.0.1:${ports.site}
  # The diner's address, appended for the storefronts (TRUSTED_PROXY_HOPS=1).
  option forwardfor
  default_backend storefronts

backend storefronts
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  # A page as a browser first asks for it, kept up to a second (ADR 29). Never a client router's
  # request (its RSC payload varies by Next's router headers), never a /v2 call (the API's).
  acl router_request req.hdr(rsc) -m found
  acl router_request req.hdr(next-router-state-tree) -m found
  acl router_request req.hdr(next-router-prefetch) -m found
  acl router_request req.hdr(next-router-segment-prefetch) -m found
  acl router_request url_param(_rsc) -m found
  http-request set-var(txn.page) bool(true) if METH_GET !router_request !{ path_beg /v2/ /fr/v2/ }
  http-request cache-use pages if { var(txn.page) -m bool }
  # Only what Next prerendered for a shared cache (s-maxage), whose Vary is Next's router headers
  # (and the encoding): an image (Vary: Accept), a built file, anything else passes by.
  acl shared_page res.fhdr(cache-control) -m reg -i '(^|,) *s-maxage=[1-9]'
  acl router_vary res.fhdr(vary) -m reg -i '^rsc, *next-router-state-tree, *next-router-prefetch, *next-router-segment-prefetch(, *accept-encoding)?$'
  acl sets_cookie res.hdr(set-cookie) -m found
  http-response set-var(txn.keep) bool(true) if { var(txn.page) -m bool } shared_page router_vary !sets_cookie
  # Such a request carries none of the router headers: what is left to vary by is the encoding,
  # the one request header HAProxy's cache can vary by.
  http-response set-header vary Accept-Encoding if { var(txn.keep) -m bool }
  http-response cache-store pages if { var(txn.keep) -m bool }
  http-after-response set-header x-cache HIT if { res.cache_hit }
${servers('web', ports.webs, '')}

# Prerendered pages, up to a second (max-age counts whole seconds): a revalidation reaches
# diners within that second (ADR 29). One copy per encoding.
cache pages
  total-max-size 64
  max-object-size 4194304
  max-age 1
  process-vary on
  max-secondary-entries 4

frontend api
  bind 127.0.0.1:${ports.api}
  default_backend apis

backend apis
  balance leastconn
  option httpchk GET /health
  http-check expect status 200
${servers('api', ports.apis, '')}
`;
}

type Env = Record<string, string>;

/** What every instance of each kind gets in its environment. */
function instanceEnvs(
  options: Pick<ClusterOptions, 'databaseUrl' | 'redisUrl'>,
  ports: ClusterPorts,
  secrets: ClusterSecrets,
  distDir: string,
): { apis: Env[]; webs: Env[] } {
  const origins = [`http://localhost:${ports.site}`, `http://127.0.0.1:${ports.site}`];
  const api = (port: number): Env => ({
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PROXY_SECRET: secrets.PROXY_SECRET,
    AUTH_PEPPER: secrets.AUTH_PEPPER,
    ALLOWED_ORIGINS: origins.join(','),
    SITE_URL: origins[0],
  });
  const web = (port: number): Env => ({
    NODE_ENV: 'production',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    API_ROOT: `http://127.0.0.1:${ports.api}`,
    REDIS_URL: options.redisUrl,
    PROXY_SECRET: secrets.PROXY_SECRET,
    REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
    TRUSTED_PROXY_HOPS: '1',
    SITE_URL: origins[0],
  });
  return { apis: ports.apis.map(api), webs: ports.webs.map(web) };
}

/** HAProxy's binary: on the PATH, or where Debian's package puts it. */
export function haproxyBinary(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
    '/usr/local/sbin/haproxy',
  ];
  return candidates.find((file) => file && existsSync(file)) ?? null;
}

/**
 * PM2's description of the five processes. Each runs in fork mode (one process per instance, on
 * its own port, so a kill -9 takes down one instance, never both) and is started again when it
 * dies: at once the first times, then with a growing delay, and PM2 gives up after 15 restarts
 * that lived less than 10 s each (a broken configuration, not a crash).
 */
function pm2Apps(
  envs: { apis: Env[]; webs: Env[] },
  haproxy: string,
  haproxyConfigFile: string,
  logDir: string,
) {
  const common = {
    cwd: ROOT,
    exec_mode: 'fork',
    instances: 1,
    autorestart: true,
    min_uptime: 10_000,
    max_restarts: 15,
    exp_backoff_restart_delay: 200,
    // The API waits up to 5 s for open requests on SIGTERM (server/main.ts).
    kill_timeout: 6_000,
    merge_logs: true,
    time: true,
    // No PM2 metrics module (its bundled pm2-io-bpm) in our processes: it wraps every HTTP request
    // for PM2's hosted dashboard, which we do not use; about 5 % of an API's CPU under the order
    // load.
    pmx: false,
  };
  const node = (name: string, script: string, env: Env) => ({
    ...common,
    name,
    script: path.join(ROOT, 'scripts', 'lib', 'pm2-start.mjs'),
    args: [path.join(ROOT, script)],
    interpreter: process.execPath,
    // tsx in the process itself (no child process that a kill -9 would orphan).
    interpreter_args: '--import tsx',
    env,
    out_file: path.join(logDir, `${name}.log`),
    error_file: path.join(logDir, `${name}.log`),
  });
  return [
    ...envs.apis.map((env, i) => node(INSTANCES.apis[i], 'server/main.ts', env)),
    ...envs.webs.map((env, i) => node(INSTANCES.webs[i], 'scripts/serve.ts', env)),
    {
      ...common,
      name: INSTANCES.balancer,
      script: haproxy,
      interpreter: 'none',
      args: ['-db', '-f', haproxyConfigFile],
      out_file: path.join(logDir, 'haproxy.log'),
      error_file: path.join(logDir, 'haproxy.log'),
    },
  ];
}

/** The secrets: given ones, else those of an earlier run kept in `stateDir`, else new ones. */
function clusterSecrets(stateDir: string, given: Partial<ClusterSecrets> = {}) {
  const file = path.join(stateDir, 'secrets.json');
  let kept: Partial<ClusterSecrets> = {};
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClusterSecrets>;
  } catch {
    // first run
  }
  const draw = () => randomBytes(32).toString('base64url');
  const secrets: ClusterSecrets = {
    PROXY_SECRET: given.PROXY_SECRET || kept.PROXY_SECRET || draw(),
    AUTH_PEPPER: given.AUTH_PEPPER || kept.AUTH_PEPPER || draw(),
    REVALIDATE_SECRET: given.REVALIDATE_SECRET || kept.REVALIDATE_SECRET || draw(),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Creates the cluster's database when missing (dropped first when `fresh`). */
async function ensureDatabase(databaseUrl: string, fresh = false): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`Nom de base invalide dans DATABASE_URL : « ${name} » (a-z, 0-9, _).`);
  }
  const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL ne répond pas (${url.host}) : ${error instanceof Error ? error.message : error}`,
    );
  }
  try {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** Whether Redis answers at `redisUrl` (a PING over a plain socket, 2 s at most). */
async function redisAnswers(redisUrl: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export interface RunningCluster {
  siteUrl: string;
  apiUrl: string;
  apiUrls: [string, string];
  webUrls: [string, string];
  ports: ClusterPorts;
  secrets: ClusterSecrets;
  /** PM2's `pm2 <args>` against this run's daemon (its home in `stateDir`). */
  pm2(args: string[]): string;
  /** The operating system's process id of an instance (INSTANCES), or null while it is down. */
  pid(name: string): number | null;
  /** How many times PM2 started `name` again. */
  restarts(name: string): number;
  /** Stops every process (PM2 stops its apps, then itself). */
  stop(): Promise<void>;
  runtime: ChildProcess;
}

const PM2_BIN = path.join(ROOT, 'node_modules', 'pm2', 'bin');

/**
 * Starts the cluster and resolves once the balancer answers for both kinds of instance. The
 * storefront is built first when needed, against a single API started for the build on the
 * cluster's database (the pages are prerendered from it).
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const stateDir = path.resolve(options.stateDir);
  const logDir = path.join(stateDir, 'logs');
  const pm2Home = path.join(stateDir, 'pm2');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(pm2Home, { recursive: true });
  const distDir = options.distDir ?? '.next-cluster';
  const ports = clusterPorts(options.port);

  const haproxy = haproxyBinary();
  if (!haproxy) {
    throw new Error(
      'HAProxy est introuvable : installez-le (sudo apt-get install haproxy), comme le fait .ci/run.',
    );
  }
  if (!(await redisAnswers(options.redisUrl))) {
    throw new Error(`Redis ne répond pas à ${redactUrl(options.redisUrl)}.`);
  }
  await ensureDatabase(options.databaseUrl, options.freshDatabase);
  const secrets = clusterSecrets(stateDir, options.secrets);
  const base = instanceEnvs(options, ports, secrets, distDir);
  const envs = {
    apis: base.apis.map((env) => ({ ...env, ...options.extraEnv?.apis })),
    webs: base.webs.map((env) => ({ ...env, ...options.extraEnv?.webs })),
  };

  const siteUrl = envs.webs[0].SITE_URL;
  if (options.rebuild || !clusterBuilt(distDir, { siteUrl })) {
    // One API on the cluster's database for the build's prerendering (it also migrates and
    // seeds the database), on the first API instance's port, stopped before PM2 takes over.
    const buildApi = startApi(envs.apis[0], { detached: true });
    try {
      await waitForUrl(`http://127.0.0.1:${ports.apis[0]}/health`);
      buildCluster(
        { ...envs.webs[0], API_ROOT: `http://127.0.0.1:${ports.apis[0]}` },
        distDir,
        siteUrl,
      );
    } finally {
      await killGroup(buildApi);
    }
  }

  const configFile = path.join(stateDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(ports));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`Configuration HAProxy refusée :\n${check.stderr}`);
  const ecosystem = path.join(stateDir, 'ecosystem.config.cjs');
  writeFileSync(
    ecosystem,
    `// Written by scripts/lib/cluster.ts for one run of the cluster.\nmodule.exports = ${JSON.stringify({ apps: pm2Apps(envs, haproxy, configFile, logDir) }, null, 2)};\n`,
  );

  const pm2Env = { ...process.env, PM2_HOME: pm2Home, PM2_DISCRETE_MODE: 'true' };
  const runtime = spawn(process.execPath, [path.join(PM2_BIN, 'pm2-runtime'), ecosystem], {
    cwd: ROOT,
    env: pm2Env,
    stdio: options.quiet ? 'ignore' : 'inherit',
    detached: true,
  });
  const pm2 = (args: string[]) => {
    const result = spawnSync(process.execPath, [path.join(PM2_BIN, 'pm2'), ...args], {
      cwd: ROOT,
      env: pm2Env,
      encoding: 'utf8',
    });
    return result.stdout ?? '';
  };
  const list = () => {
    try {
      return JSON.parse(pm2(['jlist'])) as {
        name: string;
        pid: number;
        pm2_env: { status: string; restart_time: number };
      }[];
    } catch {
      return [];
    }
  };
  const cluster: RunningCluster = {
    siteUrl: `http://127.0.0.1:${ports.site}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    apiUrls: [`http://127.0.0.1:${ports.apis[0]}`, `http://127.0.0.1:${ports.apis[1]}`],
    webUrls: [`http://127.0.0.1:${ports.webs[0]}`, `http://127.0.0.1:${ports.webs[1]}`],
    ports,
    secrets,
    pm2,
    pid(name) {
      const app = list().find((entry) => entry.name === name);
      return app && app.pm2_env.status === 'online' && app.pid > 0 ? app.pid : null;
    },
    restarts(name) {
      return list().find((entry) => entry.name === name)?.pm2_env.restart_time ?? 0;
    },
    stop: () => killGroup(runtime),
    runtime,
  };
  try {
    await Promise.all(
      [
        ...cluster.apiUrls.map((url) => `${url}/health`),
        ...cluster.webUrls.map((url) => `${url}/healthz`),
      ].map((url) => waitForUrl(url, 120_000)),
    );
    await waitForUrl(`${cluster.siteUrl}/healthz`);
    await waitForUrl(`${cluster.apiUrl}/health`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** SIGTERM to a detached child's whole group, SIGKILL after 10 s; resolves once it exited. */
export async function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The build id every storefront of a cluster shares (and every machine building this commit):
 * `BUILD_ID`, else `cluster-<commit>`.
 */
function clusterBuildId(commit = gitCommit()): string {
  return process.env.BUILD_ID?.trim() || `cluster-${commit ?? 'sans-git'}`;
}

/** Written into a cluster build once it succeeded: what it was built from. */
const STAMP = 'cluster-build.json';

interface BuildStamp {
  commit: string;
  buildId: string;
  /** The site's address baked into its pages (canonical links, JSON-LD, robots), or null. */
  siteUrl: string | null;
}

function stampOf(siteUrl: string | null, commit = gitCommit()): BuildStamp | null {
  return commit ? { commit, buildId: clusterBuildId(commit), siteUrl } : null;
}

/**
 * Whether `distDir` holds a finished cluster build of this commit (its stamp, written once the
 * build succeeded), for `siteUrl` when one is asked for: a build is made once per commit and
 * reused by what starts storefronts from it (`npm run cluster`, the bench, both cluster test
 * files), so CI, on a fresh clone, builds it once. Never reused without git, nor with
 * `CLUSTER_REBUILD=1` (uncommitted changes are not seen otherwise).
 */
export function clusterBuilt(distDir: string, { siteUrl }: { siteUrl?: string } = {}): boolean {
  const wanted = stampOf(siteUrl ?? null);
  if (!wanted || process.env.CLUSTER_REBUILD === '1') return false;
  try {
    const stamp = JSON.parse(readFileSync(path.join(ROOT, distDir, STAMP), 'utf8')) as BuildStamp;
    return (
      stamp.commit === wanted.commit &&
      stamp.buildId === wanted.buildId &&
      (siteUrl === undefined || stamp.siteUrl === siteUrl)
    );
  } catch {
    return false;
  }
}

/**
 * Builds the storefront into `distDir` for a cluster (`env`: the API to prerender from, Redis),
 * with the cluster's BUILD_ID and `siteUrl` (none: lib/config/site.ts's default), then stamps it. A build that
 * fails or is stopped leaves no stamp, so it is never taken for a finished one.
 */
export function buildCluster(env: Env, distDir: string, siteUrl: string | undefined): void {
  const commit = gitCommit();
  rmSync(path.join(ROOT, distDir, STAMP), { force: true });
  buildStorefrontIfNeeded(
    {
      ...env,
      ...(siteUrl ? { SITE_URL: siteUrl } : {}),
      BUILD_ID: clusterBuildId(commit),
      NEXT_PUBLIC_BUILD_ID: '', // derived from BUILD_ID (next.config.ts), never inherited
    },
    distDir,
    true,
  );
  const stamp = stampOf(siteUrl ?? null, commit);
  if (stamp) writeFileSync(path.join(ROOT, distDir, STAMP), JSON.stringify(stamp));
}

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** A URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL illisible)';
  }
}
