/**
 * Whose address the abuse limits count (server/services/client-address.ts): the one the proxy
 * forwards, only beside the API's secret; anyone else's `X-Forwarded-For` counts for nothing, the
 * socket's peer does ('unknown' without a socket). On a bare app, over real HTTP, and on a limit of
 * the real app: a client cannot spread its tries over addresses it makes up.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import {
  clientAddress,
  withProxySecret,
  type ClientBindings,
} from '@/server/services/client-address';
import { backends, useSuite } from './support';

const SECRET = 'le-secret-du-site-et-de-l-api-en-test';
const PEER = { incoming: { socket: { remoteAddress: '::ffff:192.0.2.1' } } };

const bare = new Hono<{ Bindings: ClientBindings }>();
bare.get('/', (c) => c.text(clientAddress(c)));
const read = async (headers: Record<string, string>, bindings?: ClientBindings) =>
  (await bare.request('/', { headers }, bindings)).text();

describe('the address a request counts under', () => {
  const spoof = { 'x-forwarded-for': '2001:db8:5:6::7, 10.0.0.1' };

  it("is the first X-Forwarded-For entry of a request showing the proxy's secret (an IPv6 by its /64)", async () => {
    const proxied = { ...spoof, 'x-comptoir-proxy': SECRET };
    expect(await read(proxied, { ...PEER, proxySecret: SECRET })).toBe('2001:db8:5:6::/64');
    expect(
      await read(
        { 'x-forwarded-for': '203.0.113.9', 'x-comptoir-proxy': SECRET },
        { proxySecret: SECRET },
      ),
    ).toBe('203.0.113.9');
  });

  it("is the socket's peer for anyone else, whatever they send", async () => {
    const bindings = { ...PEER, proxySecret: SECRET };
    expect(await read(spoof, bindings)).toBe('192.0.2.1');
    expect(await read({ ...spoof, 'x-comptoir-proxy': 'une-supposition' }, bindings)).toBe(
      '192.0.2.1',
    );
    expect(await read({ ...spoof, 'x-comptoir-proxy': `${SECRET}x` }, bindings)).toBe('192.0.2.1');
    expect(await read({ ...spoof, 'x-comptoir-proxy': '' }, bindings)).toBe('192.0.2.1');
    // The proxy itself, with no address to give (next dev): its own socket.
    expect(await read({ 'x-comptoir-proxy': SECRET }, bindings)).toBe('192.0.2.1');
    expect(await read({ 'x-forwarded-for': ' ', 'x-comptoir-proxy': SECRET }, bindings)).toBe(
      '192.0.2.1',
    );
  });

  it('believes no header when the API has no secret, even an empty one shown', async () => {
    for (const proxySecret of [undefined, '']) {
      for (const shown of ['', SECRET]) {
        expect(await read({ ...spoof, 'x-comptoir-proxy': shown }, { ...PEER, proxySecret })).toBe(
          '192.0.2.1',
        );
      }
    }
  });

  it('is unknown in-process, where there is no socket and no secret', async () => {
    expect(await read({ ...spoof, 'x-comptoir-proxy': SECRET })).toBe('unknown');
    expect(await read({})).toBe('unknown');
  });
});

describe('PROXY_SECRET', () => {
  it('is optional, and 32 visible ASCII characters at least when set', () => {
    const env = (PROXY_SECRET: string) => loadEnv({ NODE_ENV: 'test', PROXY_SECRET });
    expect(env(SECRET).PROXY_SECRET).toBe(SECRET);
    expect(env('').PROXY_SECRET).toBeUndefined();
    expect(() => env('court')).toThrow('PROXY_SECRET doit compter 32 caractères au moins');
    expect(() => env(`${SECRET} avec espace`)).toThrow(
      'PROXY_SECRET ne contient que des caractères ASCII visibles',
    );
  });
});

describe('over HTTP, as server/main.ts serves the API', () => {
  let server: ServerType;
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("counts the socket's peer, or what the proxy vouched for", async () => {
    server = serve({ fetch: withProxySecret(bare.fetch, SECRET), hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (headers: Record<string, string>) => (await fetch(root, { headers })).text();
    expect(await get({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await get({ 'x-forwarded-for': '203.0.113.9', 'x-comptoir-proxy': 'non' })).toBe(
      '127.0.0.1',
    );
    expect(await get({ 'x-forwarded-for': '203.0.113.9', 'x-comptoir-proxy': SECRET })).toBe(
      '203.0.113.9',
    );
  });
});

describe.each(backends)('a limit per address on $name', (backend) => {
  // The real app and its default limits: send-otp allows 20 codes an hour per address (ADR 19).
  const suite = useSuite(backend, () => ({ mailLog: null }));
  const sendOtp = (email: string, headers: Record<string, string>, bindings: ClientBindings) =>
    suite.app.request(
      `/v2/public/auth/send-otp/?email=${encodeURIComponent(email)}`,
      { headers },
      bindings,
    );

  it('cannot be dodged by writing X-Forwarded-For: every try counts under the socket', async () => {
    const socket = {
      incoming: { socket: { remoteAddress: '198.51.100.20' } },
      proxySecret: SECRET,
    };
    for (let i = 1; i <= 20; i++) {
      const res = await sendOtp(
        `esquive.${i}@example.fr`,
        { 'x-forwarded-for': `203.0.113.${i}`, 'x-comptoir-proxy': 'une-supposition' },
        socket,
      );
      expect(res.status, String(i)).toBe(200);
    }
    const refused = await sendOtp(
      'esquive.21@example.fr',
      { 'x-forwarded-for': '203.0.113.21' },
      socket,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    // The storefront, on its own socket, still speaks for another diner, and another socket is
    // another client.
    const proxied = await sendOtp(
      'esquive.22@example.fr',
      { 'x-forwarded-for': '203.0.113.22', 'x-comptoir-proxy': SECRET },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } }, proxySecret: SECRET },
    );
    expect(proxied.status).toBe(200);
    const elsewhere = await sendOtp(
      'esquive.23@example.fr',
      {},
      {
        incoming: { socket: { remoteAddress: '198.51.100.21' } },
        proxySecret: SECRET,
      },
    );
    expect(elsewhere.status).toBe(200);
  });
});
