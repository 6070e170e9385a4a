/**
 * PM2's daemon for one run of the cluster, in the foreground (`pm2-runtime`, its home in the run's
 * state folder), and what the cluster asks it: its processes' ids and restarts
 * (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../processes';

const PM2_BIN = path.join(ROOT, 'node_modules', 'pm2', 'bin');

export interface Pm2Runtime {
  /** PM2's `pm2 <args>` against this run's daemon. */
  pm2(args: string[]): string;
  /** The operating system's process id of an instance (INSTANCES), or null while it is down. */
  pid(name: string): number | null;
  /** How many times PM2 started `name` again. */
  restarts(name: string): number;
  runtime: ChildProcess;
}

interface Pm2Entry {
  name: string;
  pid: number;
  pm2_env: { status: string; restart_time: number };
}

/** Starts `pm2-runtime` on `ecosystem` (detached: stopped with its group). */
export function startPm2Runtime(stateDir: string, ecosystem: string, quiet = false): Pm2Runtime {
  const pm2Home = path.join(stateDir, 'pm2');
  mkdirSync(pm2Home, { recursive: true });
  const pm2Env = { ...process.env, PM2_HOME: pm2Home, PM2_DISCRETE_MODE: 'true' };
  const runtime = spawn(process.execPath, [path.join(PM2_BIN, 'pm2-runtime'), ecosystem], {
    cwd: ROOT,
    env: pm2Env,
    stdio: quiet ? 'ignore' : 'inherit',
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
      return JSON.parse(pm2(['jlist'])) as Pm2Entry[];
    } catch {
      return [];
    }
  };
  return {
    pm2,
    pid(name) {
      const app = list().find((entry) => entry.name === name);
      return app && app.pm2_env.status === 'online' && app.pid > 0 ? app.pid : null;
    },
    restarts(name) {
      return list().find((entry) => entry.name === name)?.pm2_env.restart_time ?? 0;
    },
    runtime,
  };
}
