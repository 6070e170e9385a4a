/**
 * Clients that leave or dawdle, over real HTTP as server/main.ts serves the API: a body cut off
 * halfway is the client's doing, answered and logged as such in one calm line, never as the
 * database being away; a body or headers sent a byte at a time are cut at the server's timeouts
 * (docs/adr/0035), given short here so the test takes seconds.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_TIMEOUTS } from '@/lib/api/client-timeouts';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { serveApi } from '@/server/serve';
import { rawRequest } from '../support/raw-http';
import { unlimited } from './auth-support';
import { backends, useSuite } from './support';

const CHECKOUT = '/v2/public/checkout/';

afterEach(() => {
  vi.restoreAllMocks();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` holds, for `ms` at most. */
async function until(done: () => boolean, ms = 2_000) {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await sleep(20);
}

describe.each(backends)('a client that leaves halfway through its body, on $name', (backend) => {
  const suite = useSuite(backend, () => ({ limits: unlimited }));
  const lines: string[] = [];
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    const app = createApp(suite.db, { limits: unlimited, requestLog: (line) => lines.push(line) });
    server = serveApi(app.fetch, { hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });
  afterEach(() => {
    lines.length = 0;
  });

  it.each(['with its Content-Length', 'in chunks'])(
    'is one access line, a 400, and no database alarm (a body sent %s)',
    async (framing) => {
      const logged: string[] = [];
      for (const level of ['error', 'warn', 'info', 'log'] as const) {
        vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
          logged.push(`${level}: ${parts.join(' ')}`);
        });
      }
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: CHECKOUT,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(framing === 'with its Content-Length' ? { 'content-length': 1_000 } : {}),
        },
      });
      request.on('error', () => {}); // the socket this test destroys
      request.write('{"local_id":"6f1c0c39-');
      await sleep(100);
      request.destroy();
      await until(() => lines.length > 0);
      await sleep(100); // anything the server would write after its answer
      expect(logged).toEqual([]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^POST \/v2\/public\/checkout\/ 400 \d+ms$/);
    },
  );
});

describe('a client that dawdles', () => {
  // The guard and a 404 are enough: no route is reached, and no database either.
  const app = createApp({} as Database, { mailLog: null });
  const SHORT = { headersMs: 300, requestMs: 600, checkEveryMs: 50 };
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = serveApi(app.fetch, { hostname: '127.0.0.1', port: 0, timeouts: SHORT });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it('is given 20 s for its headers and 30 s for its whole request by default', async () => {
    expect(CLIENT_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 30_000, checkEveryMs: 2_000 });
    const served = serveApi(app.fetch, { hostname: '127.0.0.1', port: 0 });
    await once(served, 'listening');
    expect(served).toBeInstanceOf(http.Server);
    const { headersTimeout, requestTimeout } = served as http.Server;
    expect([headersTimeout, requestTimeout]).toEqual([20_000, 30_000]);
    await new Promise((done) => served.close(done));
  });

  it('sending its body a byte at a time, is cut off at the request timeout with a 408', async () => {
    const complaints = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const body = '{"local_id":"6f1c0c39-8c1f-4b8e-9a53-3f4a1b2c9d10"}';
    const head = `POST /v2/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const trickled = await rawRequest(port, head, body, 50);
    expect(trickled.status).toBe('HTTP/1.1 408 Request Timeout');
    // 600 ms, seen by a check every 50 ms: well before the 51 bytes' 2.5 s.
    expect(trickled.closedAfterMs).toBeGreaterThanOrEqual(550);
    expect(trickled.closedAfterMs).toBeLessThan(1_500);
    expect(trickled.bytesSent).toBeLessThan(body.length);
    await sleep(100); // the app's own answer to the body it could not read, written to no one
    for (const complaint of complaints) expect(complaint).not.toHaveBeenCalled();
  });

  it('sending its headers a byte at a time, is cut off at the headers timeout', async () => {
    const headers = 'Content-Type: application/json\r\nX-Lent: ' + 'a'.repeat(40) + '\r\n\r\n';
    const trickled = await rawRequest(
      port,
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n',
      headers,
      50,
    );
    expect(trickled.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(trickled.closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(trickled.closedAfterMs).toBeLessThan(1_200);
  });

  it('sending a whole body slowly within the timeout, is answered as usual', async () => {
    const body = '{"note":"x"}';
    const head = `POST /v2/nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // 12 bytes, one every 25 ms: 300 ms, half the request timeout.
    const trickled = await rawRequest(port, head, body, 25);
    expect(trickled.status).toBe('HTTP/1.1 404 Not Found');
    expect(trickled.bytesSent).toBe(body.length);
  });
});
