/**
 * Starting the two processes of Comptoir from Node (the demo, the cluster, the E2E suite and the
 * bench share this): the reference API, a storefront build, the storefront server; waiting for
 * them, and stopping a detached one with its children.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The project folder: the nearest one above this file with a package.json (bundles move it). */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir);
  return dir;
}

export const ROOT = findRoot(import.meta.dirname);
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

type Env = Record<string, string | undefined>;

/**
 * Runs a TypeScript file of the project with tsx (the API, the E2E fake Stripe server, the clients
 * of the order benchmark, which talk JSON over `stdio: 'pipe'`).
 */
export function startScript(
  file: string,
  env: Env,
  options: { detached?: boolean; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(process.execPath, [TSX, path.join(ROOT, file)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: options.stdio ?? (options.detached ? 'ignore' : 'inherit'),
    detached: options.detached ?? false,
  });
}

/**
 * The secret the storefront shows the API beside the diner's address (`PROXY_SECRET`,
 * lib/api/proxy-secret.ts): the environment's, else one drawn at random the first time a process
 * is started from here and kept in this process's environment, so the API and the storefront of
 * one run (the demo, the E2E suite, the benchmark) share it, as does an API started again later
 * by a Playwright worker, which inherits the runner's environment. It dies with the run.
 */
export function proxySecret(): string {
  process.env.PROXY_SECRET ||= randomBytes(32).toString('base64url');
  return process.env.PROXY_SECRET;
}

/** Starts the reference API (migrates and seeds an empty database on start). */
export function startApi(
  env: Env,
  options: { detached?: boolean; stdio?: StdioOptions } = {},
): ChildProcess {
  return startScript(
    path.join('server', 'main.ts'),
    { PROXY_SECRET: proxySecret(), ...env },
    options,
  );
}

/** Builds the storefront (webpack, for the service worker) unless a build is already there. */
export function buildStorefrontIfNeeded(env: Env, distDir = '.next', force = false): void {
  if (!force && existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) return;
  console.log(`Construction du site (${distDir})…`);
  const result = spawnSync(process.execPath, [NEXT, 'build', '--webpack'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('La construction du site a échoué.');
}

/**
 * Builds the storefront into `distDir` without blocking this process (the E2E update test builds
 * a second release beside the one being served). Rejects when the build fails.
 */
export function buildStorefront(env: Env, distDir: string): Promise<void> {
  const build = spawn(process.execPath, [NEXT, 'build', '--webpack'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`La construction de ${distDir} a échoué.`)),
    );
  });
}

/** Serves the built storefront (`npm start`, storefront-server/main.ts, ADR 15). */
export function startStorefront(
  env: Env,
  port: number,
  distDir = '.next',
  options: { detached?: boolean; stdio?: StdioOptions } = {},
): ChildProcess {
  return startScript(
    path.join('storefront-server', 'main.ts'),
    {
      PROXY_SECRET: proxySecret(),
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_DIST_DIR: distDir,
      NODE_ENV: 'production',
    },
    options,
  );
}

/** Resolves when `url` answers 2xx, rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s.`);
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
 * The processes of group `pgid` (a server and its launcher) as Linux lists them now, with their
 * state letter ("Z": a zombie waiting for its parent). Empty where there is no /proc.
 */
export function groupMembers(pgid: number): { pid: number; state: string }[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return names.flatMap((pid) => {
    try {
      // "pid (comm) state ppid pgrp …": the command name may hold spaces, so read after it.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid ? [{ pid: Number(pid), state }] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}
