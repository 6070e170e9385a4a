/**
 * Staff accounts (docs/adr/0042): made with a password kept as a hash, a new password on the same
 * email whatever its case, sessions ended by a revoke, and no demo account in production.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffUsers } from '@/server/db/schema';
import {
  generatedPassword,
  listStaff,
  revokeStaff,
  setStaffPassword,
  staffLogin,
  staffOfSession,
} from '@/server/services/staff/accounts';
import { demoStaffAccount } from '@/scripts/staff-store';
import { backends, useSuite } from './support';

describe.each(backends)('staff accounts on $name', (backend) => {
  const suite = useSuite(backend);
  const signedIn = async (email: string, password: string) => {
    await setStaffPassword(suite.db, email, password);
    return (await staffLogin(suite.db, suite.now, email, password))!;
  };

  it('keeps a hash, never the password, and one account per email whatever its case', async () => {
    const password = generatedPassword();
    expect(password).toMatch(/^[\w-]{24}$/);
    const id = await setStaffPassword(suite.db, 'Chef@Exemple.fr', password);
    const [row] = await suite.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row.email).toBe('Chef@Exemple.fr');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(password);
    expect(await setStaffPassword(suite.db, ' chef@exemple.fr ', 'un autre mot de passe')).toBe(id);
    expect(await staffLogin(suite.db, suite.now, 'chef@exemple.fr', password)).toBeNull();
    expect(
      await staffLogin(suite.db, suite.now, 'CHEF@exemple.fr', 'un autre mot de passe'),
    ).toEqual(expect.any(String));
  });

  it('ends every session of an account on revoke, and lists live sessions', async () => {
    const token = await signedIn('second@exemple.fr', 'mot de passe du second');
    expect(await staffOfSession(suite.db, suite.now, token)).toMatchObject({
      email: 'second@exemple.fr',
    });
    const listed = await listStaff(suite.db, suite.now);
    expect(listed.find((m) => m.email === 'second@exemple.fr')?.sessions).toBe(1);
    expect(await revokeStaff(suite.db, 'SECOND@exemple.fr')).toBe(1);
    expect(await staffOfSession(suite.db, suite.now, token)).toBeNull();
    expect(await revokeStaff(suite.db, 'personne@exemple.fr')).toBeNull();
    const after = await listStaff(suite.db, suite.now);
    expect(after.find((m) => m.email === 'second@exemple.fr')?.sessions).toBe(0);
  });

  it('refuses a session past its expiry', async () => {
    const token = await signedIn('tiers@exemple.fr', 'mot de passe du tiers');
    const later = new Date(suite.now.getTime() + 31 * 24 * 60 * 60_000);
    expect(await staffOfSession(suite.db, later, token)).toBeNull();
  });
});

it('never makes the demo kitchen account in production', async () => {
  await expect(demoStaffAccount('production')).rejects.toThrow(
    'Le compte cuisine de démonstration n’est jamais créé en production.',
  );
});
