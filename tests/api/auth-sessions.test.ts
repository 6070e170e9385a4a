/**
 * Sessions (docs/adr/0018): a token opens its own user's account only; logout, a password change
 * (the other sessions) and 30 days end it; every refusal is the same 401, which never says
 * whether another user id exists.
 */
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@/lib/api/auth';
import {
  bearer,
  login,
  profileOf,
  registered,
  request,
  SESSION_REFUSED,
  useAuthSuite,
  type Signed,
} from './auth-support';
import { backends, type Suite } from './support';

const details = {
  first_name: 'Dominique',
  last_name: 'Martin',
  phone: '07 98 76 54 32',
  address: '12 rue de Strasbourg, 38000 Grenoble',
};

const update = (suite: Suite, s: Pick<Signed, 'token' | 'user_id'>, body: unknown) =>
  request(suite, '/update-profile', { method: 'PATCH', headers: bearer(s), body });
const ordersOf = (suite: Suite, s: Pick<Signed, 'token' | 'user_id'>) =>
  request(suite, '/orders', { headers: bearer(s) });
const remove = (suite: Suite, s: Pick<Signed, 'token' | 'user_id'>, password: string) =>
  request(suite, '/delete-profile/', {
    method: 'DELETE',
    headers: bearer(s),
    body: { token: s.token, user_id: s.user_id, password },
  });
const logout = (suite: Suite, s: Pick<Signed, 'token' | 'user_id'>) =>
  request(suite, '/logout/', { method: 'POST', headers: bearer(s) });

describe.each(backends)('sessions on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('shows and changes the own profile; the email stays', async () => {
    const me = await registered(suite);
    const saved = await update(suite, me, { ...details, id: 999, email: 'autre@example.fr' });
    expect(saved).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await profileOf(suite, me)).body).toEqual({
      status: 'success',
      user: { id: me.user_id, email: me.email, ...details },
    });
  });

  it('answers a token with another user id exactly like a bad token, existing user or not', async () => {
    const alice = await registered(suite);
    const bob = await registered(suite);
    const aliceAsBob = { token: alice.token, user_id: bob.user_id };
    const aliceAsNobody = { token: alice.token, user_id: 2_000_000_000 };
    const forged = { token: 'A'.repeat(43), user_id: bob.user_id };
    for (const who of [aliceAsBob, aliceAsNobody, forged]) {
      expect(await profileOf(suite, who)).toMatchObject({ status: 401, body: SESSION_REFUSED });
      expect(await ordersOf(suite, who)).toMatchObject({ status: 401, body: SESSION_REFUSED });
      expect(await update(suite, who, details)).toMatchObject({
        status: 401,
        body: SESSION_REFUSED,
      });
      expect(await remove(suite, who, bob.password)).toMatchObject({
        status: 401,
        body: SESSION_REFUSED,
      });
      expect(await logout(suite, who)).toMatchObject({ status: 401, body: SESSION_REFUSED });
    }
    // Bob is untouched and Alice still signed in.
    expect((await profileOf(suite, bob)).body).toMatchObject({ user: { first_name: 'Camille' } });
    expect((await profileOf(suite, alice)).status).toBe(200);
  });

  it('refuses a deletion whose bearer header is not the body’s token', async () => {
    const me = await registered(suite);
    const other = sessionResponseSchema.parse((await login(suite, me.email, me.password)).body);
    const res = await request(suite, '/delete-profile/', {
      method: 'DELETE',
      headers: bearer({ token: other.token, user_id: me.user_id }),
      body: { token: me.token, user_id: me.user_id, password: me.password },
    });
    expect(res).toMatchObject({ status: 401, body: SESSION_REFUSED });
    expect((await profileOf(suite, me)).status).toBe(200);
  });

  it('ends the session at logout, and only that one', async () => {
    const me = await registered(suite);
    const phone = sessionResponseSchema.parse((await login(suite, me.email, me.password)).body);
    expect(await logout(suite, me)).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await profileOf(suite, me)).toMatchObject({ status: 401, body: SESSION_REFUSED });
    expect((await profileOf(suite, { token: phone.token, user_id: me.user_id })).status).toBe(200);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const me = await registered(suite);
    const phone = sessionResponseSchema.parse((await login(suite, me.email, me.password)).body);
    const wrong = await update(suite, me, {
      ...details,
      current_password: 'pas le bon',
      password: 'un tout nouveau mot',
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { status: 'error', data: { message: 'Mot de passe incorrect.' } },
    });
    expect((await profileOf(suite, { token: phone.token, user_id: me.user_id })).status).toBe(200);

    const changed = await update(suite, me, {
      ...details,
      current_password: me.password,
      password: 'un tout nouveau mot',
    });
    expect(changed.status).toBe(200);
    expect((await profileOf(suite, me)).status).toBe(200);
    expect(await profileOf(suite, { token: phone.token, user_id: me.user_id })).toMatchObject({
      status: 401,
      body: SESSION_REFUSED,
    });
    expect((await login(suite, me.email, me.password)).status).toBe(401);
    expect((await login(suite, me.email, 'un tout nouveau mot')).status).toBe(200);
  });

  it('ends a session 30 days after the login', async () => {
    const start = suite.now;
    try {
      const me = await registered(suite);
      suite.now = new Date(start.getTime() + 30 * 24 * 3_600_000 - 1_000);
      expect((await profileOf(suite, me)).status).toBe(200);
      suite.now = new Date(start.getTime() + 30 * 24 * 3_600_000);
      expect(await profileOf(suite, me)).toMatchObject({ status: 401, body: SESSION_REFUSED });
    } finally {
      suite.now = start;
    }
  });

  it('refuses a deletion with the wrong password and keeps the account', async () => {
    const me = await registered(suite);
    expect(await remove(suite, me, 'pas le bon')).toMatchObject({
      status: 403,
      body: { data: { message: 'Mot de passe incorrect.' } },
    });
    expect((await profileOf(suite, me)).status).toBe(200);
  });
});
