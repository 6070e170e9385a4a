import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PUBLIC_CACHE_CONTROL,
  publicFileTags,
  withPublicFiles,
} from '@/storefront-server/public-files';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const ICON = Buffer.from('une icône');
const ICON_TAG = `"${createHash('sha1').update(ICON).digest('base64url')}"`;

/** A public/ folder with an icon in a subfolder and a file at its root. */
function publicDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-public-'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'icons', 'favicon.svg'), ICON);
  writeFileSync(path.join(dir, 'favicon.ico'), 'ico');
  return dir;
}

/** Next as it serves a public file: its max-age=0, weak ETag and date, then the body. */
async function serve(tags: ReadonlyMap<string, string>) {
  const handler = withPublicFiles((req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=0');
    res.setHeader('ETag', 'W/"next"');
    res.setHeader('Last-Modified', 'Sat, 28 Nov 2026 10:00:00 GMT');
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(req.method === 'HEAD' ? undefined : `next ${req.url}`);
  }, tags);
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('public/ cached by content', () => {
  it('tags every file by its bytes, under the path the browser asks for', async () => {
    const tags = await publicFileTags(publicDir());
    expect([...tags.keys()]).toEqual(['/favicon.ico', '/icons/favicon.svg']);
    expect(tags.get('/icons/favicon.svg')).toBe(ICON_TAG);
    expect(await publicFileTags(path.join(os.tmpdir(), 'pas-de-dossier-public'))).toEqual(
      new Map(),
    );
  });

  it('sends a file with its content ETag and a day’s max-age instead of Next’s', async () => {
    const base = await serve(await publicFileTags(publicDir()));
    for (const url of ['/icons/favicon.svg', '/icons/favicon.svg?v=2', '/fr/icons/favicon.svg']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBe(ICON_TAG);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get('last-modified')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe(`next ${url}`);
    }
  });

  it('answers 304 without Next when the request holds the same file', async () => {
    const base = await serve(await publicFileTags(publicDir()));
    const res = await fetch(`${base}/icons/favicon.svg`, {
      headers: { 'if-none-match': `W/"autre", ${ICON_TAG}` },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(ICON_TAG);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await res.text()).toBe('');
    const changed = await fetch(`${base}/icons/favicon.svg`, {
      headers: { 'if-none-match': '"une-ancienne-version"' },
    });
    expect(changed.status).toBe(200);
  });

  it('leaves pages, unknown files and other methods to Next as they are', async () => {
    const base = await serve(await publicFileTags(publicDir()));
    for (const [url, method] of [
      ['/menu', 'GET'],
      ['/icons/absent.svg', 'GET'],
      ['/icons/favicon.svg', 'POST'],
    ]) {
      const res = await fetch(`${base}${url}`, { method });
      expect([url, method, res.headers.get('cache-control')]).toEqual([
        url,
        method,
        'public, max-age=0',
      ]);
      expect(res.headers.get('etag')).toBe('W/"next"');
    }
  });
});
