/**
 * Abuse (docs/contract.md#accounts): the calls that start from an email are limited per client
 * address and per email (429, Retry-After, French); NUL and control characters are a 400 in every
 * field and query parameter, never a 500; SQL and script text is stored and given back as typed.
 */
import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/api/auth';
import { createMemoryRateLimitStore } from '@/server/services/rate-limit';
import {
  bearer,
  diner,
  errorMessage,
  login,
  query,
  registered,
  request,
  sessionQuery,
  useAuthSuite,
  type Reply,
} from './auth-support';
import { backends, useSuite, type Suite } from './support';

const TOO_MANY = 'Trop de tentatives. Pour votre sécurité, veuillez patienter avant de réessayer.';
const NUL = 'a\u0000b';

function tooMany(reply: Reply, retryAfter: number) {
  expect(reply.status).toBe(429);
  expect(reply.headers.get('retry-after')).toBe(String(retryAfter));
  expect(errorMessage(reply)).toBe(TOO_MANY);
}

describe.each(backends)('abuse limits on $name', (backend) => {
  const suite: Suite = useSuite(backend, () => ({
    mailLog: null,
    limits: createMemoryRateLimitStore(() => suite.now.getTime()),
  }));
  const from = (address: string) => ({ 'x-forwarded-for': `${address}, 10.0.0.1` });

  it('allows 10 logins per email in 15 minutes, then answers 429 until the window ends', async () => {
    const start = suite.now;
    try {
      const me = await registered(suite);
      for (let i = 0; i < 10; i++) {
        const wrong = await request(suite, '/login/', {
          body: { email: me.email, password: `essai ${i}` },
          headers: from(`192.0.2.${i}`),
        });
        expect(wrong.status).toBe(401);
      }
      // Another address, the same email (in capitals): still the eleventh try for this email.
      const eleventh = await request(suite, '/login/', {
        body: { email: me.email.toUpperCase(), password: me.password },
        headers: from('198.51.100.7'),
      });
      tooMany(eleventh, 15 * 60);
      suite.now = new Date(start.getTime() + 14 * 60_000);
      tooMany(await login(suite, me.email, me.password), 60);
      suite.now = new Date(start.getTime() + 15 * 60_000);
      expect((await login(suite, me.email, me.password)).status).toBe(200);
    } finally {
      suite.now = start;
    }
  });

  it('allows 5 codes an hour per email, known or not, and 20 per address', async () => {
    const send = (email: string, address: string) =>
      request(suite, `/send-otp/?${query({ email })}`, { headers: from(address) });
    for (const email of ['limite.connue@example.fr', 'limite.inconnue@example.fr']) {
      for (let i = 0; i < 5; i++) expect((await send(email, `203.0.113.${i}`)).status).toBe(200);
      tooMany(await send(email, '203.0.113.99'), 3600);
    }
    for (let i = 0; i < 20; i++) {
      expect((await send(`adresse.${i}@example.fr`, '192.0.2.200')).status).toBe(200);
    }
    tooMany(await send('adresse.21@example.fr', '192.0.2.200'), 3600);
  });
});

describe.each(backends)('hostile input on $name', (backend) => {
  const suite = useAuthSuite(backend);

  async function refused(reply: Promise<Reply>) {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body).toMatchObject({ status: 'error' });
  }

  it('refuses NUL in every field of every body with a 400', async () => {
    const me = await registered(suite);
    const person = diner();
    for (const field of Object.keys(person) as (keyof typeof person)[]) {
      await refused(request(suite, '/signup/', { body: { ...person, [field]: NUL } }));
    }
    await refused(request(suite, '/login/', { body: { email: NUL, password: 'x' } }));
    await refused(request(suite, '/login/', { body: { email: me.email, password: NUL } }));
    const resetBody = { email: me.email, otp: '123456', password: 'nouveau mot de passe' };
    for (const field of Object.keys(resetBody)) {
      await refused(request(suite, '/reset-password/', { body: { ...resetBody, [field]: NUL } }));
    }
    const profile = { first_name: 'A', last_name: 'B', phone: '0612345678', address: 'C' };
    for (const field of Object.keys(profile)) {
      await refused(
        request(suite, `/update-profile?${sessionQuery(me)}`, {
          method: 'PATCH',
          body: { ...profile, [field]: NUL },
        }),
      );
    }
    for (const field of ['token', 'user_id']) {
      await refused(
        request(suite, '/delete-profile/', {
          method: 'DELETE',
          headers: bearer(me),
          body: { token: me.token, user_id: me.user_id, password: me.password, [field]: NUL },
        }),
      );
    }
    expect((await request(suite, `/profile?${sessionQuery(me)}`)).status).toBe(200);
  });

  it('refuses NUL in every query parameter with a 400', async () => {
    const me = await registered(suite);
    const session = { token: me.token, user_id: me.user_id };
    const cases: [string, Record<string, string | number>][] = [
      ['/verify-otp/', { otp: '123456', email: me.email }],
      ['/send-otp/', { email: me.email }],
      ['/profile', session],
      ['/orders', { ...session, page: 1, limit: 20 }],
    ];
    for (const [path, values] of cases) {
      for (const name of Object.keys(values)) {
        await refused(request(suite, `${path}?${query({ ...values, [name]: NUL })}`));
      }
    }
    await refused(
      request(suite, `/update-profile?${query({ ...session, token: NUL })}`, {
        method: 'PATCH',
        body: { first_name: 'A', last_name: 'B', phone: '0612345678' },
      }),
    );
  });

  it('stores SQL and script text as typed and gives it back inert', async () => {
    const hostile = {
      first_name: "Robert'); DROP TABLE users;--",
      last_name: '<script>alert("nom")</script>',
      email: `o'reilly--${Date.now()}@example.fr`,
      phone: '06 12 34 56 78',
      password: "' OR '1'='1' -- <script>",
    };
    const me = await registered(suite, hostile);
    const address = `1 rue du Test' OR 1=1; -- <img src=x onerror=alert(1)>`;
    const saved = await request(suite, `/update-profile?${sessionQuery(me)}`, {
      method: 'PATCH',
      body: {
        first_name: hostile.first_name,
        last_name: hostile.last_name,
        phone: '0612345678',
        address,
      },
    });
    expect(saved.status).toBe(200);
    const { user } = profileResponseSchema.parse(
      (await request(suite, `/profile?${sessionQuery(me)}`)).body,
    );
    expect(user).toEqual({
      id: me.user_id,
      email: hostile.email,
      first_name: hostile.first_name,
      last_name: hostile.last_name,
      phone: '0612345678',
      address,
    });
    expect((await login(suite, hostile.email, hostile.password)).status).toBe(200);
  });
});
