/**
 * The cluster's instances (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md): their
 * names under PM2, their ports, counted from the balancer's public one, and the environment each
 * kind of instance gets.
 */
import type { ClusterSecrets } from './secrets';

export type Env = Record<string, string>;

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

/** What every instance of each kind gets in its environment. */
export function instanceEnvs(
  options: { databaseUrl: string; redisUrl: string },
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
