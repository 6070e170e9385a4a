import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { trustedProxyHops, withClientAddress } from '@/storefront-server/client-address';
import { acceptsBrotli, precompressStatic, withCompression } from '@/storefront-server/compression';

type Handler = Parameters<typeof withCompression>[0];

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(handler: ReturnType<typeof withCompression>): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** A raw request (fetch would decode the body and hide the encoding). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  onFirstChunk?: () => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstChunk?.();
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

function decode({ headers, raw }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

const page = '<!doctype html><title>La carte</title>' + '<li>Poulet croustillant</li>'.repeat(200);
const html: Handler = (_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(page);
};

describe('acceptsBrotli', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli('gzip, deflate')).toBe(false);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe('withCompression', () => {
  it('answers in Brotli when the client takes it, gzip when it only takes gzip, else plain', async () => {
    const url = await serve(withCompression(html));
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(br)).toBe(page);
    expect(br.raw.length).toBeLessThan(page.length / 10);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(page);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(page);
  });

  it('sends each flushed chunk at once, so a streamed page paints before it ends', async () => {
    let clientHasFirstChunk: () => void = () => {};
    const firstChunkArrived = new Promise<void>((resolve) => (clientHasFirstChunk = resolve));
    const streamed: Handler = async (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write('<!doctype html><header>Poulet Grenette</header>'.padEnd(2048, ' '));
      // Next calls res.flush() after each chunk it writes.
      (res as unknown as { flush: () => void }).flush();
      await firstChunkArrived; // never resolves if the first chunk waits for the end
      res.end('<main>La carte</main>');
    };
    const url = await serve(withCompression(streamed));
    const answer = await get(url, { 'accept-encoding': 'br' }, 'GET', clientHasFirstChunk);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decode(answer)).toMatch(/Poulet Grenette.*La carte/s);
  });

  it('leaves pictures as they are', async () => {
    const png = Buffer.alloc(4096, 7);
    const url = await serve(
      withCompression((_req, res) => {
        res.setHeader('Content-Type', 'image/png');
        res.end(png);
      }),
    );
    const answer = await get(url, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.equals(png)).toBe(true);
  });
});

describe('precompressed build files', () => {
  const script = 'self.webpackChunk=[];'.repeat(500);

  async function build() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-static-'));
    mkdirSync(path.join(dir, 'chunks', 'app'), { recursive: true });
    mkdirSync(path.join(dir, 'media'));
    writeFileSync(path.join(dir, 'chunks', 'app', 'page-abc.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'styles.css'), 'body{color:red}');
    writeFileSync(path.join(dir, 'media', 'font.woff2'), 'already compressed');
    return precompressStatic(dir);
  }

  it('compresses every script and stylesheet once, under the path the browser asks for', async () => {
    const files = await build();
    expect([...files.keys()].sort()).toEqual([
      '/_next/static/chunks/app/page-abc.js',
      '/_next/static/chunks/styles.css',
    ]);
    const js = files.get('/_next/static/chunks/app/page-abc.js')!;
    expect(zlib.brotliDecompressSync(js.body).toString()).toBe(script);
    expect(js.type).toBe('application/javascript; charset=UTF-8');
  });

  it('finds nothing in a folder that is not there', async () => {
    expect((await precompressStatic('/nonexistent/comptoir/static')).size).toBe(0);
  });

  it('serves them to Brotli clients, and leaves everything else to the handler', async () => {
    const files = await build();
    const seen: string[] = [];
    const url = await serve(
      withCompression((req, res) => {
        seen.push(`${req.method} ${req.url} ${req.headers.range ?? ''}`.trim());
        res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
        res.end(script);
      }, files),
    );
    const chunk = `${url}/_next/static/chunks/app/page-abc.js`;

    const br = await get(chunk, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.raw.length);
    expect(decode(br)).toBe(script);

    const head = await get(chunk, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.raw.length).toBe(0);
    expect(seen).toEqual([]);

    // A query string (Next adds ?dpl= on some deployments) still finds the file.
    expect(
      (await get(`${chunk}?v=1`, { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe('br');

    const gzip = await get(chunk, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(script);
    await get(chunk, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    await get(`${url}/_next/static/chunks/other.js`, { 'accept-encoding': 'br' });
    expect(seen).toEqual([
      'GET /_next/static/chunks/app/page-abc.js',
      'GET /_next/static/chunks/app/page-abc.js bytes=0-9',
      'GET /_next/static/chunks/other.js',
    ]);
  });
});

describe("the diner's address", () => {
  const SECRET = 'un-secret-de-test-partage-par-le-site-et-l-api';

  /** What the handler behind `withClientAddress` read in each request's headers. */
  async function seenBy(secret: string | undefined = SECRET, trustedHops = 0) {
    const seen: http.IncomingHttpHeaders[] = [];
    const url = await serve(
      withClientAddress(
        (req, res) => {
          seen.push({ ...req.headers });
          res.end();
        },
        secret,
        trustedHops,
      ),
    );
    return { url, seen };
  }

  const CLIENT = {
    'x-forwarded-for': '203.0.113.9, 198.51.100.7',
    forwarded: 'for=203.0.113.9',
    'x-real-ip': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    'x-comptoir-proxy': 'une-supposition',
  };

  it('is the peer of the socket beside the secret, whatever the client wrote', async () => {
    const { url, seen } = await seenBy();
    await get(url, CLIENT);
    expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0]['x-comptoir-proxy']).toBe(SECRET);
    const gone = ['forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'];
    for (const name of [...gone, 'x-forwarded-port']) expect(seen[0][name], name).toBeUndefined();
  });

  it('is set when the client sent none', async () => {
    const { url, seen } = await seenBy();
    await get(url);
    expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0]['x-comptoir-proxy']).toBe(SECRET);
  });

  it('behind one proxy of ours, is the address that proxy appended, not what the client wrote', async () => {
    const { url, seen } = await seenBy(SECRET, 1);
    // The client wrote 203.0.113.9 and 198.51.100.7; HAProxy appended the peer it saw.
    await get(url, { ...CLIENT, 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 192.0.2.44' });
    expect(seen[0]['x-forwarded-for']).toBe('192.0.2.44');
    expect(seen[0]['x-comptoir-proxy']).toBe(SECRET);
    expect(seen[0].forwarded).toBeUndefined();
  });

  it('behind two proxies, is the second entry from the right', async () => {
    const { url, seen } = await seenBy(SECRET, 2);
    await get(url, { 'x-forwarded-for': '203.0.113.9, 192.0.2.44, 10.0.0.2' });
    expect(seen[0]['x-forwarded-for']).toBe('192.0.2.44');
  });

  it('behind proxies that added nothing (a request around them), is the socket peer', async () => {
    const { url, seen } = await seenBy(SECRET, 1);
    await get(url);
    expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('reads TRUSTED_PROXY_HOPS as a small whole number, else 0', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1' })).toBe(1);
    for (const bad of ['-1', '1.5', 'un', '11'])
      expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: bad })).toBe(0);
  });

  it('is not vouched for without a secret, and what the client wrote is gone all the same', async () => {
    const { url, seen } = await seenBy('');
    await get(url, CLIENT);
    expect(seen[0]['x-forwarded-for']).toBeUndefined();
    expect(seen[0]['x-comptoir-proxy']).toBeUndefined();
    expect(seen[0].forwarded).toBeUndefined();
  });
});

describe('a handler that fails', () => {
  it('answers 500 instead of bringing the server down', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const url = await serve(
        withCompression(async () => {
          throw new Error('panne\r\nligne forgée');
        }),
      );
      expect((await get(url, { 'accept-encoding': 'br' })).status).toBe(500);
      expect((await get(`${url}/profile?token=abc&user_id=7`)).status).toBe(500);
      expect(errors).toHaveLength(2);
      // One line: the failing request named, its token masked (ADR 19), no stack.
      expect(errors[1]).toEqual([
        '[storefront] GET /profile?token=[masqué]&user_id=[masqué] Error: panne ligne forgée',
      ]);
    } finally {
      console.error = original;
    }
  });
});
