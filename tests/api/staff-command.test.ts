/**
 * `npm run staff` as an owner types it (README, docs/adr/0042): a chosen password too short or
 * among the commonest is refused before anything is stored; a generated one is printed once and
 * the account is listed. A scratch PGlite directory stands for the API's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-staff-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function staff(args: string[], input = '') {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/staff.ts', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    timeout: 80_000,
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

it('refuses a short or common chosen password, and stores nothing', () => {
  const short = staff(['add', 'sous-chef@exemple.fr', '--password-stdin'], 'court\n');
  expect(short.status).toBe(1);
  expect(short.err).toContain('Le mot de passe doit compter au moins 12 caractères.');
  const common = staff(['add', 'sous-chef@exemple.fr', '--password-stdin'], '1Q2W3E4R5T6Y\n');
  expect(common.status).toBe(1);
  expect(common.err).toContain('Ce mot de passe est trop courant : choisissez-en un autre.');
}, 60_000);

it('prints a generated password once and lists the account', () => {
  const added = staff(['add', 'chef@exemple.fr']);
  expect(added.err).toBe('');
  expect(added.status).toBe(0);
  expect(added.out).toMatch(/Compte cuisine prêt : chef@exemple\.fr\nMot de passe : [\w-]{24}\n/);
  const listed = staff(['list']);
  expect(listed.status).toBe(0);
  expect(listed.out).toMatch(/^chef@exemple\.fr\tcréé le .+\t0 session\(s\)$/m);
  expect(listed.out).not.toContain('sous-chef@exemple.fr');
}, 180_000);
