/**
 * A staff stream through the storefront's own layers over real sockets (docs/contract.md#streams):
 * the `/v2` route handler (lib/proxy/v2-proxy.ts) behind the production server's compression
 * (storefront-server/compression.ts), in front of the API served over HTTP. An event comes through
 * as it is sent, uncompressed, and the browser leaving closes the API's side too.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/v2/[...path]/route';
import { createProxy } from '@/lib/proxy/v2-proxy';
import { serveApi } from '@/server/serve';
import { withCompression } from '@/storefront-server/compression';
import { sseReader } from './sse-support';
import { move, placedOrder, signedInStaff, staffSuiteOptions } from './staff-support';
import { backends, useSuite } from './support';

/** The storefront's server as main.ts layers it, with the `/v2` route handler in Next's place. */
function storefront() {
  return http.createServer(
    withCompression(async (req, res) => {
      const gone = new AbortController();
      res.on('close', () => gone.abort());
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await GET(
        new NextRequest(`http://127.0.0.1${req.url}`, { headers, signal: gone.signal }),
      );
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      if (!answer.body) return void res.end();
      // As Next writes a streamed body: each chunk flushed through the compression layer.
      const body = Readable.fromWeb(answer.body as never);
      body.on('data', (chunk: Buffer) => {
        res.write(chunk);
        (res as { flush?: () => void }).flush?.();
      });
      body.on('end', () => res.end());
      body.on('error', () => res.destroy());
      res.on('close', () => body.destroy());
    }),
  );
}

const rootOf = (server: http.Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe.each(backends)('a stream through the storefront ($name)', (backend) => {
  const suite = useSuite(backend, staffSuiteOptions);
  let api: http.Server;
  let site: http.Server;
  beforeAll(async () => {
    api = serveApi(suite.app.fetch, { hostname: '127.0.0.1', port: 0 }) as http.Server;
    await once(api, 'listening');
    vi.stubEnv('API_ROOT', rootOf(api));
    site = storefront().listen(0, '127.0.0.1');
    await once(site, 'listening');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    site.closeAllConnections();
    api.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => site.close(resolve)),
      new Promise((resolve) => api.close(resolve)),
    ]);
  });

  it('brings each event as it is sent, uncompressed, and closes the API’s side when left', async () => {
    const token = await signedInStaff(suite);
    const id = await placedOrder(suite);
    const res = await fetch(`${rootOf(site)}/v2/staff/stream`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stream = sseReader(res.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    expect(suite.events.size).toBe(1);
    const sent = Date.now();
    await move(suite, token, id, 'accept', { ready_in_minutes: 15 });
    const frame = await stream.next(2_000);
    expect(JSON.parse(frame.data!)).toMatchObject({ id, kitchen_state: 'accepted' });
    expect(Date.now() - sent).toBeLessThan(2_000);
    await stream.cancel();
    const deadline = Date.now() + 3_000;
    while (suite.events.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(suite.events.size).toBe(0);
  });
});

describe('the proxy’s bound on a stream', () => {
  it('lets a stream live past the read bound while it pings, and cuts it once silent', async () => {
    let silent = false;
    const fake = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 2000\n\n');
      const ping = setInterval(() => silent || res.write(': ping\n\n'), 50);
      res.on('close', () => clearInterval(ping));
    });
    fake.listen(0, '127.0.0.1');
    await once(fake, 'listening');
    const proxy = createProxy({
      root: () => rootOf(fake),
      secret: () => undefined,
      timeouts: { read: 200, write: 200 },
      streamIdleMs: 300,
      log: () => {},
    });
    const answer = await proxy(new Request('http://127.0.0.1:3000/v2/staff/stream'));
    const stream = sseReader(answer.body);
    expect(await stream.next()).toEqual({ retry: '2000' });
    const until = Date.now() + 600; // three times the read bound
    while (Date.now() < until) expect((await stream.next(300)).comment).toBe('ping');
    silent = true;
    expect(await stream.ended(1_000)).toBe(true);
    fake.closeAllConnections();
    fake.close();
  });
});
