/**
 * A daily ceiling on the codes tried for one address (docs/adr/0037): past 50 tries in 24 hours,
 * at verify-otp and reset-password together and from every address, no code is taken, not even
 * the right one, until the day's window ends; the password still logs in. On the API's clock.
 */
import { describe, expect, it } from 'vitest';
import { attempts, tooMany, useCountingSuite } from './auth-limits-support';
import { lastCode, login, registered } from './auth-support';
import { backends } from './support';

const CODES_REFUSED =
  'Trop de codes essayés pour cette adresse e-mail en 24 heures : pour votre sécurité, les codes sont refusés pour le moment. Vous pouvez toujours vous connecter avec votre mot de passe.';

/** Six digits that are not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(backends)('the daily ceiling of codes on $name', (backend) => {
  const { suite, limited } = useCountingSuite(backend);
  const { at } = limited;
  const tries = attempts(suite);

  it('refuses the 51st code of a day for one address, the right one too, then takes it again', async () => {
    // The sign-up's confirmation is the first try of the day (00:00).
    const me = await registered(suite);
    const code = await lastCode(suite, me.email);
    const wrong = otherThan(code);
    // 00:00, tries 2–30: verify-otp from three addresses (10, 10 and 9: each address's limit,
    // and the email's 30 a quarter of an hour).
    for (let i = 0; i < 29; i++) {
      expect(
        (await tries.verify(me.email, wrong, `192.0.2.${10 + Math.floor(i / 10)}`)).status,
      ).toBe(400);
    }
    // 00:15, tries 31–50: reset-password from two more.
    suite.now = at(15);
    for (let i = 0; i < 20; i++) {
      expect(
        (await tries.reset(me.email, wrong, `192.0.2.${20 + Math.floor(i / 10)}`)).status,
      ).toBe(400);
    }
    // 00:20: the owner asks for a code from home; the right one is refused until 24:00.
    suite.now = at(20);
    expect((await tries.send(me.email, '198.51.100.7')).status).toBe(200);
    const fresh = await lastCode(suite, me.email);
    tooMany(
      await tries.verify(me.email, fresh, '198.51.100.7'),
      24 * 3600 - 20 * 60,
      CODES_REFUSED,
    );
    tooMany(await tries.reset(me.email, fresh, '198.51.100.7'), 24 * 3600 - 20 * 60, CODES_REFUSED);
    // The password is no code: it still logs in.
    expect((await login(suite, me.email, me.password)).status).toBe(200);

    // 24:00: a new day's window; the owner's new code is taken.
    suite.now = at(24 * 60);
    expect((await tries.send(me.email, '198.51.100.7')).status).toBe(200);
    const next = await lastCode(suite, me.email);
    expect((await tries.verify(me.email, next, '198.51.100.7')).status).toBe(200);
  });

  it('counts an address without an account alike', async () => {
    const nobody = 'personne.ici@example.fr';
    for (let n = 0; n < 5; n++) {
      suite.now = at(15 * n);
      for (let i = 0; i < 10; i++) {
        expect((await tries.verify(nobody, '123456', `203.0.113.${n}`)).status).toBe(400);
      }
    }
    suite.now = at(75);
    tooMany(
      await tries.verify(nobody, '123456', '203.0.113.99'),
      24 * 3600 - 75 * 60,
      CODES_REFUSED,
    );
  });
});
