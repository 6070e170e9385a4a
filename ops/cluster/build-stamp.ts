/**
 * The cluster's one storefront build (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md):
 * built once per commit and site address with a fixed BUILD_ID, and stamped once it succeeded,
 * so every instance, machine and test starting from it serves one release.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStorefrontIfNeeded, ROOT } from '../processes';
import type { Env } from './instances';

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
 * with the cluster's BUILD_ID and `siteUrl` (none: lib/config/site.ts's default), then stamps it.
 * A build that fails or is stopped leaves no stamp, so it is never taken for a finished one.
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
