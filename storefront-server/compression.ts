/**
 * Brotli in front of Next (docs/adr/0015-brotli-in-front-of-next.md): pages, RSC payloads and JSON
 * are compressed as they stream (Brotli quality 5, gzip for clients without Brotli); the build's
 * scripts and stylesheets, which never change under their hashed names, are compressed once at
 * start at Brotli's best quality and served from memory.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import { failureLine } from '../lib/log/failure-line';
import { redactUrl } from '../lib/log/redact';
import { CSS_TYPE, JS_TYPE, pathnameOf, type Handler } from './handler';

const brotli = promisify(zlib.brotliCompress);

/** Brotli's best quality, on libuv's thread pool: for bytes sent many times (build files, pages). */
export function brotliBest(source: Buffer): Promise<Buffer> {
  return brotli(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

/** Streamed responses: about as fast as gzip, and smaller (bench/RESULTS.md). */
const STREAM_QUALITY = 5;

/** A file of the build, compressed once. */
interface Precompressed {
  body: Buffer;
  type: string;
}

const TYPES: Record<string, string> = { '.js': JS_TYPE, '.css': CSS_TYPE };

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
    const body = await brotliBest(source);
    files.set(`/_next/static/${name.split(path.sep).join('/')}`, { body, type });
  }
  return files;
}

/** Server-sent events (docs/contract.md#streams), whose answer is never compressed. */
function isEventStream(res: { getHeader(name: string): unknown }): boolean {
  return /^text\/event-stream\b/i.test(String(res.getHeader('content-type') ?? ''));
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
    // A stream of events goes as it comes: a compressor would hold its small events back.
    filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
  });
  return (req, res) => {
    const file = precompressed.get(pathnameOf(req.url));
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
