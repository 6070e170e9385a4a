/**
 * The storefront's Node server as `npm start` builds it (storefront-server/http-server.ts), around
 * a handler that does what Next's route handlers do with a request: methods it does not serve are
 * a 405 in one log line, before the handler; clients that trickle their headers or body are cut at
 * the timeouts of docs/adr/0035, given short here so the test takes seconds.
 */
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_TIMEOUTS, type ClientTimeouts } from '@/lib/api/client-timeouts';
import { createStorefrontServer } from '@/storefront-server/http-server';
import { rawRequest } from '../support/raw-http';

const servers: http.Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/**
 * Next's route handlers build a web Request from Node's, which refuses TRACE, TRACK and CONNECT:
 * Next then writes the error's stack to the log and answers 500. `seen` lists what reached it.
 */
function nextLike(seen: string[]): http.RequestListener {
  return (req, res) => {
    seen.push(req.method ?? '');
    try {
      new Request(`http://127.0.0.1${req.url}`, { method: req.method });
    } catch (error) {
      console.error(error);
      res.statusCode = 500;
      res.end();
      return;
    }
    // Then it reads the body before it answers.
    req.resume();
    req.on('end', () => res.end('ok'));
  };
}

async function start(seen: string[], timeouts?: ClientTimeouts): Promise<number> {
  const server = createStorefrontServer(nextLike(seen), timeouts);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as net.AddressInfo).port;
}

/** Every line written to the console while `run` ran. */
async function logged(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ['error', 'warn', 'info', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => {
      lines.push(
        parts.map((part) => (part instanceof Error ? part.stack : String(part))).join(' '),
      );
    });
  }
  await run();
  return lines;
}

const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

describe('methods the storefront does not serve', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'PURGE'])(
    '%s is a 405 naming the methods served, in one line without a stack',
    async (method) => {
      const seen: string[] = [];
      const port = await start(seen);
      let answer: http.IncomingMessage | undefined;
      const lines = await logged(async () => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method,
          path: '/v2/public/settings?token=abc',
        });
        request.end();
        [answer] = (await once(request, 'response')) as [http.IncomingMessage];
        answer.resume();
        await once(answer, 'end');
      });
      expect(answer?.statusCode).toBe(405);
      expect(answer?.headers.allow).toBe(ALLOW);
      expect(answer?.headers['content-length']).toBe('0');
      expect(seen).toEqual([]);
      expect(lines).toEqual([`[storefront] 405 ${method} /v2/public/settings?token=[masqué]`]);
    },
  );

  it('CONNECT and methods Node does not know are closed by Node, silently', async () => {
    const seen: string[] = [];
    const port = await start(seen);
    const lines = await logged(async () => {
      const connect = await rawRequest(
        port,
        'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      );
      expect(connect.answer).toBe('');
      const track = await rawRequest(port, 'TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      expect(track.answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    });
    expect(seen).toEqual([]);
    expect(lines).toEqual([]);
  });

  it.each(ALLOW.split(', '))('%s reaches the handler', async (method) => {
    const seen: string[] = [];
    const port = await start(seen);
    const res = await fetch(`http://127.0.0.1:${port}/`, { method });
    expect(res.status).toBe(200);
    expect(seen).toEqual([method]);
  });
});

describe('a client that dawdles', () => {
  const SHORT = { headersMs: 300, requestMs: 600, checkEveryMs: 50 };

  it('is given 20 s for its headers and 30 s for its whole request by default', () => {
    const server = createStorefrontServer(nextLike([]));
    expect([server.headersTimeout, server.requestTimeout]).toEqual([
      CLIENT_TIMEOUTS.headersMs,
      CLIENT_TIMEOUTS.requestMs,
    ]);
    expect([server.headersTimeout, server.requestTimeout]).toEqual([20_000, 30_000]);
  });

  it('sending its body a byte at a time, is cut off at the request timeout with a 408', async () => {
    const port = await start([], SHORT);
    const body = 'x'.repeat(50);
    const { answer, closedAfterMs } = await rawRequest(
      port,
      `POST /v2/public/checkout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      50,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // 600 ms, seen by a check every 50 ms: well before the 50 bytes' 2.5 s.
    expect(closedAfterMs).toBeGreaterThanOrEqual(550);
    expect(closedAfterMs).toBeLessThan(1_500);
  });

  it('sending its headers a byte at a time, is cut off at the headers timeout', async () => {
    const port = await start([], SHORT);
    const { answer, closedAfterMs } = await rawRequest(
      port,
      'GET /menu HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Lent: ${'a'.repeat(40)}\r\n\r\n`,
      50,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(closedAfterMs).toBeLessThan(1_200);
  });
});
