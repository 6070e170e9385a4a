/**
 * Inputs that could reach a 500, and what a page elsewhere could send, over PGlite and PostgreSQL
 * (docs/contract.md#input-rules): text PostgreSQL cannot hold, integers past `integer`, Stripe
 * events of every shape, a local_id in capitals, bodies not JSON or too large, another Origin, and
 * what a 500 writes to the log. Every refusal stores nothing.
 */
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderCreatedSchema, type OrderPayloadInput } from '@/lib/api/checkout';
import { errorBodySchema } from '@/lib/api/schemas';
import { createApp, type AppEnv } from '@/server/app';
import { orders, outbox, users } from '@/server/db/schema';
import { loadEnv } from '@/server/env';
import { errorLogLine } from '@/server/http';
import { diner, unlimited } from './auth-support';
import { payloadFor } from './checkout-support';
import { backends, postJson, useSuite } from './support';

const CHECKOUT = '/v2/public/checkout/';
const WEBHOOK = '/v2/public/checkout/stripe-webhook';
const WEBHOOK_SECRET = 'whsec_comptoir_inputs';
const signer = new Stripe('sk_test_signer', { telemetry: false });

const BAD_TEXT = 'caractère nul ou caractère Unicode incomplet refusé.';
const badText = (where: string) => `Requête invalide (${where}) : ${BAD_TEXT}`;
const NOT_JSON =
  'Le corps de la requête doit être du JSON (en-tête Content-Type: application/json, en UTF-8).';
const FOREIGN = 'Requête refusée : elle ne vient pas du site du restaurant.';
const TOO_LARGE = 'Le corps de la requête est trop volumineux.';

type Payload = OrderPayloadInput & Record<string, unknown>;

const put = (body: unknown): RequestInit => ({ ...postJson(body), method: 'PUT' });
const withHeaders = (init: RequestInit, headers: Record<string, string>): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), ...headers },
});

/** A request Stripe signed with the endpoint secret: any text, any declared type. */
function signed(payload: string, contentType = 'application/json; charset=utf-8'): RequestInit {
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return {
    method: 'POST',
    headers: { 'content-type': contentType, 'stripe-signature': header },
    body: payload,
  };
}

const succeeded = (object: Record<string, unknown>, id = 'evt_inputs') =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { object: 'payment_intent', currency: 'eur', status: 'succeeded', ...object } },
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(backends)('inputs on $name', (backend) => {
  const suite = useSuite(backend, () => ({
    limits: unlimited,
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  }));

  const rows = async () => ({
    orders: (await suite.db.select({ n: count() }).from(orders))[0].n,
    outbox: (await suite.db.select({ n: count() }).from(outbox))[0].n,
    users: (await suite.db.select({ n: count() }).from(users))[0].n,
  });

  /** A pickup order of one item, priced for the suite's clock, under a fresh local_id. */
  const order = (): Promise<Payload> =>
    payloadFor(suite, { lines: [{ item_id: 30, quantity: 1, note: 'bien cuites' }] });

  /** Sends a request that must be refused: its status and French message, and nothing stored. */
  async function refused(url: string, init: RequestInit, status: number, message: string) {
    const before = await rows();
    const res = await suite.app.request(url, init);
    const body = errorBodySchema.parse(await res.json());
    expect([res.status, body.data.message]).toEqual([status, message]);
    expect(await rows()).toEqual(before);
  }

  async function created(body: unknown, init: RequestInit = postJson(body)): Promise<number> {
    const res = await suite.app.request(CHECKOUT, init);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return orderCreatedSchema.parse(json).payload.order_id;
  }

  const stored = async (id: number) =>
    (await suite.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('text PostgreSQL cannot hold: 422 in French, wherever it enters', () => {
    it.each([
      [
        'a NUL in a first name',
        (o: Payload) => ({ ...o, customer: { ...o.customer, first_name: 'Ca\u0000mille' } }),
        'customer.first_name',
      ],
      [
        'half an emoji (a lone high surrogate) in a note',
        (o: Payload) => ({ ...o, items: [{ ...o.items[0], note: 'bien cuites \ud83c' }] }),
        'items.0.note',
      ],
      [
        'a lone low surrogate in a last name',
        (o: Payload) => ({ ...o, customer: { ...o.customer, last_name: '\udf57Durand' } }),
        'customer.last_name',
      ],
      [
        'a NUL in a transaction field',
        (o: Payload) => ({
          ...o,
          transaction_id: {
            client_secret: 'pi_1_secret_\u0000',
            customer_id: null,
            payment_intent_id: null,
          },
        }),
        'transaction_id.client_secret',
      ],
      [
        'a NUL in a key',
        (o: Payload) => ({ ...o, customer: { ...o.customer, ['note\u0000']: 'x' } }),
        'customer, nom de champ',
      ],
    ])('POST /checkout/ with %s', async (_, spoil, where) => {
      await refused(CHECKOUT, postJson(spoil(await order())), 422, badText(where));
    });

    it('PUT /checkout/ with a NUL or half an emoji in a transaction field', async () => {
      const id = await created(await order());
      for (const value of ['pi_\u0000', 'pi_\udc00']) {
        const transaction = { client_secret: null, customer_id: null, payment_intent_id: value };
        await refused(
          CHECKOUT,
          put({ order_id: id, status: 'paid', transaction_id: transaction }),
          422,
          badText('transaction_id.payment_intent_id'),
        );
      }
      expect((await stored(id)).status).toBe('pending');
    });

    it('a body whose Content-Length says less is checked as it is', async () => {
      const o = await order();
      const spoilt = { ...o, customer: { ...o.customer, first_name: 'Ca\u0000mille' } };
      const init = withHeaders(postJson(spoilt), { 'content-length': '0' });
      await refused(CHECKOUT, init, 422, badText('customer.first_name'));
    });

    it('a whole emoji, accents and a right-to-left mark are text like any other', async () => {
      const o = await order();
      const id = await created({
        ...o,
        customer: { ...o.customer, first_name: 'Zoé \u202eأمين' },
        items: [{ ...o.items[0], note: 'bien cuites 🍗' }],
      });
      const row = await stored(id);
      expect(row.customer).toMatchObject({ first_name: 'Zoé \u202eأمين' });
    });

    it('in a query parameter, on every method', async () => {
      await refused(
        '/__dev/mail?to=camille%00@example.fr',
        {},
        422,
        badText('paramètre d’adresse to'),
      );
      await refused(
        '/v2/public/locations/?query=rue%00%00%00',
        {},
        422,
        badText('paramètre d’adresse query'),
      );
      await refused(
        '/v2/public/checkout/slots?mode=pickup&x%00=1',
        {},
        422,
        badText('paramètre d’adresse'),
      );
      await refused(
        `${CHECKOUT}?local_id=%00`,
        postJson(await order()),
        422,
        badText('paramètre d’adresse local_id'),
      );
    });

    it('in an account call: no user is created with a name PostgreSQL would have mangled', async () => {
      await refused(
        '/v2/public/auth/signup/',
        postJson(diner({ first_name: 'Camille\ud800' })),
        422,
        badText('first_name'),
      );
    });
  });

  describe('integers past PostgreSQL’s integer', () => {
    it('PUT with order_id 2147483648 is a 422, 2147483647 a 404', async () => {
      await refused(
        CHECKOUT,
        put({ order_id: 2_147_483_648, status: 'pending' }),
        422,
        'Requête invalide (order_id) : identifiant inconnu',
      );
      await refused(
        CHECKOUT,
        put({ order_id: 2_147_483_647, status: 'pending' }),
        404,
        'Commande introuvable.',
      );
    });

    it.each([
      ['items.0.item_id', (o: Payload) => ({ ...o, items: [{ ...o.items[0], item_id: 2 ** 31 }] })],
      [
        'items.0.options.0.option_id',
        (o: Payload) => ({
          ...o,
          items: [{ ...o.items[0], options: [{ group_id: 1, option_id: 2 ** 31, quantity: 1 }] }],
        }),
      ],
      [
        'items.0.options.0.group_id',
        (o: Payload) => ({
          ...o,
          items: [{ ...o.items[0], options: [{ group_id: 2 ** 31, option_id: 1, quantity: 1 }] }],
        }),
      ],
      ['user_id', (o: Payload) => ({ ...o, user_id: 2 ** 31 })],
      [
        'free_items.0.offer_id',
        (o: Payload) => ({ ...o, free_items: [{ item_id: 30, quantity: 1, offer_id: 2 ** 31 }] }),
      ],
      [
        'free_items.0.item_id',
        (o: Payload) => ({ ...o, free_items: [{ item_id: 2 ** 31, quantity: 1 }] }),
      ],
    ])('POST with %s 2147483648 is a 422', async (where, spoil) => {
      await refused(
        CHECKOUT,
        postJson(spoil(await order())),
        422,
        `Requête invalide (${where}) : identifiant inconnu`,
      );
    });

    it('quantities without a limit of their own still fit the column', async () => {
      const o = await order();
      await refused(
        CHECKOUT,
        postJson({ ...o, free_items: [{ item_id: 30, quantity: 2 ** 31 }] }),
        422,
        'Requête invalide (free_items.0.quantity) : quantité offerte trop grande',
      );
      await refused(
        CHECKOUT,
        postJson({
          ...o,
          items: [{ ...o.items[0], options: [{ group_id: 3, option_id: 302, quantity: 2 ** 31 }] }],
        }),
        422,
        'Requête invalide (items.0.options.0.quantity) : quantité d’option trop grande',
      );
    });

    it('a menu id in the path past the column is a 400, the largest one a 404', async () => {
      expect((await suite.app.request('/v2/public/products/2147483648')).status).toBe(400);
      expect((await suite.app.request('/v2/public/products/2147483647')).status).toBe(404);
    });
  });

  describe('the Stripe webhook: any signed shape is acknowledged, never a 500', () => {
    const ignored = { received: true, outcome: 'ignored' };
    const uuid = '6f1c1f5e-3b8a-4d4e-9a51-0c7c1a0e2b11';

    it.each([
      ['data is {}', JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: {} })],
      [
        'data is null',
        JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded', data: null }),
      ],
      ['no data', JSON.stringify({ id: 'evt_3', type: 'payment_intent.succeeded' })],
      [
        'data.object is {}',
        JSON.stringify({ id: 'evt_4', type: 'payment_intent.succeeded', data: { object: {} } }),
      ],
      ['the intent has no amount', succeeded({ id: 'pi_1', metadata: { local_id: uuid } })],
      ['the intent has no id', succeeded({ amount: 100, metadata: { local_id: uuid } })],
      [
        'a NUL in metadata.local_id',
        succeeded({ id: 'pi_2', amount: 100, metadata: { local_id: `${uuid}\u0000` } }),
      ],
      [
        'metadata.local_id is not a UUID',
        succeeded({ id: 'pi_3', amount: 100, metadata: { local_id: 'commande 12' } }),
      ],
      [
        'metadata.local_id is a number',
        succeeded({ id: 'pi_4', amount: 100, metadata: { local_id: 12 } }),
      ],
      ['metadata is null', succeeded({ id: 'pi_5', amount: 100, metadata: null })],
      [
        'a huge intent id',
        succeeded({ id: `pi_${'9'.repeat(100_000)}`, amount: 100, metadata: { local_id: uuid } }),
      ],
      ['a huge amount', succeeded({ id: 'pi_6', amount: 1e300, metadata: { local_id: uuid } })],
      [
        'a huge event id',
        succeeded(
          { id: 'pi_7', amount: 100, metadata: { local_id: uuid } },
          `evt_${'x'.repeat(100_000)}`,
        ),
      ],
      [
        'an unknown type',
        JSON.stringify({
          id: 'evt_5',
          type: 'invoice.paid',
          data: { object: { object: 'invoice' } },
        }),
      ],
      ['no type', JSON.stringify({ id: 'evt_6', data: {} })],
      ['JSON null', 'null'],
      ['a number', '42'],
      ['an array', '[]'],
    ])('%s: 200, ignored', async (_, payload) => {
      const before = await rows();
      const res = await suite.app.request(WEBHOOK, signed(payload));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(ignored);
      expect(await rows()).toEqual(before);
    });

    it('a signed body that is not JSON, or a bad signature, is a 400', async () => {
      await refused(WEBHOOK, signed('{"id":'), 400, 'Signature du webhook invalide.');
      const forged = { ...signed(succeeded({ id: 'pi_8', amount: 100 })), body: '{}' };
      await refused(WEBHOOK, forged, 400, 'Signature du webhook invalide.');
    });

    it('is read whatever its declared type, and counted in bytes (413)', async () => {
      const res = await suite.app.request(WEBHOOK, signed('{}', 'text/plain'));
      expect([res.status, await res.json()]).toEqual([200, ignored]);
      await refused(
        WEBHOOK,
        signed(JSON.stringify({ id: 'evt_big', pad: 'é'.repeat(140_000) })),
        413,
        TOO_LARGE,
      );
    });

    it('an order stored with its key in capitals before is still paid by its intent', async () => {
      const id = await created(await order());
      const row = await stored(id);
      const capitals = row.localId.toUpperCase();
      await suite.db.update(orders).set({ localId: capitals }).where(eq(orders.id, id));
      const event = succeeded({
        id: 'pi_capitals',
        amount: row.totalCents,
        metadata: { local_id: capitals },
      });
      const res = await suite.app.request(WEBHOOK, signed(event));
      expect(await res.json()).toEqual({ received: true, outcome: 'paid' });
      expect(await stored(id)).toMatchObject({ status: 'paid', paymentIntentId: 'pi_capitals' });
    });

    it('writes one line per event, by ids: an event id cannot forge a line', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const event = succeeded(
        { id: 'pi_9', amount: 100, metadata: { local_id: uuid } },
        'evt_1\n[payments] webhook evt_2 : commande 1 réglée',
      );
      expect((await suite.app.request(WEBHOOK, signed(event))).status).toBe(200);
      expect(warn.mock.calls).toEqual([
        [`[payments] webhook illisible : aucune commande pour ${uuid}`],
      ]);
    });
  });

  describe('local_id is compared as a UUID', () => {
    it('the same key in capitals is the same order, stored in lower case', async () => {
      const o = await order();
      const id = await created({ ...o, local_id: o.local_id.toUpperCase() });
      expect((await stored(id)).localId).toBe(o.local_id.toLowerCase());
      const before = await rows();
      expect(await created(o)).toBe(id);
      expect(await created({ ...o, local_id: o.local_id.toUpperCase() })).toBe(id);
      expect(await rows()).toEqual(before);
    });
  });

  describe('JSON only: 415 for a state-changing call with another body', () => {
    it.each([
      ['text/plain'],
      ['text/plain;charset=UTF-8'],
      ['application/x-www-form-urlencoded'],
      ['multipart/form-data; boundary=x'],
      ['application/json; charset=iso-8859-1'],
      ['application/jsonx'],
      [''],
    ])('an order sent as “%s” is refused, nothing stored', async (type) => {
      const init = postJson(await order());
      await refused(
        CHECKOUT,
        { ...init, headers: type ? { 'content-type': type } : {} },
        415,
        NOT_JSON,
      );
    });

    it('with no type at all, on every method that writes', async () => {
      const body = JSON.stringify({ order_id: 1, status: 'pending' });
      for (const [method, url] of [
        ['PUT', CHECKOUT],
        ['POST', '/v2/public/auth/login/'],
        ['PATCH', '/v2/public/auth/update-profile'],
        ['DELETE', '/v2/public/auth/delete-profile/'],
        ['POST', '/v2/recommendations'],
      ]) {
        await refused(url, { method, body }, 415, NOT_JSON);
      }
    });

    it('application/json, in any case, with charset utf-8, is taken', async () => {
      await created(
        null,
        withHeaders(postJson(await order()), { 'content-type': 'Application/JSON' }),
      );
      await created(
        null,
        withHeaders(postJson(await order()), { 'content-type': 'application/json;charset=UTF-8' }),
      );
    });

    it('a read, or a call without a body, needs no type', async () => {
      const menus = await suite.app.request('/v2/public/menus', {
        headers: { 'content-type': 'text/plain' },
      });
      expect(menus.status).toBe(200);
      // Logout sends no body: the session check answers, not the guard.
      const logout = await suite.app.request('/v2/public/auth/logout/', { method: 'POST' });
      expect(logout.status).toBe(401);
    });
  });

  describe('sizes are counted in bytes', () => {
    it('256 KiB of bytes, not of characters: 140,000 « é » are a 413', async () => {
      const padded = { ...(await order()), pad: 'é'.repeat(140_000) };
      await refused(CHECKOUT, postJson(padded), 413, TOO_LARGE);
      // As many plain letters are 140,000 bytes: read, and the unknown field dropped.
      await created({ ...(await order()), pad: 'e'.repeat(140_000) });
    });
  });

  describe('Origin: state-changing calls from another site are refused', () => {
    // On the suite's clock, as its orders are priced: on the real one, the restaurant is closed
    // part of the day and an order for "as soon as possible" is refused (422).
    const appWith = (env: AppEnv) =>
      createApp(suite.db, { mailLog: null, limits: unlimited, env, now: () => suite.now });
    const from = async (app: ReturnType<typeof appWith>, origin?: string) => {
      const init = postJson(await order());
      const res = await app.request(CHECKOUT, origin ? withHeaders(init, { origin }) : init);
      return res.status;
    };

    it('SITE_URL’s origin is the storefront’s: another, or “null”, is a 403 in French', async () => {
      const app = appWith({ SITE_URL: 'https://poulet-grenette.fr/menu' });
      expect(await from(app, 'https://poulet-grenette.fr')).toBe(200);
      expect(await from(app)).toBe(200); // curl, a server, Stripe: no Origin
      for (const origin of [
        'https://evil.example',
        'http://poulet-grenette.fr',
        'https://poulet-grenette.fr.evil.example',
        'null',
        'http://localhost:3000',
      ]) {
        const before = await rows();
        const init = withHeaders(postJson(await order()), { origin });
        const res = await app.request(CHECKOUT, init);
        expect([origin, res.status, errorBodySchema.parse(await res.json()).data.message]).toEqual([
          origin,
          403,
          FOREIGN,
        ]);
        expect(await rows()).toEqual(before);
      }
      // A read is not a change: another site's page may still read the menus.
      const read = await app.request('/v2/public/menus', {
        headers: { origin: 'https://evil.example' },
      });
      expect(read.status).toBe(200);
      const linked = await app.request('/v2/public/menus', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(linked.status).toBe(200);
    });

    it('without an Origin, a browser’s Sec-Fetch-Site tells a page elsewhere: a 403', async () => {
      const app = appWith({ SITE_URL: 'https://poulet-grenette.fr' });
      const before = await rows();
      for (const site of ['cross-site', 'same-site', 'Cross-Site']) {
        const init = withHeaders(postJson(await order()), { 'sec-fetch-site': site });
        const res = await app.request(CHECKOUT, init);
        expect([site, res.status]).toEqual([site, 403]);
      }
      expect(await rows()).toEqual(before);
      for (const site of ['same-origin', 'none']) {
        const init = withHeaders(postJson(await order()), { 'sec-fetch-site': site });
        expect([site, (await app.request(CHECKOUT, init)).status]).toEqual([site, 200]);
      }
    });

    it('ALLOWED_ORIGINS, when set, is the list', async () => {
      const app = appWith({
        SITE_URL: 'https://poulet-grenette.fr',
        ALLOWED_ORIGINS: ['https://commande.poulet-grenette.fr', 'https://www.poulet-grenette.fr'],
      });
      expect(await from(app, 'https://www.poulet-grenette.fr')).toBe(200);
      expect(await from(app, 'https://commande.poulet-grenette.fr')).toBe(200);
      expect(await from(app, 'https://poulet-grenette.fr')).toBe(403);
    });

    it('unconfigured, any loopback origin is the storefront (demo, dev, E2E on 127.0.0.1:3100)', async () => {
      const app = appWith({});
      for (const origin of [
        'http://localhost:3000',
        'http://127.0.0.1:3100',
        'http://[::1]:3000',
      ]) {
        expect([origin, await from(app, origin)]).toEqual([origin, 200]);
      }
      for (const origin of ['http://localhost.evil.example:3000', 'http://192.168.1.5:3000']) {
        expect([origin, await from(app, origin)]).toEqual([origin, 403]);
      }
    });

    it('reads ALLOWED_ORIGINS from the environment as origins, and refuses what is not one', () => {
      const env = loadEnv({
        NODE_ENV: 'test',
        ALLOWED_ORIGINS: 'https://poulet-grenette.fr, https://www.poulet-grenette.fr/menu',
      });
      expect(env.ALLOWED_ORIGINS).toEqual([
        'https://poulet-grenette.fr',
        'https://www.poulet-grenette.fr',
      ]);
      expect(() => loadEnv({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'ftp://x.fr' })).toThrow(
        /ALLOWED_ORIGINS : des origines http\(s\):\/\/ séparées par des virgules/,
      );
    });
  });

  describe('what a 500 writes to the log', () => {
    it('a database error: its code and a reference, never the row it was writing', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const app = createApp(suite.db, { mailLog: null });
      app.get('/__boom', async (c) => {
        await suite.db.insert(orders).values({
          localId: 'camille.durand@example.fr',
          isPickup: true,
          paymentMethod: 'cash',
          customer: { first_name: 'Camille', note: 'sonner\n[api] 500 forgé' },
          subtotalCents: 2 ** 31,
          totalCents: 2 ** 31,
        });
        return c.json({});
      });
      const res = await app.request('/__boom');
      expect(res.status).toBe(500);
      const ref = res.headers.get('x-request-id');
      expect(ref).toMatch(/^[0-9a-f-]{36}$/);
      expect(log).toHaveBeenCalledTimes(1);
      const [line, ...rest] = log.mock.calls[0] as unknown[];
      expect(rest).toEqual([]);
      expect(line).toMatch(
        new RegExp(`^\\[api\\] 500 ref=${ref} GET /__boom DrizzleQueryError code=22003( |$)`),
      );
      for (const secret of ['camille', 'Camille', '2147483648', 'sonner', '\n']) {
        expect(line).not.toContain(secret);
      }
      expect(await res.json()).toEqual({
        status: 'error',
        data: {
          message: 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.',
        },
      });
    });

    it('another error: its class and where, not its message', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const app = createApp(suite.db, { mailLog: null });
      app.get('/__boom', () => {
        throw new TypeError('Camille Durand, 06 12 34 56 78');
      });
      expect((await app.request('/__boom')).status).toBe(500);
      const [line] = log.mock.calls[0] as string[];
      expect(line).toMatch(
        /^\[api\] 500 ref=\S+ GET \/__boom TypeError at tests\/api\/inputs\.test\.ts:\d+$/,
      );
    });
  });
});

describe('a log line keeps what a request put in it on that line', () => {
  it('escapes line breaks, controls and backslashes in the method and path', () => {
    const line = errorLogLine(new Error('x'), 'GET', '/a\n[api] 500 forgé\\', 'r');
    expect(line).toContain('/a\\u000a[api] 500 forg\\u00e9\\u005c');
    expect(line).not.toContain('\n');
  });
});
