/**
 * The API's JSON answers gzipped for the clients that take them (docs/adr/0040): /menus from
 * bytes compressed once per catalogue version, the rest by Hono's middleware.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backends, useSuite } from './support';

const GZIP = { headers: { 'accept-encoding': 'gzip, deflate, br' } };

describe.each(backends)('compressed JSON ($name)', (backend) => {
  const suite = useSuite(backend);

  it('sends /menus gzipped to a client that takes gzip, the same JSON as uncompressed', async () => {
    const plain = await suite.app.request('/v2/public/menus');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(30_000);

    const zipped = await suite.app.request('/v2/public/menus', GZIP);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 4);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    // Compressed once: the next answer is the same bytes.
    const again = Buffer.from(
      await (await suite.app.request('/v2/public/menus', GZIP)).arrayBuffer(),
    );
    expect(again.equals(bytes)).toBe(true);
  });

  it('does not gzip for a client that refuses it', async () => {
    const res = await suite.app.request('/v2/public/menus', {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await res.text())).toMatchObject({ status: 'success' });
  });

  it('gzips the other JSON answers too, errors included', async () => {
    for (const path of ['/v2/public/settings', '/v2/public/offers', '/v2/public/nowhere']) {
      const res = await suite.app.request(path, GZIP);
      expect([path, res.headers.get('content-encoding')]).toEqual([path, 'gzip']);
      const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
      expect(body).toHaveProperty('status');
      const plain = await suite.app.request(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
  });
});
