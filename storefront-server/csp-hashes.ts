/**
 * Where each page's script policy is narrowed (docs/adr/0021-security-headers.md): next.config.ts
 * sends a policy allowing inline scripts, since Next's App Router puts the page's data in inline
 * scripts that change with every render; here, once an HTML page is complete, `'unsafe-inline'`
 * becomes the hashes of the inline scripts it carries, so no other inline script runs.
 */
import type http from 'node:http';
import {
  inlineScriptHashes,
  MAX_SCRIPT_HASHES,
  withScriptHashes,
} from '../lib/config/security-headers';
import { acceptsBrotli } from './compression';
import { withCriticalStylesheet } from './critical-css';
import { answeredNotModified, etagOf } from './etag';
import { withoutFlightCopies } from './flight-copies';
import { pathnameOf, type Handler } from './handler';
import type { PageBrotli } from './page-brotli';
import { secondSighting } from './second-sighting';
import { holdWholeBody } from './whole-body';

/** Paths already reported as keeping the static policy: one warning each, not one per request. */
const reportedPaths = new Set<string>();

/** A page with more inline scripts than a header can hash keeps 'unsafe-inline': said once. */
function warnTooManyHashes(url: string | undefined, count: number) {
  const path = pathnameOf(url);
  if (reportedPaths.has(path)) return;
  reportedPaths.add(path);
  console.warn(
    `[csp] ${path} : ${count} scripts en ligne, au-delà de ${MAX_SCRIPT_HASHES} la politique garde 'unsafe-inline' (ADR 21).`,
  );
}

/** A page as it leaves: its body, that body's ETag and its inline scripts' hashes. */
interface FinishedPage {
  body: Buffer;
  etag: string;
  hashes: string[];
}

/**
 * The pages already finished, by a hash of the page as Next wrote it: a prerendered page is the
 * same bytes at every request, and its finishing (decode, the stylesheet's copy out, encode,
 * ETag, hashes: 3.3 ms for `/menu`, bench/RESULTS.md) is done once, from its second answer on.
 * Its stylesheet is then reduced to the rules it uses (critical-css.ts, ADR 59: about 100 ms,
 * once), and the reduced page is answered from then on.
 */
const FINISHED = secondSighting<FinishedPage>(32);

function finishedAs(built: Buffer, key: string, html: string, changed: boolean): FinishedPage {
  const body = changed ? Buffer.from(html) : built;
  return { body, etag: changed ? etagOf(body) : key, hashes: inlineScriptHashes(html) };
}

function reduceStylesheet(built: Buffer, key: string, html: string) {
  withCriticalStylesheet(html)
    .then((reduced) => {
      if (reduced !== html) FINISHED.set(key, finishedAs(built, key, reduced, true));
    })
    .catch((error: unknown) => {
      console.error('[css]', error instanceof Error ? error.message : error);
    });
}

function finished(built: Buffer): FinishedPage {
  // The built page's ETag: the key, and the page's own when finishing changes nothing.
  const key = etagOf(built);
  const known = FINISHED.get(key);
  if (known) return known;
  const html = built.toString('utf8');
  const trimmed = withoutFlightCopies(html);
  const page = finishedAs(built, key, trimmed, trimmed !== html);
  if (FINISHED.seenBefore(key)) {
    FINISHED.set(key, page);
    reduceStylesheet(built, key, trimmed);
  }
  return page;
}

/** Adds `Accept-Encoding` to the answer's `Vary` (Next's names the RSC headers). */
function varyOnEncoding(res: http.ServerResponse) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * A complete page, without its flight data's copies of the stylesheet and JSON-LD
 * (flight-copies.ts): a 304 if the request holds it (etag.ts), else its hashes and ETag, in its
 * best Brotli when `pages` has it (page-brotli.ts), else as it is, for compression.ts to compress.
 */
function finishPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  built: Buffer,
  done: (() => void) | undefined,
  pages: PageBrotli | undefined,
): http.ServerResponse {
  const { body, etag, hashes } = finished(built);
  // Next gave the built page's length; a client (or HAProxy) would wait for the bytes removed.
  if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
  if (answeredNotModified(req, res, etag, done)) return res;
  const policy = String(res.getHeader('content-security-policy'));
  if (hashes.length > MAX_SCRIPT_HASHES) warnTooManyHashes(req.url, hashes.length);
  res.setHeader('Content-Security-Policy', withScriptHashes(policy, hashes));
  res.setHeader('ETag', etag);
  varyOnEncoding(res);
  const packed =
    pages && acceptsBrotli(req.headers['accept-encoding']) && !res.hasHeader('content-encoding')
      ? pages.packed(etag, body)
      : undefined;
  if (!packed) return res.end(body, done);
  res.setHeader('Content-Encoding', 'br');
  res.setHeader('Content-Length', packed.length);
  return res.end(packed, done);
}

/**
 * `handler` with each HTML page of a GET held until Next has written it all, then sent with its
 * narrowed policy and its ETag. Prerendered pages stay as built (they come in one piece anyway);
 * a dynamic page is not streamed from here, still compressed as it leaves. A 304 from Next drops
 * the policy, so the browser keeps the one it stored with the page's body; HEAD and every other
 * answer go through unchanged.
 */
export function withInlineScriptHashes(handler: Handler, pages?: PageBrotli): Handler {
  return (req, res) => {
    if (req.method !== 'GET') return handler(req, res);
    const isPageWithPolicy = () => {
      const policy = res.getHeader('content-security-policy');
      if (res.statusCode === 304) res.removeHeader('content-security-policy');
      return (
        typeof policy === 'string' &&
        /^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) &&
        res.statusCode !== 304
      );
    };
    holdWholeBody(res, isPageWithPolicy, (body, done) => finishPage(req, res, body, done, pages));
    return handler(req, res);
  };
}
