/**
 * A login no stranger can lock (docs/adr/0037). Wrong passwords for one email from many addresses
 * used to refuse its owner everywhere; now each address is refused only for its own tries, and
 * past 30 tries from everywhere in a quarter of an hour the email is guarded: a password alone
 * opens nothing and its answer says nothing, a right one gets a code by mail, and the password
 * with that code signs in. Over the memory counters and, with TEST_REDIS_URL, Redis's.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@/lib/api/auth';
import { AUTH_LIMITS } from '@/server/services/auth/rules';
import { counterKey, type RateLimitStore } from '@/server/services/rate-limit';
import { createRedisRateLimitStore } from '@/server/services/rate-limit-redis';
import { attempts, TOO_MANY, useCountingSuite } from './auth-limits-support';
import { lastCode, mailsTo, registered, type Reply } from './auth-support';
import { backends } from './support';

const GUARDED = {
  status: 'error',
  data: {
    message:
      'Pour protéger ce compte après de nombreux essais de mot de passe, la connexion demande aussi un code. Si l’adresse et le mot de passe sont justes, nous venons de vous l’envoyer par e-mail.',
  },
};
const CODE_OR_PASSWORD = {
  status: 'error',
  data: {
    message:
      'E-mail, mot de passe ou code incorrect. Vérifiez votre mot de passe, ou demandez un nouveau code.',
  },
};

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false }) : null;
beforeAll(async () => {
  if (redis && redis.status !== 'ready') await new Promise((ready) => redis.once('ready', ready));
});
afterAll(() => redis?.disconnect());

/** The counters a test runs over: in memory on the API's clock, or in Redis (real time). */
const stores: { name: string; fresh?: (now: () => number) => RateLimitStore }[] = [
  { name: 'memory' },
  ...(redis
    ? [
        {
          name: 'redis',
          // A prefix per test: its counters start at nothing.
          fresh: (now: () => number) =>
            createRedisRateLimitStore(redis, { prefix: `comptoir-test:${randomUUID()}`, now }),
        },
      ]
    : []),
];

/** 110 wrong passwords from 11 addresses: the last 30 sent, the 80 before counted as they would be. */
async function strangersTry(
  limited: { store: RateLimitStore },
  login: ReturnType<typeof attempts>['login'],
  email: string,
) {
  await countLogins(limited.store, email, 80);
  const replies: Reply[] = [];
  for (let n = 8; n < 11; n++) {
    for (let i = 0; i < 10; i++)
      replies.push(await login(email, `essai ${n}.${i}`, `192.0.2.${n}`));
  }
  return replies;
}

/** `times` logins at `email` counted from everywhere, as that many requests would count them. */
async function countLogins(store: RateLimitStore, email: string, times: number) {
  const cap = AUTH_LIMITS.login.email;
  for (let i = 0; i < times; i++) await store.hit(counterKey(cap, email), cap.windowMs, cap.name);
}

const cases = backends.flatMap((backend) => stores.map((store) => ({ backend, store })));
const same = (reply: Reply) => ({ status: reply.status, body: reply.body });

describe.each(cases)('a login on $backend.name, counted in $store.name', ({ backend, store }) => {
  const { suite, limited } = useCountingSuite(backend, store.fresh);
  const { login } = attempts(suite);
  const strangers = (email: string) => strangersTry(limited, login, email);

  it('lets the owner in from a fresh address after strangers tried 110 passwords from 11', async () => {
    const me = await registered(suite);
    const tried = await strangers(me.email);
    // Each stranger's address had its ten tries, wrong or guarded: none was told anything more.
    expect(tried.every((reply) => [401, 403].includes(reply.status))).toBe(true);
    expect(same(tried.at(-1)!)).toEqual({ status: 403, body: GUARDED });
    // An eleventh try from any of them is refused, at that address only.
    const eleventh = await login(me.email, 'essai 11', '192.0.2.10');
    expect(eleventh).toMatchObject({ status: 429, body: { data: { message: TOO_MANY } } });
    // Its quarter of an hour opened with its first try (Redis counts in real time: a second ago).
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThanOrEqual(15 * 60 - 5);
    expect(Number(eleventh.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // The owner at home: the password is taken, a code goes to the mailbox, both sign in.
    const mailed = (await mailsTo(suite, me.email)).length;
    const first = await login(me.email, me.password, '198.51.100.7');
    expect(same(first)).toEqual({ status: 403, body: GUARDED });
    const mails = await mailsTo(suite, me.email);
    expect(mails).toHaveLength(mailed + 1);
    expect(mails[0].subject).toMatch(/^Votre code de connexion – /);
    expect(mails[0].text).toContain('changez-le avec « Mot de passe oublié »');
    const otp = await lastCode(suite, me.email);
    const signed = await login(me.email, me.password, '198.51.100.7', otp);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(sessionResponseSchema.parse(signed.body).user.email).toBe(me.email);
  });

  it('tells a stranger nothing while the email is guarded, and mails only for the right password', async () => {
    const me = await registered(suite);
    await strangers(me.email);
    const mailed = (await mailsTo(suite, me.email)).length;
    const wrong = await login(me.email, 'pas le bon', '203.0.113.1');
    const right = await login(me.email, me.password, '203.0.113.2');
    const nobody = await login('personne.ici@example.fr', 'pas le bon', '203.0.113.3');
    expect(same(wrong)).toEqual(same(right));
    expect(same(wrong)).toEqual({ status: 403, body: GUARDED });
    // The unknown email is unguarded: the usual refusal, as for a wrong password.
    expect(nobody.status).toBe(401);
    expect(await mailsTo(suite, me.email)).toHaveLength(mailed + 1);

    // The code needs the password with it; a guess with a wrong password is the same refusal.
    const otp = await lastCode(suite, me.email);
    const guess = await login(me.email, 'pas le bon', '203.0.113.4', otp);
    expect(same(guess)).toEqual({ status: 401, body: CODE_OR_PASSWORD });
    const wrongCode = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    expect(same(await login(me.email, me.password, '203.0.113.5', wrongCode))).toEqual({
      status: 401,
      body: CODE_OR_PASSWORD,
    });
  });
});

// On the API's clock: the memory counters.
describe.each(backends)('a guarded login’s time on $name', (backend) => {
  const { suite, limited } = useCountingSuite(backend);
  const { login } = attempts(suite);
  const strangers = (email: string) => strangersTry(limited, login, email);

  it('ends the guard with its quarter of an hour, and a code after 10 to 15 minutes', async () => {
    const me = await registered(suite);
    await strangers(me.email);
    expect((await login(me.email, me.password, '198.51.100.7')).status).toBe(403);
    const otp = await lastCode(suite, me.email);
    suite.now = limited.at(10);
    expect((await login(me.email, me.password, '198.51.100.8', otp)).status).toBe(200);
    // The window over, the password alone signs in again.
    suite.now = limited.at(15);
    expect((await login(me.email, me.password, '198.51.100.9')).status).toBe(200);
    // Guarded again: the code of a quarter of an hour ago is refused (drawn for 10:00–10:05, it
    // was taken until 10:15).
    const cap = AUTH_LIMITS.login.email;
    for (let i = 0; i < 30; i++)
      await limited.store.hit(counterKey(cap, me.email), cap.windowMs, cap.name);
    expect(same(await login(me.email, me.password, '198.51.100.10', otp))).toEqual({
      status: 401,
      body: CODE_OR_PASSWORD,
    });
  });

  it('limits the codes tried with the right password: whoever holds it cannot guess one either', async () => {
    const me = await registered(suite);
    await strangers(me.email);
    expect((await login(me.email, me.password, '198.51.100.7')).status).toBe(403);
    const otp = await lastCode(suite, me.email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 10; i++) {
      expect((await login(me.email, me.password, `203.0.113.${i}`, wrong)).status).toBe(401);
    }
    // The eleventh code in the hour is refused, the right one too; a wrong password spends none.
    expect((await login(me.email, 'pas le bon', '203.0.113.50', wrong)).status).toBe(401);
    const refused = await login(me.email, me.password, '203.0.113.51', otp);
    expect(refused).toMatchObject({ status: 429, body: { data: { message: TOO_MANY } } });
    expect(refused.headers.get('retry-after')).toBe(String(3600));
  });
});
