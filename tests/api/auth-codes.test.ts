/**
 * One-time codes (docs/adr/0018): 10 minutes, 5 tries, one live code per account, dead once
 * used; send-otp and reset-password answer alike whether the address has an account or not.
 */
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@/lib/api/auth';
import {
  AUTH,
  diner,
  lastCode,
  login,
  mailsTo,
  profileOf,
  query,
  registered,
  request,
  SESSION_REFUSED,
  useAuthSuite,
  verify,
} from './auth-support';
import { backends, type Suite } from './support';

const CODE_REFUSED = {
  status: 'error',
  data: { message: 'Code incorrect ou expiré. Demandez un nouveau code si besoin.' },
};
const SENT = {
  status: 'success',
  message: 'Si un compte existe pour cette adresse, un code vient d’y être envoyé.',
};

/** Six digits that are not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const sendOtp = (suite: Suite, email: string) => request(suite, `/send-otp/?${query({ email })}`);
const reset = (suite: Suite, email: string, otp: string, password: string) =>
  request(suite, '/reset-password/', { body: { email, otp, password } });

async function signedUp(suite: Suite) {
  const person = diner();
  await request(suite, '/signup/', { body: person });
  return { person, code: await lastCode(suite, person.email) };
}

const FOREIGN = {
  status: 'error',
  data: { message: 'Requête refusée : elle ne vient pas du site du restaurant.' },
};

/** What a browser sends with a GET that a page of `site` made (an `<img>`, a link: no Origin). */
const madeBy = (site: 'cross-site' | 'same-site' | 'same-origin') => ({
  headers: { 'sec-fetch-site': site },
});

describe.each(backends)('one-time codes on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('mails no code for a page on another site, and spends none of its tries', async () => {
    const me = await registered(suite);
    const mailed = async () => (await mailsTo(suite, me.email)).length;
    const before = await mailed();
    const path = `/send-otp/?${query({ email: me.email })}`;
    for (const site of ['cross-site', 'same-site'] as const) {
      expect([site, await request(suite, path, madeBy(site))]).toMatchObject([
        site,
        { status: 403, body: FOREIGN },
      ]);
    }
    const evil = await request(suite, path, { headers: { origin: 'https://evil.example' } });
    expect(evil).toMatchObject({ status: 403, body: FOREIGN });
    // A HEAD runs the GET's route (a no-cors fetch elsewhere may send one).
    const head = await suite.app.request(`${AUTH}${path}`, {
      method: 'HEAD',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(head.status).toBe(403);
    expect(await mailed()).toBe(before);

    // The storefront's page (through its /v2 proxy) and a server (no header) still get codes.
    expect(await request(suite, path, madeBy('same-origin'))).toMatchObject({ status: 200 });
    expect(await mailed()).toBe(before + 1);
    expect(await sendOtp(suite, me.email)).toMatchObject({ status: 200, body: SENT });
    const code = await lastCode(suite, me.email);

    // The right code from elsewhere opens nothing; five wrong ones from elsewhere spend nothing.
    const verifyPath = (otp: string) => `/verify-otp/?${query({ otp, email: me.email })}`;
    expect(await request(suite, verifyPath(code), madeBy('cross-site'))).toMatchObject({
      status: 403,
      body: FOREIGN,
    });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await request(suite, verifyPath(otherThan(code)), madeBy('cross-site'));
      expect(wrong.status).toBe(403);
    }
    expect(await request(suite, verifyPath(code), madeBy('same-origin'))).toMatchObject({
      status: 200,
    });
  });

  it('refuses a code after its 10 minutes, and takes it within them', async () => {
    const start = suite.now;
    try {
      const late = await signedUp(suite);
      suite.now = new Date(start.getTime() + 10 * 60_000);
      expect(await verify(suite, late.person.email, late.code)).toMatchObject({
        status: 400,
        body: CODE_REFUSED,
      });
      const inTime = await signedUp(suite);
      suite.now = new Date(suite.now.getTime() + 10 * 60_000 - 1_000);
      expect((await verify(suite, inTime.person.email, inTime.code)).status).toBe(200);
    } finally {
      suite.now = start;
    }
  });

  it('refuses the sixth try even with the right code', async () => {
    const { person, code } = await signedUp(suite);
    for (let i = 0; i < 5; i++) {
      expect((await verify(suite, person.email, otherThan(code))).body).toEqual(CODE_REFUSED);
    }
    expect(await verify(suite, person.email, code)).toMatchObject({
      status: 400,
      body: CODE_REFUSED,
    });
  });

  it('takes the right code at the fifth try', async () => {
    const { person, code } = await signedUp(suite);
    for (let i = 0; i < 4; i++) await verify(suite, person.email, otherThan(code));
    expect((await verify(suite, person.email, code)).status).toBe(200);
  });

  it('takes a code once', async () => {
    const { person, code } = await signedUp(suite);
    expect((await verify(suite, person.email, code)).status).toBe(200);
    expect(await verify(suite, person.email, code)).toMatchObject({
      status: 400,
      body: CODE_REFUSED,
    });
  });

  it('voids the older code when a new one is sent', async () => {
    const { person, code: first } = await signedUp(suite);
    expect(await sendOtp(suite, person.email)).toEqual(expect.objectContaining({ status: 200 }));
    const second = await lastCode(suite, person.email);
    const [mail] = await mailsTo(suite, person.email);
    // Not confirmed yet: the new code is a confirmation code too.
    expect(mail.subject).toMatch(/^Votre code de confirmation/);
    // (One time in a million the new digits are the old ones, and this line fails.)
    expect((await verify(suite, person.email, first)).body).toEqual(CODE_REFUSED);
    expect((await verify(suite, person.email, second)).status).toBe(200);
  });

  it('answers send-otp alike for a known and an unknown address, and mails only the known one', async () => {
    const me = await registered(suite);
    const before = (await mailsTo(suite, me.email)).length;
    const known = await sendOtp(suite, me.email);
    const unknown = await sendOtp(suite, 'inconnu.total@example.fr');
    expect(known).toMatchObject({ status: 200, body: SENT });
    expect(unknown).toMatchObject({ status: 200, body: SENT });
    const mails = await mailsTo(suite, me.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toMatch(/^Votre code de connexion/);
    expect(await mailsTo(suite, 'inconnu.total@example.fr')).toEqual([]);
  });

  it('resets a password with the code, closing every session, and answers alike for an unknown address', async () => {
    const me = await registered(suite);
    const other = sessionResponseSchema.parse((await login(suite, me.email, me.password)).body);
    await sendOtp(suite, me.email);
    const code = await lastCode(suite, me.email);

    const wrong = await reset(suite, me.email, otherThan(code), 'nouveau mot de passe');
    const unknown = await reset(suite, 'inconnu.total@example.fr', code, 'nouveau mot de passe');
    expect(wrong).toMatchObject({ status: 400, body: CODE_REFUSED });
    expect(unknown).toMatchObject({ status: 400, body: CODE_REFUSED });

    expect(await reset(suite, me.email, code, 'nouveau mot de passe')).toMatchObject({
      status: 200,
      body: { status: 'success' },
    });
    expect((await profileOf(suite, me)).body).toEqual(SESSION_REFUSED);
    expect((await profileOf(suite, { token: other.token, user_id: me.user_id })).body).toEqual(
      SESSION_REFUSED,
    );
    expect((await login(suite, me.email, me.password)).status).toBe(401);
    expect((await login(suite, me.email, 'nouveau mot de passe')).status).toBe(200);
    // The code died with the reset.
    expect((await reset(suite, me.email, code, 'encore un autre')).status).toBe(400);
  });

  it('logs in with a code sent to a confirmed address', async () => {
    const me = await registered(suite);
    await sendOtp(suite, me.email);
    const answer = await verify(suite, me.email, await lastCode(suite, me.email));
    expect(sessionResponseSchema.parse(answer.body).user.id).toBe(me.user_id);
  });
});
