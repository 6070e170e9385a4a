/**
 * The input guard (server/input-guard.ts) over real HTTP, as server/main.ts serves it: a body
 * with a `Content-Length` (read straight from Node's request) or chunked (through Hono's
 * bodyLimit), where the in-process suites send only the second kind. Both must refuse the same
 * things in the same French, store nothing then, and hand the route the body as it came.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreatedSchema } from '@/lib/api/checkout';
import { orders, outbox } from '@/server/db/schema';
import { unlimited } from './auth-support';
import { payloadFor } from './checkout-support';
import { backends, useSuite } from './support';

const CHECKOUT = '/v2/public/checkout/';
const WEBHOOK = '/v2/public/checkout/stripe-webhook';
const WEBHOOK_SECRET = 'whsec_comptoir_guard_http';
const signer = new Stripe('sk_test_signer', { telemetry: false });

const TOO_LARGE = 'Le corps de la requête est trop volumineux.';
const NOT_JSON =
  'Le corps de la requête doit être du JSON (en-tête Content-Type: application/json, en UTF-8).';
const BAD_JSON = 'Le corps de la requête doit être un JSON valide.';
const TOO_DEEP =
  'Le corps de la requête est trop imbriqué : 32 niveaux de crochets ou d’accolades au plus.';

interface Reply {
  status: number;
  json: unknown;
}

/** How the body goes: with its length declared, or in chunks without one. */
type Framing = 'length' | 'chunked';

describe.each(backends)('the input guard over real HTTP, on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    limits: unlimited,
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  }));
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: suite.app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  /** Sends `body` framed as asked (a chunked body goes in two writes) and reads the JSON answer. */
  async function send(
    path: string,
    body: string | Buffer,
    framing: Framing,
    headers: Record<string, string> = { 'content-type': 'application/json' },
    method = 'POST',
  ): Promise<Reply> {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: framing === 'length' ? { ...headers, 'content-length': bytes.byteLength } : headers,
    });
    if (framing === 'chunked') {
      request.write(bytes.subarray(0, 10));
      request.end(bytes.subarray(10));
    } else {
      request.end(bytes);
    }
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) };
  }

  const message = (reply: Reply) => (reply.json as { data?: { message?: string } }).data?.message;

  const rows = async () => ({
    orders: (await suite.db.select({ n: count() }).from(orders))[0].n,
    outbox: (await suite.db.select({ n: count() }).from(outbox))[0].n,
  });

  const order = () => payloadFor(suite, { lines: [{ item_id: 30, quantity: 1, note: 'é ✓' }] });

  describe.each<Framing>(['length', 'chunked'])('a body sent %s', (framing) => {
    it('an order is stored once, and its replay answers the same id', async () => {
      const body = JSON.stringify(await order());
      const first = await send(CHECKOUT, body, framing);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      const before = await rows();
      const again = await send(CHECKOUT, body, framing);
      expect(orderCreatedSchema.parse(again.json).payload.order_id).toBe(
        orderCreatedSchema.parse(first.json).payload.order_id,
      );
      expect(await rows()).toEqual(before);
    });

    it('refuses, in French and storing nothing: too many bytes, a NUL, not JSON, too deep', async () => {
      const before = await rows();
      const padded = { ...(await order()), pad: 'é'.repeat(140_000) };
      const large = await send(CHECKOUT, JSON.stringify(padded), framing);
      expect([large.status, message(large)]).toEqual([413, TOO_LARGE]);

      const spoilt = await order();
      spoilt.customer.first_name = 'Ca\u0000mille';
      const nul = await send(CHECKOUT, JSON.stringify(spoilt), framing);
      expect(nul.status).toBe(422);
      expect(message(nul)).toContain('(customer.first_name)');

      const plain = await send(CHECKOUT, JSON.stringify(await order()), framing, {
        'content-type': 'text/plain',
      });
      expect([plain.status, message(plain)]).toEqual([415, NOT_JSON]);

      const broken = await send(CHECKOUT, '{"local_id":', framing);
      expect([broken.status, message(broken)]).toEqual([400, BAD_JSON]);

      const deep = await send(CHECKOUT, `${'['.repeat(33)}"\\u0000"${']'.repeat(33)}`, framing);
      expect([deep.status, message(deep)]).toEqual([400, TOO_DEEP]);
      expect(await rows()).toEqual(before);
    });

    it('an account call past its own 16 KB, after the guard, is still a 413', async () => {
      const body = JSON.stringify({ email: 'camille@example.fr', password: 'x'.repeat(20_000) });
      const reply = await send('/v2/public/auth/login/', body, framing);
      expect([reply.status, message(reply)]).toEqual([413, TOO_LARGE]);
    });

    it('the webhook checks its signature over the bytes as they came', async () => {
      const payload = JSON.stringify({ id: 'evt_http', object: 'event', type: 'ping', note: 'é' });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const reply = await send(WEBHOOK, payload, framing, {
        'content-type': 'application/json',
        'stripe-signature': header,
      });
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ received: true });
    });
  });

  it('a declared length past 256 KiB is refused before a byte of the body is read', async () => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: CHECKOUT,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 300_000 },
    });
    request.flushHeaders(); // the headers only: no body is ever written
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    request.destroy();
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      status: 'error',
      data: { message: TOO_LARGE },
    });
  });
});
