/**
 * How the account calls travel (docs/contract.md#accounts): the session only in the
 * `Authorization` and `X-User-Id` headers, never in an address a log, a history or a Referer
 * keeps (a `token` in the query string is refused), and no answer kept by any cache.
 */
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  bearer,
  diner,
  errorMessage,
  query,
  registered,
  request,
  type Reply,
  type Signed,
  useAuthSuite,
} from './auth-support';
import { backends, type Suite } from './support';

const IN_QUERY =
  'Le jeton de session se transmet dans l’en-tête Authorization, jamais dans l’adresse.';

const details = { first_name: 'Dominique', last_name: 'Martin', phone: '0798765432' };

/** The three calls that once took the session in the query, sent with it in headers. */
const sessionCalls = (suite: Suite, me: Signed, search = '') => ({
  profile: () => request(suite, `/profile${search}`, { headers: bearer(me) }),
  update: () =>
    request(suite, `/update-profile${search}`, {
      method: 'PATCH',
      headers: bearer(me),
      body: details,
    }),
  orders: () =>
    request(suite, `/orders${search ? `${search}&` : '?'}page=1&limit=5`, {
      headers: bearer(me),
    }),
});

describe.each(backends)('the account calls’ transport on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('takes the session of profile, update-profile and orders from the headers', async () => {
    const me = await registered(suite);
    const calls = sessionCalls(suite, me);
    expect(await calls.update()).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await calls.profile()).toMatchObject({
      status: 200,
      body: { user: { id: me.user_id, ...details } },
    });
    expect(await calls.orders()).toMatchObject({
      status: 200,
      body: { orders: [], page: 1, limit: 5 },
    });
  });

  it('refuses a token in the query string, even beside the right headers', async () => {
    const me = await registered(suite);
    const search = `?${query({ token: me.token, user_id: me.user_id })}`;
    for (const [name, call] of Object.entries(sessionCalls(suite, me, search))) {
      const reply = await call();
      expect([name, reply.status]).toEqual([name, 400]);
      expect(errorMessage(reply)).toBe(IN_QUERY);
    }
    // Nothing was changed by the refused update.
    const profile = await request(suite, '/profile', { headers: bearer(me) });
    expect(profile.body).toMatchObject({ user: { first_name: 'Camille' } });
  });

  it('marks every account answer no-store, refusals and errors included', async () => {
    const me = await registered(suite);
    const person = diner();
    const replies: [string, Reply][] = [
      ['signup', await request(suite, '/signup/', { body: person })],
      [
        'login',
        await request(suite, '/login/', { body: { email: me.email, password: me.password } }),
      ],
      [
        'login refused',
        await request(suite, '/login/', { body: { email: me.email, password: 'non' } }),
      ],
      ['send-otp', await request(suite, `/send-otp/?${query({ email: me.email })}`)],
      [
        'verify-otp refused',
        await request(suite, `/verify-otp/?${query({ email: me.email, otp: '000000' })}`),
      ],
      ['profile', await request(suite, '/profile', { headers: bearer(me) })],
      ['profile refused', await request(suite, '/profile')],
      ['bad JSON', await request(suite, '/login/', { body: '{' })],
      [
        'too large',
        await request(suite, '/signup/', { body: { ...person, first_name: 'x'.repeat(20_000) } }),
      ],
      [
        'foreign page',
        await request(suite, '/login/', { body: {}, headers: { origin: 'https://evil.example' } }),
      ],
      ['no such call', await request(suite, '/nowhere')],
    ];
    const statuses = new Set(replies.map(([, reply]) => reply.status));
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404, 413]);
    for (const [name, reply] of replies) {
      expect([name, reply.headers.get('cache-control')]).toEqual([name, 'no-store']);
    }
    // A HEAD of a GET too (what a prefetch may send).
    const head = await suite.app.request(`${AUTH}/profile`, { method: 'HEAD' });
    expect(head.headers.get('cache-control')).toBe('no-store');
  });
});
