/**
 * The pages' strong ETags and their 304s (docs/adr/0021-security-headers.md): SHA-1 over the
 * page's bytes, in native code. next.config.ts turns Next's own off (`generateEtags: false`):
 * Next hashes the page as a JavaScript string, character by character, which costs far more on a
 * large cached page (bench/RESULTS.md).
 */
import { createHash } from 'node:crypto';
import type http from 'node:http';

export function etagOf(body: Buffer): string {
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
 * Answers 304 with no body when a 200 answer is the version the request already holds, and says
 * whether it did. The 304 drops the page's policy and type: the browser keeps the ones it stored
 * with the body.
 */
export function answeredNotModified(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  etag: string,
  done?: () => void,
): boolean {
  if (res.statusCode !== 200 || !matchesEtag(req.headers['if-none-match'], etag)) return false;
  res.statusCode = 304;
  for (const name of ['content-security-policy', 'content-type', 'content-length'])
    res.removeHeader(name);
  res.setHeader('ETag', etag);
  res.end(done);
  return true;
}
