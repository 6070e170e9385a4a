/**
 * The secrets every instance of the cluster must agree on, drawn once and kept in the run's
 * state folder (mode 600), so a restart keeps codes and sessions valid
 * (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ClusterSecrets {
  /** The storefront vouches for the diner's address with it (ADR 19). */
  PROXY_SECRET: string;
  /** One-time codes are hashed with it (ADR 18): the same on every API instance. */
  AUTH_PEPPER: string;
  /** POST /revalidate on a storefront (ADR 27). */
  REVALIDATE_SECRET: string;
}

/** The secrets: given ones, else those of an earlier run kept in `stateDir`, else new ones. */
export function clusterSecrets(stateDir: string, given: Partial<ClusterSecrets> = {}) {
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
