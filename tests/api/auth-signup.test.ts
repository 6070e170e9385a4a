/**
 * Sign-up, confirmation and login (docs/contract.md#accounts): the code is mailed in French, the
 * account opens with it, and no answer tells whether an address already has an account.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionResponseSchema } from '@/lib/api/auth';
import { users } from '@/server/db/schema';
import {
  diner,
  lastCode,
  login,
  mailsTo,
  profileOf,
  registered,
  request,
  SESSION_REFUSED,
  useAuthSuite,
  verify,
} from './auth-support';
import { backends } from './support';

const LOGIN_REFUSED = {
  status: 'error',
  data: {
    message:
      'E-mail ou mot de passe incorrect. Si vous venez de créer votre compte, confirmez d’abord votre adresse avec le code reçu par e-mail.',
  },
};

describe.each(backends)('sign-up and login on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('mails a six-digit code in French, and the code opens the account', async () => {
    const person = diner();
    const signup = await request(suite, '/signup/', { body: person });
    expect(signup.status).toBe(200);
    const answered = sessionResponseSchema.parse(signup.body);
    expect(answered.user).toEqual({
      id: answered.user.id,
      email: person.email,
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '06 12 34 56 78',
      address: '',
    });

    const [mail] = await mailsTo(suite, person.email);
    expect(mail.subject).toMatch(/^Votre code de confirmation – /);
    expect(mail.text).toMatch(/^Bonjour Camille,/);
    expect(mail.text).toContain('Il est valable 10 minutes et ne sert qu’une fois.');
    const code = await lastCode(suite, person.email);
    expect(code).toMatch(/^\d{6}$/);

    // Before the code, the sign-up's token opens nothing and the password does not log in.
    expect(
      (await profileOf(suite, { token: answered.token, user_id: answered.user.id })).body,
    ).toEqual(SESSION_REFUSED);
    expect((await login(suite, person.email, person.password)).body).toEqual(LOGIN_REFUSED);

    const verified = await verify(suite, person.email, code);
    expect(verified.status).toBe(200);
    const session = sessionResponseSchema.parse(verified.body);
    expect(session.user).toEqual(answered.user);
    const profile = await profileOf(suite, { token: session.token, user_id: session.user.id });
    expect(profile).toMatchObject({
      status: 200,
      body: { status: 'success', user: answered.user },
    });
    const [row] = await suite.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row.verifiedAt).toEqual(suite.now);
    // Stored as a scrypt hash with its parameters, never as typed.
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('logs in whatever the case of the email, and refuses a wrong password and an unknown email alike', async () => {
    const me = await registered(suite);
    const good = await login(suite, me.email.toUpperCase(), me.password);
    expect(good.status).toBe(200);
    expect(sessionResponseSchema.parse(good.body).user.id).toBe(me.user_id);

    const wrong = await login(suite, me.email, 'pas le bon mot de passe');
    const unknown = await login(suite, 'personne.ici@example.fr', me.password);
    expect(wrong).toMatchObject({ status: 401, body: LOGIN_REFUSED });
    expect(unknown).toMatchObject({ status: 401, body: LOGIN_REFUSED });
  });

  it('refuses a body past 16 KB with a 413 in French, before reading it', async () => {
    const person = diner({ first_name: 'x'.repeat(20 * 1024) });
    const reply = await request(suite, '/signup/', { body: person });
    expect(reply).toMatchObject({
      status: 413,
      body: { status: 'error', data: { message: 'Le corps de la requête est trop volumineux.' } },
    });
  });

  it('answers a sign-up of a taken address like a new one, and warns its owner instead', async () => {
    const owner = await registered(suite);
    const before = await mailsTo(suite, owner.email);

    const again = await request(suite, '/signup/', {
      body: diner({ email: owner.email.toUpperCase(), password: 'le mot de passe de l’intrus' }),
    });
    const fresh = await request(suite, '/signup/', { body: diner() });
    expect(again.status).toBe(fresh.status);
    const taken = sessionResponseSchema.parse(again.body);
    const made = sessionResponseSchema.parse(fresh.body);
    expect(Object.keys(taken).sort()).toEqual(Object.keys(made).sort());
    expect(taken.user.id).not.toBe(owner.user_id);
    expect(taken.user.email).toBe(owner.email.toUpperCase());

    // Nothing changed: the owner's password still logs in, the intruder's does not.
    expect((await login(suite, owner.email, owner.password)).status).toBe(200);
    expect((await login(suite, owner.email, 'le mot de passe de l’intrus')).status).toBe(401);
    expect(await profileOf(suite, { token: taken.token, user_id: taken.user.id })).toMatchObject({
      status: 401,
    });
    const after = await mailsTo(suite, owner.email);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0].subject).toMatch(/^Votre compte existe déjà – /);
    expect(after[0].text).not.toMatch(/\d{6}/);
  });

  it('lets a new sign-up replace an account whose address was never confirmed', async () => {
    const first = diner({ password: 'premier mot de passe' });
    await request(suite, '/signup/', { body: first });
    const firstCode = await lastCode(suite, first.email);
    const second = { ...first, first_name: 'Dominique', password: 'second mot de passe' };
    await request(suite, '/signup/', { body: second });

    expect((await verify(suite, first.email, firstCode)).status).toBe(400);
    const verified = await verify(suite, first.email, await lastCode(suite, first.email));
    expect(sessionResponseSchema.parse(verified.body).user.first_name).toBe('Dominique');
    // Confirmed by a code alone: neither sign-up's password was proved by the mailbox.
    expect((await login(suite, first.email, 'premier mot de passe')).status).toBe(401);
    expect((await login(suite, first.email, 'second mot de passe')).status).toBe(401);
  });
});
