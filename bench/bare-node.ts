/**
 * The floor of any Node API on this machine, the yardstick for `GET /menus`' p99 as nginx is for
 * ISR: two `node:http` servers that do nothing but write the same bytes the API answers, behind
 * an HAProxy written by the cluster's own `haproxyConfig()` (its internal API frontend, the one the
 * bench measures the menus through). No routing, no database, no log. Stopped by `stop()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { haproxyBinary, haproxyConfig } from '../ops/cluster/haproxy';
import { clusterPorts } from '../ops/cluster/instances';
import { killGroup, waitForUrl } from '../ops/processes';

const SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.argv[2]), '127.0.0.1');
`;

/** `body` served at every path by two bare servers behind HAProxy, from `port` on (6 ports). */
export async function startBareNode(dir: string, port: number, body: Uint8Array) {
  const haproxy = haproxyBinary();
  if (!haproxy) throw new Error('HAProxy est introuvable.');
  const prefix = path.resolve(dir);
  mkdirSync(prefix, { recursive: true });
  const bodyFile = path.join(prefix, 'body');
  writeFileSync(bodyFile, body);
  const ports = clusterPorts(port);
  const configFile = path.join(prefix, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(ports));
  const children: ChildProcess[] = ports.apis.map((apiPort) =>
    spawn(process.execPath, ['-e', SERVER, bodyFile, String(apiPort)], {
      stdio: 'ignore',
      detached: true,
    }),
  );
  // The storefront backend's servers are on ports nobody listens on: HAProxy marks them down.
  children.push(spawn(haproxy, ['-db', '-f', configFile], { stdio: 'ignore', detached: true }));
  const stop = () => Promise.all(children.map((child) => killGroup(child))).then(() => undefined);
  const url = `http://127.0.0.1:${ports.api}`;
  try {
    await waitForUrl(`${url}/health`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
