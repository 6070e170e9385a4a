/**
 * What PM2 runs for the cluster (docs/adr/0028-a-cluster-of-haproxy-pm2-and-two-of-each.md): the
 * two APIs, the two storefronts and HAProxy, written as the ecosystem file of one run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../processes';
import { INSTANCES, type Env } from './instances';

/**
 * PM2's description of the five processes. Each runs in fork mode (one process per instance, on
 * its own port, so a kill -9 takes down one instance, never both) and is started again when it
 * dies: at once the first times, then with a growing delay, and PM2 gives up after 15 restarts
 * that lived less than 10 s each (a broken configuration, not a crash).
 */
export function pm2Apps(
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
    // for PM2's hosted dashboard, which we do not use.
    pmx: false,
  };
  const node = (name: string, script: string, env: Env) => ({
    ...common,
    name,
    script: path.join(ROOT, 'ops', 'pm2-start.mjs'),
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
    ...envs.webs.map((env, i) => node(INSTANCES.webs[i], 'storefront-server/main.ts', env)),
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

/** Writes `apps` as PM2's ecosystem file in `stateDir`; returns its path. */
export function writeEcosystem(stateDir: string, apps: ReturnType<typeof pm2Apps>): string {
  const file = path.join(stateDir, 'ecosystem.config.cjs');
  writeFileSync(
    file,
    `// Written by ops/cluster/pm2-apps.ts for one run of the cluster.\nmodule.exports = ${JSON.stringify({ apps }, null, 2)};\n`,
  );
  return file;
}
