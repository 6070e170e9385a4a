/**
 * Abuse (docs/contract.md#accounts): the calls that start from an email are limited per address
 * (IPv6 by its /64), per email at an address and per email (429, Retry-After, French), so a
 * stranger's address is refused for its own tries, and a flood of addresses makes the limiter
 * forget no count. Login's per-email count guards rather than refuses: auth-guard.test.ts.
 * NUL is a 422 in every field and query parameter, never a 500; SQL and script come back as typed.
 */
import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/api/auth';
import { createMemoryRateLimitStore } from '@/server/services/rate-limit';
import { attempts, from, tooMany, useCountingSuite } from './auth-limits-support';
import {
  bearer,
  diner,
  lastCode,
  login,
  query,
  registered,
  request,
  useAuthSuite,
  type Reply,
} from './auth-support';
import { backends } from './support';

const NUL = 'a\u0000b';

describe.each(backends)('abuse limits on $name', (backend) => {
  const { suite, limited } = useCountingSuite(backend);
  const { at } = limited;
  const counters = (maxKeys?: number) =>
    (limited.store = createMemoryRateLimitStore({ now: () => suite.now.getTime(), maxKeys }));
  const tries = attempts(suite);
  const wrongLogin = (email: string, address: string, i = 0) =>
    tries.login(email, `essai ${i}`, address);
  const { send, reset } = tries;

  it('refuses an 11th login at one email from one address for 15 minutes, never the owner from theirs', async () => {
    const me = await registered(suite);
    for (let i = 0; i < 10; i++)
      expect((await wrongLogin(me.email, '192.0.2.66', i)).status).toBe(401);
    // The same email in capitals, the same address: the eleventh try.
    tooMany(await wrongLogin(me.email.toUpperCase(), '192.0.2.66'), 15 * 60);
    const mine = (address: string) =>
      request(suite, '/login/', {
        body: { email: me.email, password: me.password },
        ...from(address),
      });
    expect((await mine('198.51.100.7')).status).toBe(200);
    suite.now = at(14);
    tooMany(await wrongLogin(me.email, '192.0.2.66'), 60);
    expect((await mine('198.51.100.7')).status).toBe(200);
    suite.now = at(15);
    expect((await wrongLogin(me.email, '192.0.2.66')).status).toBe(401);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', async () => {
    // 20 codes an hour per address: the 21st from anywhere in the same /64 is refused.
    for (let i = 1; i <= 20; i++) {
      expect((await send(`six.${i}@example.fr`, `2001:db8:1:2::${i.toString(16)}`)).status).toBe(
        200,
      );
    }
    tooMany(await send('six.21@example.fr', '2001:db8:1:2:ffff:ffff:ffff:ffff'), 3600);
    expect((await send('six.22@example.fr', '2001:db8:1:3::1')).status).toBe(200);
    for (let i = 1; i <= 10; i++) {
      expect((await send(`quatre.${i}@example.fr`, '192.0.2.44')).status).toBe(200);
      expect((await send(`quatre.m${i}@example.fr`, '::ffff:192.0.2.44')).status).toBe(200);
    }
    tooMany(await send('quatre.21@example.fr', '::FFFF:192.0.2.44'), 3600);
  });

  it('allows 5 codes an hour per email and address, 20 per email, known or not, and 20 per address', async () => {
    const me = await registered(suite);
    for (const email of [me.email, 'limite.inconnue@example.fr']) {
      for (let n = 0; n < 4; n++) {
        for (let i = 0; i < 5; i++) expect((await send(email, `198.51.100.${n}`)).status).toBe(200);
        tooMany(await send(email, `198.51.100.${n}`), 3600);
      }
      // Four addresses have asked 20 codes: the email's cap, from any address.
      suite.now = at(30);
      tooMany(await send(email, '198.51.100.99'), 30 * 60);
      suite.now = at(0);
    }
    for (let i = 0; i < 20; i++) {
      expect((await send(`adresse.${i}@example.fr`, '192.0.2.200')).status).toBe(200);
    }
    tooMany(await send('adresse.21@example.fr', '192.0.2.200'), 3600);
  });

  it('lets the owner reset their password while a stranger is refused for trying it', async () => {
    const me = await registered(suite);
    // A stranger asks 6 codes and tries 11 wrong ones: refused from their address only.
    for (let i = 0; i < 5; i++) expect((await send(me.email, '192.0.2.66')).status).toBe(200);
    tooMany(await send(me.email, '192.0.2.66'), 3600);
    for (let i = 0; i < 10; i++) {
      expect((await reset(me.email, String(100000 + i), '192.0.2.66')).status).toBe(400);
    }
    tooMany(await reset(me.email, '999999', '192.0.2.66'), 15 * 60);
    // The owner, at home: a code, and the password changed with it.
    expect((await send(me.email, '198.51.100.7')).status).toBe(200);
    const otp = await lastCode(suite, me.email);
    expect((await reset(me.email, otp, '198.51.100.7')).status).toBe(200);
    expect((await login(suite, me.email, 'un nouveau mot de passe')).status).toBe(200);
  });

  it('keeps counting an email under attack however many addresses flood the limiter', async () => {
    // Counters that hold only 30 keys per rule: a flood of 40 addresses fills the address rule.
    counters(30);
    const victim = 'victime@example.fr';
    for (let n = 0; n < 4; n++) {
      for (let i = 0; i < 5; i++) expect((await send(victim, `198.51.100.${n}`)).status).toBe(200);
    }
    tooMany(await send(victim, '198.51.100.50'), 3600);
    suite.now = at(10);
    const flood: number[] = [];
    for (let i = 0; i < 40; i++) {
      flood.push((await send(`flot.${i}@example.fr`, `2001:db8:${i}::1`)).status);
    }
    // The address rule held the victim's five addresses and took 25 of the flood's; the other
    // 15 are refused, and nothing already counted is forgotten: the victim's email is still at
    // its cap (from an address the rule knows, with room under its own limit) for 50 minutes.
    expect(flood.filter((status) => status === 200)).toHaveLength(25);
    expect(flood.filter((status) => status === 429)).toHaveLength(15);
    tooMany(await send(victim, '198.51.100.50'), 50 * 60);
  });
});

describe.each(backends)('hostile input on $name', (backend) => {
  const suite = useAuthSuite(backend);

  async function refused(reply: Promise<Reply>) {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body).toMatchObject({ status: 'error' });
  }

  it('refuses NUL in every field of every body with a 422', async () => {
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
        request(suite, '/update-profile', {
          method: 'PATCH',
          headers: bearer(me),
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
    expect((await request(suite, '/profile', { headers: bearer(me) })).status).toBe(200);
  });

  it('refuses NUL in every query parameter with a 422', async () => {
    const me = await registered(suite);
    const cases: [string, Record<string, string | number>][] = [
      ['/verify-otp/', { otp: '123456', email: me.email }],
      ['/send-otp/', { email: me.email }],
      ['/orders', { page: 1, limit: 20 }],
    ];
    for (const [path, values] of cases) {
      for (const name of Object.keys(values)) {
        await refused(
          request(suite, `${path}?${query({ ...values, [name]: NUL })}`, { headers: bearer(me) }),
        );
      }
    }
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
    const saved = await request(suite, '/update-profile', {
      method: 'PATCH',
      headers: bearer(me),
      body: {
        first_name: hostile.first_name,
        last_name: hostile.last_name,
        phone: '0612345678',
        address,
      },
    });
    expect(saved.status).toBe(200);
    const { user } = profileResponseSchema.parse(
      (await request(suite, '/profile', { headers: bearer(me) })).body,
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
