/**
 * A page every diner gets alike is sent in its best Brotli once it has been compressed so, in
 * the background, from the second time its bytes are seen (storefront-server/page-brotli.ts,
 * docs/adr/0015): as the storefront serves pages, behind the script hashes and the compression.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCompression } from '@/storefront-server/compression';
import { withInlineScriptHashes } from '@/storefront-server/csp-hashes';
import { pageBrotli, type PageBrotliOptions } from '@/storefront-server/page-brotli';

type Handler = Parameters<typeof withInlineScriptHashes>[0];

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.restoreAllMocks();
});

const PAGE = `<!doctype html><title>La carte</title><script>self.__next_f.push([0])</script>${Array.from(
  { length: 300 },
  (_, i) => `<li data-id="${i}">Poulet croustillant n° ${i} — ${(i * 37) % 1000} cts</li>`,
).join('')}`;
const BEST = zlib.brotliCompressSync(PAGE, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});

/** Next's way with a page: its policy, its type and its own Vary, then the HTML. */
const nextPage =
  (body: () => string): Handler =>
  (_req, res) => {
    res.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    res.end(body());
  };

async function serve(handler: Handler, options?: PageBrotliOptions) {
  const pages = pageBrotli(options);
  const server = http.createServer(withCompression(withInlineScriptHashes(handler, pages)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, pages };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** A raw request: fetch would decode the body and hide the encoding. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };
const decoded = (answer: Answer) => zlib.brotliDecompressSync(answer.raw).toString();

describe('a page every diner gets alike', () => {
  it('goes as it streams until seen twice, then in its best Brotli, with its ETag and policy', async () => {
    const { url, pages } = await serve(nextPage(() => PAGE));
    const first = await get(url, BROTLI);
    expect(first.headers['content-encoding']).toBe('br');
    expect(decoded(first)).toBe(PAGE);
    expect(first.raw.equals(BEST)).toBe(false); // quality 5, as it streams

    await get(url, BROTLI); // the second sighting starts the compression
    await pages.settled();
    const best = await get(url, BROTLI);
    expect(best.raw.equals(BEST)).toBe(true);
    expect(best.headers['content-length']).toBe(String(BEST.length));
    expect(decoded(best)).toBe(PAGE);
    expect(best.headers.etag).toBe(first.headers.etag);
    expect(best.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(best.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(best.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');

    const held = await get(url, { ...BROTLI, 'if-none-match': String(best.headers.etag) });
    expect(held.status).toBe(304);
    expect(held.raw.length).toBe(0);
  });

  it('still goes in gzip, or plain, to a client without Brotli', async () => {
    const { url, pages } = await serve(nextPage(() => PAGE));
    await get(url, BROTLI);
    await get(url, BROTLI);
    await pages.settled();
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe(PAGE);
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(PAGE);
  });

  it('is compressed once, however many diners ask while it is', async () => {
    const compress = vi.fn(async (body: Buffer) => zlib.brotliCompressSync(body));
    const { url, pages } = await serve(
      nextPage(() => PAGE),
      { compress },
    );
    await Promise.all(Array.from({ length: 6 }, () => get(url, BROTLI)));
    await pages.settled();
    await get(url, BROTLI);
    expect(compress).toHaveBeenCalledTimes(1);
  });
});

describe('a page that is never compressed so', () => {
  it('differs at every request', async () => {
    const compress = vi.fn(async (body: Buffer) => zlib.brotliCompressSync(body));
    let visit = 0;
    const { url, pages } = await serve(
      nextPage(() => `${PAGE}<p>visite ${++visit}</p>`),
      {
        compress,
      },
    );
    for (let i = 0; i < 5; i++) await get(url, BROTLI);
    await pages.settled();
    expect(compress).not.toHaveBeenCalled();
  });

  it('is larger than the bound', async () => {
    const compress = vi.fn(async (body: Buffer) => zlib.brotliCompressSync(body));
    const { url, pages } = await serve(
      nextPage(() => PAGE),
      {
        compress,
        maxBodyBytes: PAGE.length - 1,
      },
    );
    for (let i = 0; i < 3; i++) await get(url, BROTLI);
    await pages.settled();
    expect(compress).not.toHaveBeenCalled();
  });

  it('failed to compress: said in the log, and the page still goes as it streams', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { url, pages } = await serve(
      nextPage(() => PAGE),
      {
        compress: () => Promise.reject(new Error('mémoire épuisée')),
      },
    );
    await get(url, BROTLI);
    await get(url, BROTLI);
    await pages.settled();
    expect(error).toHaveBeenCalledWith('[brotli]', 'mémoire épuisée');
    const after = await get(url, BROTLI);
    expect(after.status).toBe(200);
    expect(decoded(after)).toBe(PAGE);
  });
});
