/**
 * The storefront's HTTP server: Next's own request handler behind Brotli compression (ADR 15).
 * `next start` compresses with gzip only; Next's documented way to another algorithm is a
 * custom server with `compress: false` (next.config.ts). Pages, RSC payloads and JSON are
 * compressed as they stream (Brotli quality 5, gzip for clients without Brotli); the build's
 * scripts and stylesheets, which never change under their hashed names, are compressed once at
 * start at Brotli's best quality and served from memory.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import { PROXY_HEADER } from '../../lib/api/proxy-secret';
import { failureLine } from '../../lib/api/failure-line';
import { redactUrl } from '../../lib/api/redact';
import {
  inlineScriptHashes,
  MAX_SCRIPT_HASHES,
  serviceWorkerPolicy,
  withScriptHashes,
} from '../../lib/config/security-headers';
import { KILL_SWITCH_WORKER } from './sw-kill';

const brotli = promisify(zlib.brotliCompress);

/** Streamed responses: about as fast as gzip, a third smaller on our pages (RESULTS.md). */
const STREAM_QUALITY = 5;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

/** A file of the build, compressed once. */
interface Precompressed {
  body: Buffer;
  type: string;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/**
 * Whether the request's Accept-Encoding allows Brotli, read by `negotiator` (what the
 * `compression` middleware reads it with).
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const headers = header === undefined ? {} : { 'accept-encoding': header };
  return new Negotiator({ headers }).encoding(['br']) === 'br';
}

/**
 * Every script and stylesheet under `staticDir` (a build's `static` folder), Brotli-compressed at
 * quality 11, keyed by the path the browser asks for (`/_next/static/…`). One file at a time, on
 * libuv's thread pool.
 */
export async function precompressStatic(staticDir: string): Promise<Map<string, Precompressed>> {
  const files = new Map<string, Precompressed>();
  let names: string[];
  try {
    names = (await readdir(staticDir, { recursive: true })) as string[];
  } catch {
    return files; // no build yet: Next answers with its own error
  }
  for (const name of names.sort()) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const source = await readFile(path.join(staticDir, name));
    const body = await brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    files.set(`/_next/static/${name.split(path.sep).join('/')}`, { body, type });
  }
  return files;
}

/**
 * `handler` behind compression: a precompressed build file when the client takes Brotli, else
 * the handler's answer compressed as it streams (Next flushes each chunk through `res.flush`).
 */
export function withCompression(
  handler: Handler,
  precompressed: ReadonlyMap<string, Precompressed> = new Map(),
): Handler {
  const compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_QUALITY } },
  });
  return (req, res) => {
    const file = precompressed.get((req.url ?? '').split('?')[0]);
    if (
      file &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.headers.range &&
      acceptsBrotli(req.headers['accept-encoding'])
    ) {
      res.writeHead(200, {
        'Content-Type': file.type,
        'Content-Encoding': 'br',
        'Content-Length': file.body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
        // Served before Next sees the request, so without next.config.ts's headers (ADR 21).
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : file.body);
      return;
    }
    // compression() is Express middleware: its `next` runs the handler with res wrapped.
    compress(req as never, res as never, () => {
      Promise.resolve()
        .then(() => handler(req, res))
        .catch((error: unknown) => {
          // Next answers its own errors; this is for a failure outside it, never a crash.
          console.error(
            `[storefront] ${req.method} ${redactUrl(req.url ?? '')} ${failureLine(error)}`,
          );
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
    });
  };
}

/** The service worker and the scripts it imports, as next-pwa names them. */
const WORKER_FILE = /^\/(?:sw|(?:workbox|fallback|swe-worker|worker)-[\w-]+)\.js$/;

/**
 * The service worker of the build being served, from `pwaDir` (next.config.ts writes it beside
 * the build, not in public/), always revalidated (`no-cache`): a worker kept by an HTTP cache
 * would hold back every update and the kill switch. With `killSwitch` (`SW_KILL_SWITCH=1`),
 * `/sw.js` is the worker that unregisters itself and empties the caches (scripts/lib/sw-kill.ts,
 * docs/product.md#pwa-and-shell). Headers as next.config.ts gives `/sw.js` (ADR 21).
 */
export function withServiceWorker(
  handler: Handler,
  { pwaDir, killSwitch = false }: { pwaDir: string; killSwitch?: boolean },
): Handler {
  return async (req, res) => {
    const pathname = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !WORKER_FILE.test(pathname))
      return handler(req, res);
    let body: Buffer;
    try {
      body =
        killSwitch && pathname === '/sw.js'
          ? Buffer.from(KILL_SWITCH_WORKER)
          : await readFile(path.join(pwaDir, pathname.slice(1)));
    } catch {
      return handler(req, res); // not built with a worker (development): Next answers 404
    }
    res.writeHead(200, {
      'Content-Type': TYPES['.js'],
      'Content-Length': body.length,
      'Cache-Control': pathname === '/sw.js' ? 'no-cache' : 'public, max-age=31536000, immutable',
      'Content-Security-Policy': serviceWorkerPolicy(),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Paths already reported as keeping the static policy: one warning each, not one per request. */
const reportedPaths = new Set<string>();

/** A page with more inline scripts than a header can hash keeps 'unsafe-inline': said once. */
function warnTooManyHashes(url: string | undefined, count: number) {
  const path = (url ?? '').split('?')[0];
  if (reportedPaths.has(path)) return;
  reportedPaths.add(path);
  console.warn(
    `[csp] ${path} : ${count} scripts en ligne, au-delà de ${MAX_SCRIPT_HASHES} la politique garde 'unsafe-inline' (ADR 21).`,
  );
}

/**
 * The inline scripts' hashes of the pages already answered, by their ETag (computed below over
 * the body): a prerendered page served from the cache is the same body every time, and decoding
 * its 400 kB to hash its scripts again cost 2–3 ms a request (bench/RESULTS.md, issue 23). A few
 * hundred pages at most, the oldest forgotten first.
 */
const HASHES_BY_ETAG = new Map<string, string[]>();
const HASHES_KEPT = 200;

function hashesOf(body: Buffer, etag: string): string[] {
  const known = HASHES_BY_ETAG.get(etag);
  if (known) return known;
  const hashes = inlineScriptHashes(body.toString('utf8'));
  if (HASHES_BY_ETAG.size >= HASHES_KEPT) {
    HASHES_BY_ETAG.delete(HASHES_BY_ETAG.keys().next().value!);
  }
  HASHES_BY_ETAG.set(etag, hashes);
  return hashes;
}

/**
 * A page's strong ETag: SHA-1 over its bytes, in native code. next.config.ts turns Next's own off
 * (`generateEtags: false`): Next hashes the page as a JavaScript string (FNV-1a, character by
 * character), which was 28 % of the storefront's CPU serving the cached 398 kB menu.
 */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `etag` (or `*`); a weak validator matches too (RFC 9110). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `handler` with each HTML page's script policy narrowed to the hashes of the inline scripts it
 * carries (ADR 21): next.config.ts sends a policy allowing inline scripts, since Next's App Router
 * puts the page's data in inline scripts that change with every render; here, once the page is
 * complete, `'unsafe-inline'` becomes their hashes, so no other inline script runs. Prerendered
 * pages stay as built; a page is held until Next has written it all (a prerendered page comes in
 * one piece anyway; a dynamic one is no longer streamed from here, still compressed as it leaves).
 * The page gets its ETag here too, and a request already holding that version gets a 304 with
 * no body. A 304 drops the policy, so the browser keeps the one it stored with the page's body;
 * HEAD and every other answer go through unchanged.
 */
export function withInlineScriptHashes(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET') return handler(req, res);
    const original = { write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    const chunks: Buffer[] = [];
    let holding: boolean | undefined;
    const restore = () => Object.assign(res, original);
    /** Decided when Next starts its answer: its status and headers are set by then. */
    const hold = () => {
      if (holding !== undefined) return holding;
      const policy = res.getHeader('content-security-policy');
      if (res.statusCode === 304) res.removeHeader('content-security-policy');
      holding =
        typeof policy === 'string' &&
        /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) &&
        res.statusCode !== 304;
      if (!holding) restore();
      return holding;
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    res.flushHeaders = function flushHeaders() {
      if (!hold()) res.flushHeaders();
    };
    res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!hold()) return (res.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
      collect(chunk, encoding);
      const done = [encoding, callback].find((arg) => typeof arg === 'function');
      if (done) process.nextTick(done as () => void);
      return true;
    } as typeof res.write;
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (!hold())
        return (res.end as (...args: unknown[]) => typeof res)(chunk, encoding, callback);
      collect(chunk, encoding);
      restore();
      const body = Buffer.concat(chunks);
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
      const etag = etagOf(body);
      if (res.statusCode === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
        res.statusCode = 304;
        for (const name of ['content-security-policy', 'content-type', 'content-length'])
          res.removeHeader(name);
        res.setHeader('ETag', etag);
        return res.end(done as (() => void) | undefined);
      }
      const policy = String(res.getHeader('content-security-policy'));
      const hashes = hashesOf(body, etag);
      if (hashes.length > MAX_SCRIPT_HASHES) warnTooManyHashes(req.url, hashes.length);
      res.setHeader('Content-Security-Policy', withScriptHashes(policy, hashes));
      res.setHeader('ETag', etag);
      return res.end(body, done as (() => void) | undefined);
    } as typeof res.end;
    return handler(req, res);
  };
}

/** What a client may have written about where it is: never believed (see below). */
const FORWARDING = [
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  PROXY_HEADER,
];

/**
 * The diner's address, for the API's abuse limits (ADR 19): the browser reaches the API only
 * through this server and the `/v2` proxy (ADR 3), so without it the API would see every diner
 * as this machine and count a whole town as one address.
 *
 * Whatever a client wrote about where it is (`X-Forwarded-For`, `Forwarded`, `X-Real-IP`,
 * `X-Forwarded-Host`, `-Proto`, `-Port`, `X-Comptoir-Proxy`) is removed, and `X-Forwarded-For`
 * set to one address beside `X-Comptoir-Proxy: <secret>` (lib/api/proxy-secret.ts), the mark that
 * this server wrote it: the proxy route believes the address only next to the secret and sends it
 * on with it, and so does the API (issue 22). Next keeps a header that is already there and fills
 * in the `X-Forwarded-Host`/`-Proto`/`-Port` it needs from the connection itself. Without a secret
 * no address is vouched for and the API counts the storefront's own.
 *
 * Which address: with no proxy in front (`trustedHops` 0, the demo), the peer of the socket. Behind
 * `trustedHops` proxies of our own (`TRUSTED_PROXY_HOPS`, the cluster's HAProxy: 1), the address
 * the outermost of them saw: each appends its peer to `X-Forwarded-For`, so it is the
 * `trustedHops`-th entry from the right; what a client wrote stands left of it and is never read.
 * A chain shorter than that did not come through our proxies: the socket's peer is counted.
 */
export function withClientAddress(
  handler: Handler,
  secret: string | undefined = process.env.PROXY_SECRET,
  trustedHops: number = trustedProxyHops(),
): Handler {
  return (req, res) => {
    const chain = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const name of FORWARDING) delete req.headers[name];
    const address =
      trustedHops > 0 && chain.length >= trustedHops
        ? chain[chain.length - trustedHops]
        : req.socket.remoteAddress;
    if (address && secret) {
      // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d: one spelling per diner.
      req.headers['x-forwarded-for'] = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
      req.headers[PROXY_HEADER] = secret;
    }
    return handler(req, res);
  };
}

/** `TRUSTED_PROXY_HOPS`: how many proxies of ours stand in front (0 unless a whole number). */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0;
}

/** Serves the built storefront in `dir` (its build in `distDir`) on `hostname:port`. */
export async function startStorefrontServer({
  dir,
  distDir,
  port,
  hostname,
  killSwitch = process.env.SW_KILL_SWITCH === '1',
}: {
  dir: string;
  distDir: string;
  port: number;
  hostname: string;
  /** Serve the self-unregistering worker at /sw.js instead of the build's. */
  killSwitch?: boolean;
}): Promise<http.Server> {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });
  const [precompressed] = await Promise.all([
    precompressStatic(path.join(dir, distDir, 'static')),
    app.prepare(),
  ]);
  const handle = app.getRequestHandler();
  const server = http.createServer(
    withClientAddress(
      withCompression(
        withServiceWorker(
          withInlineScriptHashes((req, res) => handle(req, res)),
          { pwaDir: path.join(dir, distDir, 'pwa'), killSwitch },
        ),
        precompressed,
      ),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject); // a port already taken, say: `npm start` stops with the reason
    server.listen(port, hostname, resolve);
  });
  return server;
}
