import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceWorkerPolicy } from '@/lib/config/security-headers';
import { KILL_SWITCH_WORKER, withServiceWorker } from '@/storefront-server/service-worker';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A folder as next.config.ts leaves it beside a build (`<distDir>/pwa`). */
function pwaDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comptoir-pwa-'));
  writeFileSync(path.join(dir, 'sw.js'), '// the build worker');
  writeFileSync(path.join(dir, 'workbox-1cc268ef.js'), '// workbox');
  return dir;
}

async function serve(options: Parameters<typeof withServiceWorker>[1]) {
  const handler = withServiceWorker((_req, res) => {
    res.statusCode = 404;
    res.end('next');
  }, options);
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("the build's service worker", () => {
  it('is served from beside the build, revalidated on every check, with its policy', async () => {
    const base = await serve({ pwaDir: pwaDir() });
    const res = await fetch(`${base}/sw.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('// the build worker');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe(serviceWorkerPolicy());
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the scripts it imports, named after their content, for a year', async () => {
    const base = await serve({ pwaDir: pwaDir() });
    const res = await fetch(`${base}/workbox-1cc268ef.js`);
    expect(await res.text()).toBe('// workbox');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves every other path, a missing worker file and a POST to Next', async () => {
    const base = await serve({ pwaDir: pwaDir() });
    for (const [url, method] of [
      ['/menu', 'GET'],
      ['/workbox-0000.js', 'GET'],
      ['/sw.js', 'POST'],
      ['/sub/sw.js', 'GET'],
    ]) {
      const res = await fetch(`${base}${url}`, { method });
      expect(await res.text(), url).toBe('next');
    }
  });

  it('is the self-unregistering worker when the kill switch is on', async () => {
    const base = await serve({ pwaDir: pwaDir(), killSwitch: true });
    const res = await fetch(`${base}/sw.js`);
    expect(await res.text()).toBe(KILL_SWITCH_WORKER);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Its imports are still served, to a page whose old worker asks for them.
    expect(await (await fetch(`${base}/workbox-1cc268ef.js`)).text()).toBe('// workbox');
  });
});

describe('the kill-switch worker', () => {
  it('takes over at once, empties every cache, unregisters and reloads the pages it controlled', () => {
    expect(KILL_SWITCH_WORKER).toContain('self.skipWaiting()');
    expect(KILL_SWITCH_WORKER).toMatch(/caches\.keys\(\)[\s\S]*caches\.delete/);
    expect(KILL_SWITCH_WORKER).toContain('self.registration.unregister()');
    expect(KILL_SWITCH_WORKER).toContain('client.navigate(client.url)');
    // Valid JavaScript, whatever the template literal made of it.
    expect(() => new Function(KILL_SWITCH_WORKER)).not.toThrow();
  });
});
