/**
 * The storefront's `/v2` proxy (lib/proxy/v2-proxy.ts) called as Next calls it, against a local server
 * playing the API: bodies past 256 KiB refused first, forwarding and hop-by-hop headers never sent
 * on, the diner's address only when vouched for, cookies and redirects never brought back, a
 * stopped API a French 504 within 5 s (reads) or 8 s (writes), a refused connection 502, one log.
 */
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET, POST, PUT } from '@/app/v2/[...path]/route';
import { createProxy, MAX_BODY_BYTES, PROXY_MESSAGES } from '@/lib/proxy/v2-proxy';

const SECRET = 'un-secret-de-test-partage-par-le-site-et-l-api';
const SITE = 'http://127.0.0.1:3000';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The API: records each request, answers what `answer` says (a JSON 200 unless changed). */
const seen: Seen[] = [];
let answer: (res: http.ServerResponse) => void;
const api = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    });
    answer(res);
  });
});

/**
 * An API that takes connections and never answers (a process stopped with SIGSTOP), one per test:
 * a test on a fake clock leaves fetch's connection pool to its server waiting for timers that
 * never run, so the next test must reach another origin.
 */
const hungServers: net.Server[] = [];
const hungSockets: net.Socket[] = [];
async function hungApi(): Promise<string> {
  const server = net.createServer((socket) => hungSockets.push(socket));
  hungServers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return rootOf(server);
}

const rootOf = (server: net.Server) =>
  `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

let closedRoot: string;
const logged: string[] = [];

beforeAll(async () => {
  api.listen(0, '127.0.0.1');
  await once(api, 'listening');
  // A port nobody listens on any more: the connection is refused.
  const closed = net.createServer().listen(0, '127.0.0.1');
  await once(closed, 'listening');
  closedRoot = rootOf(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  for (const socket of hungSockets) socket.destroy();
  await Promise.all(
    [api, ...hungServers].map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

beforeEach(() => {
  seen.length = 0;
  logged.length = 0;
  answer = (res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'ok' }));
  };
  vi.stubEnv('API_ROOT', rootOf(api));
  vi.stubEnv('PROXY_SECRET', SECRET);
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    logged.push(parts.join(' '));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const call = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  new NextRequest(`${SITE}${path}`, init);

const errorOf = async (res: Response) => ((await res.json()) as { data: { message: string } }).data;

/** A body of `total` bytes in chunks of `chunk`, given only as it is read; counts what was read. */
function trickle(total: number, chunk: number) {
  const state = { read: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.read >= total) return controller.close();
        const size = Math.min(chunk, total - state.read);
        state.read += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

describe('the body limit', () => {
  it('refuses a declared Content-Length over 256 KiB before reading a byte, the API never called', async () => {
    const { stream, state } = trickle(MAX_BODY_BYTES + 1, 1024);
    const res = await POST(
      call('/v2/public/checkout/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '262145' },
        body: stream,
        duplex: 'half',
      }),
    );
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ message: 'Le corps de la requête est trop volumineux.' });
    expect(state.read).toBe(0);
    expect(seen).toEqual([]);
    expect(logged).toEqual(['[proxy] POST /v2/public/checkout/ body over 262144 bytes']);
  });

  it('stops reading a body without a length at the first chunk past 256 KiB', async () => {
    // 16 KiB chunks: 256 KiB is 16 of them, the 17th crosses the limit, the rest is never read.
    const { stream, state } = trickle(10 * 1024 * 1024, 16 * 1024);
    const res = await POST(
      call('/v2/public/checkout/', { method: 'POST', body: stream, duplex: 'half' }),
    );
    expect(res.status).toBe(413);
    expect(state.read).toBe(17 * 16 * 1024);
    expect(seen).toEqual([]);
  });

  it('counts bytes, not characters: 100,000 € signs are 300,000 bytes', async () => {
    const body = JSON.stringify({ note: '€'.repeat(100_000) });
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    const res = await PUT(call('/v2/public/checkout/', { method: 'PUT', body }));
    expect(res.status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('forwards a body of exactly 256 KiB, byte for byte', async () => {
    const { stream } = trickle(MAX_BODY_BYTES, 10_000);
    const res = await POST(
      call('/v2/public/checkout/', { method: 'POST', body: stream, duplex: 'half' }),
    );
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0].body.equals(Buffer.alloc(MAX_BODY_BYTES, 0x61))).toBe(true);
    expect(seen[0].headers['content-length']).toBe(String(MAX_BODY_BYTES));
  });
});

describe('the headers the API receives', () => {
  const client = {
    connection: 'keep-alive, x-hop',
    'x-hop': 'un en-tête de la connexion',
    'keep-alive': 'timeout=5',
    'proxy-authorization': 'Basic dXNlcjpwYXNz',
    'proxy-connection': 'keep-alive',
    te: 'trailers',
    trailer: 'x-checksum',
    upgrade: 'websocket',
    expect: '100-continue',
    host: 'evil.example',
    cookie: 'session=abc',
    forwarded: 'for=203.0.113.9',
    'x-forwarded-for': '203.0.113.9, 10.0.0.1',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-forwarded-port': '443',
    'x-real-ip': '203.0.113.9',
    // Kept: the session, the contract's own headers, the page's origin.
    authorization: 'Bearer jeton',
    'x-user-id': '7',
    origin: SITE,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const KEPT = ['authorization', 'x-user-id', 'origin', 'content-type', 'accept'];

  /** What the API received, but the headers any HTTP client adds. */
  function received() {
    expect(seen).toHaveLength(1);
    const { headers } = seen[0];
    const own = ['host', 'content-length', 'accept-encoding', 'accept-language', 'user-agent'];
    // fetch's own for cache: 'no-store'.
    own.push('sec-fetch-mode', 'connection', 'cache-control', 'pragma');
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !own.includes(name)));
  }

  it('drops hop-by-hop, forwarding and cookie headers; a client cannot pass an address or the secret', async () => {
    const res = await POST(
      call('/v2/public/checkout/?x=1', {
        method: 'POST',
        headers: { ...client, 'x-comptoir-proxy': 'une-supposition' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v2/public/checkout/?x=1' });
    expect(seen[0].headers.host).toBe(new URL(rootOf(api)).host);
    expect(seen[0].headers.connection).not.toMatch(/x-hop/);
    expect(received()).toEqual({
      ...Object.fromEntries(KEPT.map((name) => [name, client[name as keyof typeof client]])),
      'x-comptoir-proxy': SECRET,
    });
  });

  it('asks the API for its answer uncompressed, whatever the browser takes', async () => {
    await GET(call('/v2/public/menus', { headers: { 'accept-encoding': 'gzip, br' } }));
    expect(seen[0].headers['accept-encoding']).toBe('identity');
  });

  it('sends the address the storefront server wrote, with the secret, as the one X-Forwarded-For', async () => {
    await GET(
      call('/v2/public/settings', {
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-comptoir-proxy': SECRET },
      }),
    );
    expect(seen[0].headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(seen[0].headers['x-comptoir-proxy']).toBe(SECRET);
  });

  it('sends no address without a secret set, nor the secret header', async () => {
    vi.stubEnv('PROXY_SECRET', '');
    await GET(
      call('/v2/public/settings', {
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-comptoir-proxy': SECRET },
      }),
    );
    expect(seen[0].headers['x-forwarded-for']).toBeUndefined();
    expect(seen[0].headers['x-comptoir-proxy']).toBeUndefined();
  });
});

describe('the answer the browser receives', () => {
  it('keeps status, body and its own headers; never Set-Cookie, Location or hop-by-hop ones', async () => {
    answer = (res) => {
      res.writeHead(409, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'retry-after': '60',
        'set-cookie': ['a=1; Path=/', 'b=2; HttpOnly'],
        location: 'https://evil.example/',
        connection: 'keep-alive, x-hop-back',
        'x-hop-back': '1',
        'keep-alive': 'timeout=5',
        'proxy-authenticate': 'Basic',
        'x-api': 'gardé',
      });
      res.end(JSON.stringify({ status: 'error', data: { message: 'Déjà payée.' } }));
    };
    const res = await PUT(call('/v2/public/checkout/', { method: 'PUT', body: '{}' }));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ message: 'Déjà payée.' });
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': '60',
      'x-api': 'gardé',
      date: expect.any(String),
    });
  });

  it('passes a redirect status on without its Location, and a 204 without a body', async () => {
    answer = (res) => res.writeHead(302, { location: '/ailleurs' }).end();
    const moved = await GET(call('/v2/public/menus'));
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBeNull();
    answer = (res) => res.writeHead(204).end();
    const empty = await GET(call('/v2/public/menus'));
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });
});

describe('an API that does not answer', () => {
  const TIMEOUT = {
    message:
      'Le service met trop de temps à répondre. Réessayez dans un instant : votre panier est conservé.',
  };

  /** Resolves once the hung API holds one more connection than it did. */
  async function connected(before: number) {
    while (hungSockets.length <= before) await new Promise((resolve) => setImmediate(resolve));
  }

  it.each([
    ['GET', 5_000, GET],
    ['POST', 8_000, POST],
  ] as const)('answers a %s 504 in French after %i ms, no sooner', async (method, ms, handler) => {
    vi.stubEnv('API_ROOT', await hungApi());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = hungSockets.length;
    let settled = false;
    const pending = handler(
      call('/v2/public/auth/profile?token=secret-jeton&user_id=4', {
        method,
        body: method === 'GET' ? undefined : '{}',
      }),
    ).finally(() => (settled = true));
    await connected(before);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.status).toBe(504);
    expect(await errorOf(res)).toEqual(TIMEOUT);
    expect(logged).toEqual([
      `[proxy] ${method} /v2/public/auth/profile?token=[masqué]&user_id=[masqué] no answer within ${ms} ms`,
    ]);
  });

  it('gives up within the timeout it is given, on a real clock', async () => {
    const hungRoot = await hungApi();
    const proxy = createProxy({
      root: () => hungRoot,
      secret: () => SECRET,
      timeouts: { read: 150, write: 300 },
      log: (line) => logged.push(line),
    });
    const start = performance.now();
    const res = await proxy(new Request(`${SITE}/v2/public/menus`));
    const elapsed = performance.now() - start;
    expect(res.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('cuts an answer whose body stops halfway', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":"ok",'); // and nothing more
    };
    const proxy = createProxy({
      root: () => rootOf(api),
      secret: () => SECRET,
      timeouts: { read: 150, write: 300 },
    });
    const res = await proxy(new Request(`${SITE}/v2/public/menus`));
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('answers 502 with the existing French message when the connection is refused', async () => {
    vi.stubEnv('API_ROOT', closedRoot);
    const res = await GET(call('/v2/public/settings'));
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toEqual({ message: 'Le service est momentanément indisponible.' });
    expect(PROXY_MESSAGES.unavailable).toBe('Le service est momentanément indisponible.');
    expect(logged).toEqual(['[proxy] GET /v2/public/settings fetch failed (ECONNREFUSED)']);
  });
});

describe('what the proxy forwards at all', () => {
  // The API sees the proxy's request on its own loopback Host: the dev mailbox, /health or any
  // path outside /v2 must never be reached through the storefront (docs/contract.md#dev-mailbox).
  it.each([
    '/v2/%2e%2e/__dev/mail?to=camille%40example.fr',
    '/v2/public/%2E%2E/%2e%2e/__dev/mail/?to=camille%40example.fr',
    '/v2/.%2e/health',
    '/v2',
  ])('nothing outside /v2/: %s is a 404, the API never called', async (path) => {
    const res = await GET(call(path));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ message: 'Ressource introuvable.' });
    expect(seen).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[proxy\] GET \/\S* path outside \/v2\/$/);
    expect(logged[0]).not.toContain('camille');
  });

  it('forwards a path that stays under /v2/ once its dots are read', async () => {
    const res = await GET(call('/v2/public/x/%2e%2e/settings'));
    expect(res.status).toBe(200);
    expect(seen.map(({ url }) => url)).toEqual(['/v2/public/settings']);
  });
});
