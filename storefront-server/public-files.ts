/**
 * The files of public/ (icons, pictures, favicon.ico) cached by their content
 * (docs/adr/0040-public-files-by-content-and-the-apis-json-compressed.md): a strong ETag from
 * their bytes, read once at start, a day's `max-age`, and a 304 once that day is over and the
 * file is the same. Next still serves the body with its headers (ADR 21); only its
 * `max-age=0`, its own ETag and its date go.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { answeredNotModified } from './etag';
import { pathnameOf, type Handler } from './handler';

/** A day fresh, then revalidated: the names are not hashed, so a changed file shows within it. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';

/** The headers of Next's own that the file's content stands in for. */
const REPLACED = new Set(['cache-control', 'etag', 'last-modified']);

/** Each file under `publicDir` by the path the browser asks for (`/icons/favicon.svg`), its ETag. */
export async function publicFileTags(publicDir: string): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  let names: string[];
  try {
    names = (await readdir(publicDir, { recursive: true })) as string[];
  } catch {
    return tags; // no public/ folder: Next answers as it would
  }
  for (const name of names.sort()) {
    let body: Buffer;
    try {
      body = await readFile(path.join(publicDir, name));
    } catch {
      continue; // a folder
    }
    const digest = createHash('sha1').update(body).digest('base64url');
    tags.set(`/${name.split(path.sep).join('/')}`, `"${digest}"`);
  }
  return tags;
}

/**
 * `handler` with public/'s files (also under /fr, which Next rewrites) cached by content: a 304
 * when the request names the file's ETag, else Next's answer with the ETag and PUBLIC_CACHE_CONTROL
 * in place of its own.
 */
export function withPublicFiles(handler: Handler, tags: ReadonlyMap<string, string>): Handler {
  return (req, res) => {
    const etag = tags.get(pathnameOf(req.url).replace(/^\/fr(?=\/)/, ''));
    if (!etag || (req.method !== 'GET' && req.method !== 'HEAD')) return handler(req, res);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (answeredNotModified(req, res, etag)) return;
    res.setHeader('ETag', etag);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      REPLACED.has(name.toLowerCase()) ? res : setHeader(name, value);
    return handler(req, res);
  };
}
