/**
 * The dev mailbox answers a developer's own machine only (docs/contract.md#dev-mailbox): a page
 * elsewhere that rebinds its name to 127.0.0.1 reaches the API's port, but its requests still
 * name its own host, and are answered as an unknown route, without a mail. In-process and over
 * real HTTP, where the Host header and an absolute request target both name a host.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailResponseSchema } from '@/lib/api/dev-mail';
import { outbox } from '@/server/db/schema';
import { serveApi } from '@/server/serve';
import { rawRequest } from '../support/raw-http';
import { backends, useSuite } from './support';

const TO = 'camille@example.fr';
const QUERY = `/__dev/mail?to=${encodeURIComponent(TO)}`;
const CODE_MAIL = 'Code : 123456';
const NOT_FOUND = { status: 'error', data: { message: 'Ressource introuvable.' } };

describe.each(backends)('the dev mailbox and the Host it is asked on, on $name', (backend) => {
  const suite = useSuite(backend);
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    await suite.db
      .insert(outbox)
      .values({ to: TO, subject: 'Votre code', text: CODE_MAIL, reference: 'dev-host' });
    server = serveApi(suite.app.fetch, { hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it.each([
    ['localhost', 200],
    ['localhost:4000', 200],
    ['127.0.0.1', 200],
    ['127.0.0.1:4000', 200],
    ['[::1]:4000', 200],
    ['LOCALHOST', 200],
    ['rebind.example', 404],
    ['rebind.example:4000', 404],
    ['127.0.0.1.rebind.example', 404],
    ['localhost.rebind.example:4000', 404],
    ['192.168.1.20:4000', 404],
    ['0.0.0.0:4000', 404],
  ])('asked on %s, answers %i', async (host, status) => {
    const res = await suite.app.request(QUERY, { headers: { host } });
    expect(res.status).toBe(status);
    const body: unknown = await res.json();
    if (status === 404) expect(body).toEqual(NOT_FOUND);
    else expect(devMailResponseSchema.parse(body).payload.map((m) => m.text)).toEqual([CODE_MAIL]);
  });

  it('is an unknown route when the URL itself names another host', async () => {
    const res = await suite.app.request(`http://rebind.example:4000${QUERY}`);
    expect(res.status).toBe(404);
  });

  /** A GET written by hand: the request target and Host header as given. */
  const rawGet = async (target: string, host: string) =>
    (await rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`))
      .answer;

  it('over HTTP, answers its own loopback name and no other', async () => {
    expect(await rawGet(QUERY, `127.0.0.1:${port}`)).toMatch(/^HTTP\/1\.1 200 /);
    expect(await rawGet(QUERY, `localhost:${port}`)).toMatch(/^HTTP\/1\.1 200 /);
    const rebound = await rawGet(QUERY, `rebind.example:${port}`);
    expect(rebound).toMatch(/^HTTP\/1\.1 404 /);
    expect(rebound).not.toContain('123456');
  });

  it('over HTTP, a loopback request target does not stand for another Host, nor the reverse', async () => {
    expect(await rawGet(`http://127.0.0.1:${port}${QUERY}`, 'rebind.example')).toMatch(
      /^HTTP\/1\.1 404 /,
    );
    expect(await rawGet(`http://rebind.example${QUERY}`, `127.0.0.1:${port}`)).toMatch(
      /^HTTP\/1\.1 404 /,
    );
  });
});
