/**
 * Staff sign-in (docs/contract.md#staff-extension, docs/adr/0042): one answer for an unknown
 * email and a wrong password, limits per address and per email at an address, and without a live
 * session (none, malformed, revoked, logged out) the API's own 404, never cached.
 */
import { describe, expect, it } from 'vitest';
import { revokeStaff } from '@/server/services/staff/accounts';
import { backends, useSuite } from './support';
import { NOT_FOUND, signedInStaff, staffCall } from './staff-support';

const WRONG = { status: 'error', data: { message: 'E-mail ou mot de passe incorrect.' } };

describe.each(backends)('staff sign-in on $name', (backend) => {
  const suite = useSuite(backend);

  it('opens a session for the right password, in a token and never cached', async () => {
    const token = await signedInStaff(suite);
    expect(token).toMatch(/^[\w-]{43}$/);
    const reply = await staffCall(suite, '/orders', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await signedInStaff(suite, 'chef@exemple.fr', 'le bon mot de passe');
    const wrong = await staffCall(suite, '/login', {
      body: { email: 'chef@exemple.fr', password: 'un mauvais mot de passe' },
      address: '192.0.2.20',
    });
    const unknown = await staffCall(suite, '/login', {
      body: { email: 'personne@exemple.fr', password: 'un mauvais mot de passe' },
      address: '192.0.2.20',
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(WRONG);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses a malformed request in French', async () => {
    const reply = await staffCall(suite, '/login', {
      body: { email: 'pas une adresse', password: 'x' },
      address: '192.0.2.21',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      data: { message: expect.stringMatching(/^Requête invalide/) },
    });
  });

  it('limits one email at one address to 10 tries in 15 minutes, others still try', async () => {
    const body = { email: 'chef@exemple.fr', password: 'un mauvais mot de passe' };
    for (let i = 0; i < 10; i += 1) {
      expect((await staffCall(suite, '/login', { body, address: '192.0.2.30' })).status).toBe(401);
    }
    const over = await staffCall(suite, '/login', { body, address: '192.0.2.30' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await staffCall(suite, '/login', { body, address: '192.0.2.31' })).status).toBe(401);
  });

  it('limits one address to 30 sign-ins in 15 minutes, whatever they hold', async () => {
    for (let i = 0; i < 30; i += 1) {
      const reply = await staffCall(suite, '/login', { body: { email: i }, address: '192.0.2.40' });
      expect(reply.status).toBe(400);
    }
    const over = await staffCall(suite, '/login', {
      body: { email: 'chef@exemple.fr', password: 'le bon mot de passe' },
      address: '192.0.2.40',
    });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      data: { message: expect.stringMatching(/^Trop de tentatives/) },
    });
  });

  it('answers the API’s 404 without a live session, as for a path that does not exist', async () => {
    const nowhere = await suite.app.request('/v2/nulle-part');
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual(NOT_FOUND);
    const token = await signedInStaff(suite, 'revoque@exemple.fr', 'un mot de passe révoqué');
    expect(await revokeStaff(suite.db, 'revoque@exemple.fr')).toBe(1);
    const loggedOut = await signedInStaff(suite, 'sorti@exemple.fr', 'un mot de passe sorti');
    const bye = await staffCall(suite, '/logout', { token: loggedOut, body: {} });
    expect(bye).toMatchObject({ status: 200, body: { message: 'Vous êtes déconnecté.' } });
    for (const t of [undefined, 'pas-un-jeton!', 'a'.repeat(43), token, loggedOut]) {
      for (const [path, body] of [
        ['/orders', undefined],
        ['/orders/1/accept', { ready_in_minutes: 10 }],
        ['/logout', {}],
      ] as const) {
        const reply = await staffCall(suite, path, { token: t, body });
        expect(reply.status, `${path} ${t}`).toBe(404);
        expect(reply.body).toEqual(NOT_FOUND);
      }
    }
  });
});
