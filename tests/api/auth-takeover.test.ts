/**
 * An account made before its owner (docs/adr/0018, "Confirming sets the password"): a stranger
 * signs up with someone's address and a password of their own; the owner, told at login to
 * confirm the address, asks for a code and confirms it. The stranger's password must then open
 * nothing: a code alone confirms without keeping it, a code with a password sets that one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@/lib/api/auth';
import { sessions } from '@/server/db/schema';
import {
  bearer,
  diner,
  lastCode,
  login,
  mailsTo,
  query,
  registered,
  request,
  useAuthSuite,
  verify,
} from './auth-support';
import { backends, type Suite } from './support';

const INTRUDER = 'le mot de passe de l’intrus';
const OWNER = 'le vrai mot de passe';

const confirm = (suite: Suite, email: string, otp: string, password: string) =>
  request(suite, '/verify-otp/', { body: { email, otp, password } });

/** A stranger signs up first; the owner then asks for a code, as the login page tells them. */
async function preparedByStranger(suite: Suite) {
  const victim = diner();
  const signup = await request(suite, '/signup/', { body: { ...victim, password: INTRUDER } });
  expect(signup.status).toBe(200);
  expect((await login(suite, victim.email, INTRUDER)).status).toBe(401);
  const sent = await request(suite, `/send-otp/?${query({ email: victim.email })}`);
  expect(sent.status).toBe(200);
  const [mail] = await mailsTo(suite, victim.email);
  expect(mail.subject).toMatch(/^Votre code de confirmation/);
  return { email: victim.email, otp: await lastCode(suite, victim.email) };
}

describe.each(backends)('an account made before its owner on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it('keeps no stranger’s password when the owner confirms with a code alone', async () => {
    const { email, otp } = await preparedByStranger(suite);
    const confirmed = await verify(suite, email, otp);
    expect(confirmed.status).toBe(200);
    const session = sessionResponseSchema.parse(confirmed.body);
    expect(
      (
        await request(suite, '/profile', {
          headers: bearer({ ...session, user_id: session.user.id }),
        })
      ).status,
    ).toBe(200);
    // The password set before the address was proved opens nothing, now or later.
    expect((await login(suite, email, INTRUDER)).status).toBe(401);
  });

  it('sets the confirmer’s password with the code, and only that one opens the account', async () => {
    const { email, otp } = await preparedByStranger(suite);
    const confirmed = await confirm(suite, email, otp, OWNER);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const { user } = sessionResponseSchema.parse(confirmed.body);
    expect((await login(suite, email, INTRUDER)).status).toBe(401);
    expect((await login(suite, email, OWNER)).status).toBe(200);
    // The code went with the confirmation.
    expect((await confirm(suite, email, otp, INTRUDER)).status).toBe(400);
    expect((await login(suite, email, INTRUDER)).status).toBe(401);
    expect(user.email).toBe(email);
  });

  it('confirms a sign-up with the password typed then, as the storefront sends it again', async () => {
    const person = diner();
    await request(suite, '/signup/', { body: person });
    const otp = await lastCode(suite, person.email);
    expect((await confirm(suite, person.email, otp, person.password)).status).toBe(200);
    expect((await login(suite, person.email, person.password)).status).toBe(200);
  });

  it('changes a confirmed account’s password with a code, ending every other session', async () => {
    const me = await registered(suite);
    const other = sessionResponseSchema.parse((await login(suite, me.email, me.password)).body);
    await request(suite, `/send-otp/?${query({ email: me.email })}`);
    const answer = await confirm(suite, me.email, await lastCode(suite, me.email), OWNER);
    const fresh = sessionResponseSchema.parse(answer.body);
    const open = await suite.db.select().from(sessions).where(eq(sessions.userId, me.user_id));
    expect(open).toHaveLength(1);
    expect(other.token).not.toBe(fresh.token);
    expect((await login(suite, me.email, me.password)).status).toBe(401);
    expect((await login(suite, me.email, OWNER)).status).toBe(200);
  });

  it('answers a wrong code with a password like any wrong code, changing nothing', async () => {
    const me = await registered(suite);
    await request(suite, `/send-otp/?${query({ email: me.email })}`);
    const code = await lastCode(suite, me.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await confirm(suite, me.email, wrong, INTRUDER)).toMatchObject({
      status: 400,
      body: { data: { message: 'Code incorrect ou expiré. Demandez un nouveau code si besoin.' } },
    });
    expect((await login(suite, me.email, me.password)).status).toBe(200);
    expect((await confirm(suite, 'personne@example.fr', code, INTRUDER)).status).toBe(400);
  });
});
