/**
 * What the API benchmarks share: the app served over real HTTP by the bench process, timing
 * each request inside it; their clients run in a process of their own, talking JSON over pipes;
 * and the server's files beside the bundle `npm run bench` runs.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import type { App } from '@/server/app';
import { serveApi } from '@/server/serve';
import { withProxySecret } from '@/server/services/client-address';
import { startScript } from '../ops/processes';

export interface Listening {
  /** `http://127.0.0.1:port`, no trailing slash. */
  root: string;
  /**
   * The secret a client shows in `X-Comptoir-Proxy` to be counted under the address it sends in
   * `X-Forwarded-For`, as the storefront's proxy is (server/services/client-address.ts): how a
   * bench client plays many diners. Drawn per server.
   */
  proxySecret: string;
  /** Milliseconds each request spent in the app, from the request to its answer (sorted). */
  inApi(): number[];
  /**
   * Milliseconds of CPU this process spent per request served so far (its threads included, so
   * PGlite's; not PostgreSQL's): on a shared machine, steadier than a latency.
   */
  cpuPerRequest(): number;
  close(): Promise<void>;
}

/**
 * Serves `app` over HTTP on a free 127.0.0.1 port as server/main.ts does (the socket's peer and the
 * proxy's secret handed to it), timing each request inside it.
 */
export async function listen(app: App): Promise<Listening> {
  const times: number[] = [];
  const cpuAtStart = process.cpuUsage();
  const proxySecret = randomBytes(32).toString('base64url');
  const inApp = withProxySecret(app.fetch, proxySecret);
  const fetch = async (request: Request, bindings: HttpBindings | Http2Bindings) => {
    const start = performance.now();
    const response = await inApp(request, bindings);
    times.push(performance.now() - start);
    return response;
  };
  return new Promise((resolve) => {
    const server = serveApi(fetch, { hostname: '127.0.0.1', port: 0 }, ({ port }) => {
      resolve({
        root: `http://127.0.0.1:${port}`,
        proxySecret,
        inApi: () => times.sort((a, b) => a - b),
        cpuPerRequest: () => {
          const { user, system } = process.cpuUsage(cpuAtStart);
          return (user + system) / 1000 / Math.max(times.length, 1);
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * Runs `file` (a bench client: JSON options on stdin, JSON result on stdout) in a process of its
 * own, so that the clients neither share nor skew the API's event loop, and reads its result.
 */
export async function runChild(file: string, input: unknown): Promise<unknown> {
  const child = startScript(file, {}, { stdio: ['pipe', 'pipe', 'inherit'] });
  if (!child.stdin || !child.stdout) throw new Error(`no pipe to ${file}`);
  child.stdin.end(JSON.stringify(input));
  const [out, [code]] = await Promise.all([text(child.stdout), once(child, 'close')]);
  if (code !== 0) throw new Error(`${file} stopped with code ${code}`);
  return JSON.parse(out);
}

/**
 * server/db/client.ts reads its migrations beside itself (import.meta.url), and starts PGlite's
 * thread from the file beside it. Bundled by `npm run bench` into .tmp/bench.mjs, "beside itself"
 * is .tmp/: copy both there first.
 */
export function serverFilesBesideBundle() {
  const here = fileURLToPath(new URL('.', import.meta.url));
  if (path.basename(here) !== '.tmp') return;
  rmSync(path.join(here, 'migrations'), { recursive: true, force: true });
  cpSync(path.resolve('server/db/migrations'), path.join(here, 'migrations'), { recursive: true });
  cpSync(path.resolve('server/db/pglite-worker.mjs'), path.join(here, 'pglite-worker.mjs'));
}
