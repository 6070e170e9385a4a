/**
 * New passwords (docs/adr/0033): the commonest ones, trivial ones (one key held down, a straight
 * run) and blank ones are refused in French wherever a password is chosen — sign-up, the
 * confirmation that sets one, reset, change — and nothing is stored or mailed; a password like any other still opens an account.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import {
  bearer,
  diner,
  errorMessage,
  lastCode,
  mailsTo,
  query,
  registered,
  request,
  useAuthSuite,
} from './auth-support';
import { backends } from './support';

const COMMON =
  'Requête invalide (password) : mot de passe trop courant, choisissez-en un plus difficile à deviner';
const BLANK = 'Requête invalide (password) : mot de passe fait seulement d’espaces';

/** From the bundled list, whatever their case; then the trivial ones no list needs to hold. */
const REFUSED = [
  ['password', COMMON],
  ['Password', COMMON],
  ['12345678', COMMON],
  ['AZERTYUIOP', COMMON],
  ['motdepasse', COMMON],
  ['marseille13', COMMON],
  ['iloveyou', COMMON],
  ['zzzzzzzzzz', COMMON],
  ['98765432', COMMON],
  ['cdefghijk', COMMON],
  ['        ', BLANK],
  ['\u00a0\u3000\t      ', BLANK],
] as const;

describe.each(backends)('new passwords on $name', (backend) => {
  const suite = useAuthSuite(backend);

  it.each(REFUSED)(
    'a sign-up with %j is refused, no account made or mailed',
    async (password, message) => {
      const person = diner({ password });
      const reply = await request(suite, '/signup/', { body: person });
      expect(errorMessage(reply)).toBe(message);
      expect(reply.status).toBe(400);
      expect(await suite.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
      expect(await mailsTo(suite, person.email)).toEqual([]);
    },
  );

  it('a reset to a common password is refused, and the code still works for a good one', async () => {
    const me = await registered(suite);
    await request(suite, `/send-otp/?${query({ email: me.email })}`);
    const otp = await lastCode(suite, me.email);
    const reset = (password: string) =>
      request(suite, '/reset-password/', { body: { email: me.email, otp, password } });

    const refused = await reset('motdepasse');
    expect([refused.status, errorMessage(refused)]).toEqual([400, COMMON]);
    expect((await reset('la mousse au chocolat')).status).toBe(200);
  });

  it('a change to a common password is refused, the old one kept', async () => {
    const me = await registered(suite);
    const change = (password: string) =>
      request(suite, '/update-profile', {
        method: 'PATCH',
        headers: bearer(me),
        body: {
          first_name: 'Camille',
          last_name: 'Durand',
          phone: '06 12 34 56 78',
          current_password: me.password,
          password,
        },
      });
    const [before] = await suite.db.select().from(users).where(eq(users.id, me.user_id));

    const refused = await change('qwertyuiop');
    expect([refused.status, errorMessage(refused)]).toEqual([400, COMMON]);
    const [after] = await suite.db.select().from(users).where(eq(users.id, me.user_id));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await change('un pot-au-feu du dimanche')).status).toBe(200);
  });

  it('a confirmation setting a common password is refused, the code still good for another', async () => {
    const person = diner();
    expect((await request(suite, '/signup/', { body: person })).status).toBe(200);
    const otp = await lastCode(suite, person.email);
    const confirm = (password: string) =>
      request(suite, '/verify-otp/', { body: { email: person.email, otp, password } });

    const refused = await confirm('azertyuiop');
    expect([refused.status, errorMessage(refused)]).toEqual([400, COMMON]);
    expect((await confirm('une tarte aux myrtilles')).status).toBe(200);
  });
});
