/**
 * Every route of the API, read from the app itself, thrown what an attacker or a broken client
 * would send, deep nesting included, over PGlite and PostgreSQL (docs/contract.md#input-rules):
 * never a 5xx, and a refused request changes no column of any row (but a code's spent try). Each route runs for FUZZ_RUNS
 * requests (200) or FUZZ_MS milliseconds (2,500), whichever ends first; FUZZ_SEED replays a run.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { authCodes, outbox, schema } from '@/server/db/schema';
import { movableClock } from '@/server/services/dev-clock';
import { setStaffPassword } from '@/server/services/staff/accounts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { unlimited } from './auth-support';
import { payloadFor } from './checkout-support';
import { backends, useSuite } from './support';

const RUNS = Number(process.env.FUZZ_RUNS || 200);
const TIME_MS = Number(process.env.FUZZ_MS || 2_500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const SECRET = 'sk_test_comptoir_fuzz';
const WEBHOOK_SECRET = 'whsec_comptoir_fuzz';
const WEBHOOK = '/v2/public/checkout/stripe-webhook';
const STAFF_EMAIL = 'cuisine@example.fr';
const STAFF_PASSWORD = 'un mot de passe de cuisine';
const signer = new Stripe('sk_test_signer', { telemetry: false });

// ---------------------------------------------------------------- what is thrown

/** Characters that have broken parsers, databases and logs, and some that never should. */
const nastyChar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0000',
      '\ud800', // a high surrogate alone
      '\udfff', // a low one alone
      '\ud83c\udf57', // a whole emoji
      '\u202e', // right-to-left override
      '\u200f',
      '\ufeff',
      '\n',
      '\r\n',
      '\u2028',
      '"',
      '\\',
      "'; drop table orders; --",
      '<script>alert(1)</script>',
      'é',
      '%00',
      '../',
    ),
  },
);
const nastyString = fc.array(nastyChar, { maxLength: 12 }).map((parts) => parts.join(''));

/** Numbers past what the columns hold, and the JSON numbers JavaScript reads oddly. */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e308,
    -0,
    0.001,
    12.345,
  ),
);

/** Field names of the contract, so random bodies reach past the first check. */
const FIELDS = [
  'local_id',
  'items',
  'item_id',
  'quantity',
  'note',
  'options',
  'group_id',
  'option_id',
  'free_items',
  'offer_id',
  'customer',
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'address',
  'date',
  'order_id',
  'status',
  'transaction_id',
  'payment_intent_id',
  'client_secret',
  'user_id',
  'password',
  'new_password',
  'token',
  'cartItems',
  'maxRecommendations',
  'amount',
  'order',
  'name',
  'otp',
  'id',
  'type',
  'data',
  'object',
  'metadata',
  'ready_in_minutes',
  'minutes',
  'ready_at',
  'reason',
];
const key = fc.oneof(fc.constantFrom(...FIELDS), nastyString);

const { json: anyJson } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.array(tie('json'), { maxLength: 5 }),
    fc.dictionary(key, tie('json'), { maxKeys: 6 }),
  ),
}));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path in a JSON value: leaves and containers. */
function pathsOf(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...at, i])));
  if (value !== null && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...at, k])));
  }
  return here;
}

/** `value` with the thing at `path` replaced (or removed, when `replacement` is undefined). */
function spoiled(value: Json, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * A valid body with one field spoiled (replaced by anything, or removed), under a fresh local_id
 * unless that is the field spoiled: a replay of the last one would only ever be a 409.
 */
function spoiling(valid: Json) {
  const localId = JSON.stringify(valid).match(/"local_id":"([^"]+)"/)?.[1];
  return fc
    .record({
      path: fc.constantFrom(...pathsOf(valid)),
      value: fc.option(anyJson, { nil: undefined, freq: 4 }),
      fresh: fc.uuid({ version: 4 }),
    })
    .map(({ path, value, fresh }) => {
      const body = spoiled(valid, path, value);
      if (!localId || body === undefined || path.includes('local_id')) return body;
      return JSON.parse(JSON.stringify(body).replaceAll(localId, fresh)) as unknown;
    });
}

/** Content types: mostly JSON's, else those a page elsewhere can post without asking, or any. */
const contentType = fc.oneof(
  {
    weight: 7,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON;CHARSET=UTF-8',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        'application/json; charset=latin1',
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=----x',
        'application/xml',
        '',
      ),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
    ),
  },
);

/** No Origin (a server, curl) or the storefront's (loopback: unconfigured) mostly, else another. */
const origin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.constantFrom('http://localhost:3000', 'http://127.0.0.1:3100') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'file://',
      'https://poulet-grenette.fr',
    ),
  },
);

/** Stands for a live staff session's `Bearer` header, drawn for each route (the fuzz may log it out). */
const STAFF_SESSION = 'staff-session';

/** Values a header may carry at all (fetch refuses line breaks and non-Latin-1). */
const headerValue = fc.oneof(
  fc.constant(STAFF_SESSION),
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constantFrom(
    '2147483648',
    '-1',
    '0',
    '1',
    'Bearer ',
    'Bearer abc',
    `Bearer ${'a'.repeat(43)}`,
  ),
);

const QUERY_NAMES = [
  'query',
  'location',
  'mode',
  'token',
  'user_id',
  'page',
  'limit',
  'email',
  'otp',
  'to',
  'day',
];
/** Values the known names take, so a query reaches past its first check. */
const QUERY_VALUES = [
  'pickup',
  'delivery',
  'camille@example.fr',
  '123456',
  '1',
  '20',
  '45.19,5.72',
  '2 Rue Paul Bourget, 38000 Grenoble',
  'a'.repeat(43),
];

/** Percent-encoded; a half surrogate, which UTF-8 cannot encode, as JavaScript's %uD800. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return escape(text);
  }
}

/** A query string: known names and others, sometimes a raw escape of a NUL or half a surrogate. */
const randomQuery = fc
  .tuple(
    fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_NAMES), nastyString),
        fc.oneof(fc.constantFrom(...QUERY_VALUES), nastyString, nastyNumber.map(String)),
      ),
      { maxLength: 4 },
    ),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('&x=%00', '&%00=1', '&q=%ED%A0%80', '&q=%', '&q=%FF'),
      },
    ),
  )
  .map(([pairs, raw]) =>
    `${pairs.map(([n, v]) => `${encoded(n)}=${encoded(v)}`).join('&')}${raw}`.replace(/^&/, ''),
  );

/** The query a route reads, valid, to send with one more random pair or alone. */
const VALID_QUERIES: Record<string, string> = {
  '/v2/public/checkout/slots': 'mode=pickup',
  '/v2/public/locations': 'query=rue%20paul',
  '/v2/public/locations/distance': 'location=2%20Rue%20Paul%20Bourget%2C%2038000%20Grenoble',
  '/v2/public/auth/verify-otp': 'otp=123456&email=camille%40example.fr',
  '/v2/public/auth/send-otp': 'email=camille%40example.fr',
  '/v2/public/auth/orders': 'page=1&limit=20',
  '/v2/recommendations/popular': 'limit=5',
  '/__dev/mail': 'to=camille%40example.fr',
  '/v2/staff/orders': 'day=2026-06-01',
  '/v2/staff/stream': 'last_event_id=0',
  '/v2/public/orders/:id': 'key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
};

/** An answer's text; of a stream of events (which never ends), its first chunk, then it is left. */
async function textOf(res: Response): Promise<string> {
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) return res.text();
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

function queryFor(path: string) {
  const valid = VALID_QUERIES[path];
  if (!valid) return randomQuery;
  return fc.oneof(
    randomQuery,
    fc.constant(valid),
    randomQuery.map((more) => (more ? `${valid}&${more}` : valid)),
  );
}

const pathSegment = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom(
    '2147483648',
    '0',
    '-1',
    '1e3',
    '%00',
    '%F0%9F%8D%97',
    'WELCOME10',
    'accept',
    'refuse',
    'delay',
    'item',
    'option',
    '2026-06-10',
    '2026-02-30',
    'ready',
    'out-for-delivery',
    'handed-over',
    'cancel',
    '..',
    '%ED%A0%80',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
);

/** How each level of a deep body opens, and closes. */
const LEVELS: [string, string][] = [
  ['[', ']'],
  ['{"a":', '}'],
  ['{"items":[', ']}'],
  ['[{"note":"[{\\"","x":', '}]'],
];

/**
 * JSON nested a few levels or up to 300 KB deep (past the 32 levels the guard takes, and past its
 * 256 KiB), around any value, a NUL or a valid body: never a 5xx, and refused before it is walked.
 */
function deepBody(valid: Json | null) {
  return fc
    .record({
      depth: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 41, max: 150_000 })),
      level: fc.constantFrom(...LEVELS),
      leaf: fc.oneof(
        anyJson.map((value) => JSON.stringify(value) ?? 'null'),
        fc.constant('"\\u0000"'),
        fc.constant(JSON.stringify(valid)),
      ),
    })
    .map(({ depth, level: [open, close], leaf }) => {
      const levels = Math.min(depth, Math.floor(300_000 / (open.length + close.length)));
      return open.repeat(levels) + leaf + close.repeat(levels);
    });
}

/** The body's text: a spoiled valid body, any JSON, text that is not JSON, a large or deep one. */
function bodyText(valid: Json | null) {
  const json =
    valid === null ? anyJson : fc.oneof({ weight: 3, arbitrary: spoiling(valid) }, anyJson);
  return fc.oneof(
    { weight: 8, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc
        .tuple(json, fc.integer({ min: 1, max: 300_000 }), fc.constantFrom('e', 'é', '🍗'))
        .map(([value, size, ch]) =>
          JSON.stringify({ pad: ch.repeat(Math.ceil(size / ch.length)), value }),
        ),
    },
    { weight: 1, arbitrary: deepBody(valid) },
  );
}

// ---------------------------------------------------------------- the runs

/**
 * The app's own routes, each once (without its trailing slash), read from an app over no
 * database: createApp does no I/O, and the routes are known before any suite starts.
 */
const ROUTES = (() => {
  const app = createApp({} as Database, {
    mailLog: null,
    devMailbox: true,
    devClock: movableClock(),
  });
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
    const bare = path.replace(/(.)\/$/, '$1');
    seen.set(`${method} ${bare}`, { method, path: bare });
  }
  return [...seen.values()];
})();

it('fuzzes every route of the contract', () => {
  // A route renamed or dropped from the list would escape silently.
  expect(ROUTES.length).toBeGreaterThanOrEqual(25);
});

/**
 * Every table's rows, each table as its row count and the MD5 of its rows as text, in sorted
 * order: one statement, so a refusal that changed any column of any row is seen. A code's tries
 * are left out of `auth_codes` (a wrong code is refused and spends one, by design: ADR 18).
 */
const everyRow = sql`select ${sql.join(
  Object.values(schema).map((table) => {
    const name = getTableName(table);
    const row =
      table === authCodes
        ? sql`(t.id, t.user_id, t.purpose, t.code_hash, t.expires_at, t.created_at)::text`
        : sql`t::text`;
    return sql`(select count(*) || ' ' || md5(coalesce(string_agg(${row}, '|' order by ${row}), ''))
      from ${sql.identifier(name)} t) as ${sql.identifier(name)}`;
  }),
  sql`, `,
)}`;

describe.each(backends)('fuzz on $name', (backend) => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET });
  });
  afterAll(async () => {
    await stripe.close();
  });
  const suite = useSuite(backend, () => ({
    limits: unlimited,
    // Mounted for the fuzz; the suite's frozen clock stays the app's.
    devClock: movableClock(),
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));

  /** Valid bodies to spoil, per route: a real order, a real update, a real sign-up… */
  const valid = new Map<string, Json>();
  beforeAll(async () => {
    const order = (await payloadFor(suite, {
      lines: [
        { item_id: 30, quantity: 2, note: 'bien cuites' },
        { item_id: 25, quantity: 1, options: [{ group_id: 3, option_id: 302, quantity: 1 }] },
      ],
      payment: 'card',
    })) as unknown as Json;
    const total = (order as { total: number }).total;
    valid.set('POST /v2/public/checkout', order);
    valid.set('PUT /v2/public/checkout', { order_id: 1, status: 'pending' });
    valid.set('PUT /__dev/clock', { offset_ms: 0 });
    valid.set('POST /v2/public/checkout/stripe-payment-intent', { amount: total, order });
    const account = {
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '06 12 34 56 78',
      email: 'camille@example.fr',
      password: 'une soupe à l’oignon',
    };
    valid.set('POST /v2/public/auth/signup', account);
    valid.set('POST /v2/public/auth/login', { email: account.email, password: account.password });
    valid.set('POST /v2/public/auth/reset-password', {
      email: account.email,
      otp: '123456',
      password: account.password,
    });
    valid.set('PATCH /v2/public/auth/update-profile', { first_name: 'Zoé' });
    valid.set('DELETE /v2/public/auth/delete-profile', {
      token: 'a'.repeat(43),
      user_id: 1,
      password: account.password,
    });
    valid.set('POST /v2/recommendations', { cartItems: [30, 25], maxRecommendations: 3 });
    valid.set('POST /v2/staff/login', { email: STAFF_EMAIL, password: STAFF_PASSWORD });
    valid.set('POST /v2/staff/orders/:id/:move', {
      ready_in_minutes: 15,
      minutes: 10,
      reason: 'Article épuisé',
    });
    valid.set('POST /v2/staff/switches/pause', { minutes: 30 });
    valid.set('POST /v2/staff/switches/delay', { minutes: 10, for_minutes: 60 });
    valid.set('POST /v2/staff/switches/sold-out', { kind: 'item', id: 30 });
    valid.set('POST /v2/staff/switches/closures', {
      from: '2026-06-10',
      to: '2026-06-12',
      message: 'Fermé pour congés',
    });
    valid.set('PUT /v2/staff/switches/special-hours/:date', { times: [['11:00', '14:00']] });
    await setStaffPassword(suite.db, STAFF_EMAIL, STAFF_PASSWORD);
    valid.set(`POST ${WEBHOOK}`, {
      id: 'evt_fuzz',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          id: 'pi_fuzz',
          amount: 1000,
          currency: 'eur',
          status: 'succeeded',
          metadata: { local_id: (order as { local_id: string }).local_id },
        },
      },
    });
  });

  const staffSession = async () => {
    const res = await suite.app.request('/v2/staff/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
    });
    const { token } = (await res.json()) as { token: string };
    return `Bearer ${token}`;
  };

  const rows = async () => {
    // Both drivers answer `{ rows }` (the Database type leaves the result unknown).
    const result = (await suite.db.execute(everyRow)) as { rows: Record<string, string>[] };
    return result.rows[0];
  };

  const figures: string[] = [];
  afterAll(() => {
    console.info(`[fuzz ${backend.name}] requests and time per route\n${figures.join('\n')}`);
  });

  it('sees one column of one row change, and a code’s spent try not', async () => {
    const before = await rows();
    await suite.db
      .insert(outbox)
      .values({ to: 'a@example.fr', subject: 'Sujet', text: 'Texte', reference: 'fuzz-self-test' });
    const one = await rows();
    expect(one.outbox).not.toBe(before.outbox);
    await suite.db.update(outbox).set({ subject: 'Sujet!' }).where(eq(outbox.to, 'a@example.fr'));
    const changed = await rows();
    expect(changed.outbox).not.toBe(one.outbox);
    expect({ ...changed, outbox: one.outbox }).toEqual(one);
    await suite.db.delete(outbox).where(eq(outbox.to, 'a@example.fr'));
    expect(await rows()).toEqual(before);
    await suite.db.update(authCodes).set({ attempts: sql`${authCodes.attempts} + 1` });
    expect(await rows()).toEqual(before);
  });

  it.each(ROUTES)('$method $path: never a 5xx, and a refusal stores nothing', async (route) => {
    const started = performance.now();
    // A live staff session for this route's requests that ask for one.
    const staffBearer = route.path.startsWith('/v2/staff/') ? await staffSession() : '';
    const statuses = new Map<number, number>();
    const request = fc.record({
      segments: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
      slash: fc.boolean(),
      query: queryFor(route.path),
      body:
        route.method === 'GET'
          ? fc.constant(undefined)
          : bodyText(valid.get(`${route.method} ${route.path}`) ?? null),
      contentType,
      origin,
      authorization: fc.option(headerValue, { nil: undefined }),
      userId: fc.option(headerValue, { nil: undefined }),
      sign: fc.boolean(),
    });
    // fast-check's time limit ends the run without waiting for the request under way: it is
    // awaited before the next route counts the rows, or a late sign-up is counted against it.
    let underWay: Promise<unknown> = Promise.resolve();
    const property = fc.asyncProperty(request, (r) => {
      const run = (async () => {
        let at = 0;
        const path = route.path.replace(/:[^/]+/g, () => r.segments[at++]);
        const url = `${path}${r.slash ? '/' : ''}${r.query ? `?${r.query}` : ''}`;
        const headers: Record<string, string> = {};
        if (r.contentType !== undefined) headers['content-type'] = r.contentType;
        if (r.origin !== undefined) headers.origin = r.origin;
        if (r.authorization !== undefined) {
          headers.authorization = r.authorization === STAFF_SESSION ? staffBearer : r.authorization;
        }
        if (r.userId !== undefined) headers['x-user-id'] = r.userId;
        if (route.path === WEBHOOK && r.sign && r.body !== undefined) {
          headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({
            payload: r.body,
            secret: WEBHOOK_SECRET,
          });
        }
        await suite.afterAnswer.settled();
        const before = await rows();
        const res = await suite.app.request(url, { method: route.method, headers, body: r.body });
        const answer = await textOf(res);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${route.method} ${url.slice(0, 200)} → ${res.status} ${answer.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        if (res.status >= 400) expect(await rows(), what).toEqual(before);
      })();
      underWay = run.catch(() => {});
      return run;
    });
    try {
      await fc.assert(property, {
        numRuns: RUNS,
        seed: SEED,
        plugins: [fc.interruptAfterTimeLimit(TIME_MS)],
        endOnFailure: true,
      });
    } finally {
      await underWay;
    }
    const ms = Math.round(performance.now() - started);
    const runs = [...statuses.values()].reduce((a, b) => a + b, 0);
    const by = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    figures.push(`${route.method} ${route.path}: ${runs} requests in ${ms} ms (${by.join(' ')})`);
  });
});
