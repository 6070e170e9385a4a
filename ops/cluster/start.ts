/**
 * Comptoir past one machine (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md): two
 * storefronts and two APIs behind HAProxy, over one PostgreSQL and one Redis, each process under
 * PM2. `npm run cluster`, the cluster tests and the fault scripts start it here. Everything a run
 * writes goes under `stateDir`; the storefronts share one build (`.next-cluster`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { killGroup, startApi, waitForUrl } from '../processes';
import { buildCluster, clusterBuilt } from './build-stamp';
import { ensureDatabase } from './database';
import { haproxyBinary, writeHaproxyConfig } from './haproxy';
import { clusterPorts, instanceEnvs, type ClusterPorts, type Env } from './instances';
import { maskPassword } from './mask-password';
import { pm2Apps, writeEcosystem } from './pm2-apps';
import { startPm2Runtime, type Pm2Runtime } from './pm2-runtime';
import { redisAnswers } from './redis';
import { clusterSecrets, type ClusterSecrets } from './secrets';

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

export interface RunningCluster extends Pm2Runtime {
  siteUrl: string;
  apiUrl: string;
  apiUrls: [string, string];
  webUrls: [string, string];
  ports: ClusterPorts;
  secrets: ClusterSecrets;
  /** Stops every process (PM2 stops its apps, then itself). */
  stop(): Promise<void>;
}

/** HAProxy's binary, once HAProxy, Redis and the database are there; throws what is missing. */
async function checkPrerequisites(options: ClusterOptions): Promise<string> {
  const haproxy = haproxyBinary();
  if (!haproxy) {
    throw new Error(
      'HAProxy est introuvable : installez-le (sudo apt-get install haproxy), comme le fait .ci/run.',
    );
  }
  if (!(await redisAnswers(options.redisUrl))) {
    throw new Error(`Redis ne répond pas à ${maskPassword(options.redisUrl)}.`);
  }
  await ensureDatabase(options.databaseUrl, options.freshDatabase);
  return haproxy;
}

/**
 * Builds the storefront against one API on the cluster's database, for the build's prerendering
 * (it also migrates and seeds the database), on the first API instance's port, stopped before
 * PM2 takes over.
 */
async function buildWithOneApi(
  envs: { apis: Env[]; webs: Env[] },
  ports: ClusterPorts,
  distDir: string,
): Promise<void> {
  const buildApi = startApi(envs.apis[0], { detached: true });
  try {
    await waitForUrl(`http://127.0.0.1:${ports.apis[0]}/health`);
    buildCluster(
      { ...envs.webs[0], API_ROOT: `http://127.0.0.1:${ports.apis[0]}` },
      distDir,
      envs.webs[0].SITE_URL,
    );
  } finally {
    await killGroup(buildApi);
  }
}

/**
 * Starts the cluster and resolves once the balancer answers for both kinds of instance. The
 * storefront is built first when needed (buildWithOneApi).
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const stateDir = path.resolve(options.stateDir);
  const logDir = path.join(stateDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const distDir = options.distDir ?? '.next-cluster';
  const ports = clusterPorts(options.port);

  const haproxy = await checkPrerequisites(options);
  const secrets = clusterSecrets(stateDir, options.secrets);
  const base = instanceEnvs(options, ports, secrets, distDir);
  const envs = {
    apis: base.apis.map((env) => ({ ...env, ...options.extraEnv?.apis })),
    webs: base.webs.map((env) => ({ ...env, ...options.extraEnv?.webs })),
  };
  if (options.rebuild || !clusterBuilt(distDir, { siteUrl: envs.webs[0].SITE_URL })) {
    await buildWithOneApi(envs, ports, distDir);
  }

  const configFile = path.join(stateDir, 'haproxy.cfg');
  writeHaproxyConfig(haproxy, configFile, ports);
  const ecosystem = writeEcosystem(stateDir, pm2Apps(envs, haproxy, configFile, logDir));
  const pm2 = startPm2Runtime(stateDir, ecosystem, options.quiet);
  const cluster: RunningCluster = {
    siteUrl: `http://127.0.0.1:${ports.site}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    apiUrls: [`http://127.0.0.1:${ports.apis[0]}`, `http://127.0.0.1:${ports.apis[1]}`],
    webUrls: [`http://127.0.0.1:${ports.webs[0]}`, `http://127.0.0.1:${ports.webs[1]}`],
    ports,
    secrets,
    ...pm2,
    stop: () => killGroup(pm2.runtime),
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
