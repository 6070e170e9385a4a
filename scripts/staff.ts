/**
 * `npm run staff -- add EMAIL [--password-stdin]`: creates a kitchen account (or gives it a new
 * password) and prints a generated one unless read from stdin; `revoke EMAIL` ends its sessions;
 * `list` shows the accounts (docs/adr/0042, README). With PGlite, run it while the API is stopped.
 */
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { isCommonPassword } from '../server/services/auth/common-passwords';
import {
  generatedPassword,
  listStaff,
  revokeStaff,
  setStaffPassword,
} from '../server/services/staff/accounts';
import { withStaffDatabase } from './staff-store';

const USAGE = `Usage :
  npm run staff -- add EMAIL [--password-stdin]   crée le compte (ou change son mot de passe)
  npm run staff -- revoke EMAIL                   met fin à toutes ses sessions
  npm run staff -- list                           liste les comptes`;

/** A chosen password: long enough that a guess at the login's limits goes nowhere. */
const MIN_PASSWORD = 12;

function emailOf(value: string | undefined): string {
  const parsed = z.email().max(254).safeParse(value?.trim());
  if (!parsed.success) throw new Error(`Adresse e-mail invalide.\n${USAGE}`);
  return parsed.data;
}

async function add(email: string, fromStdin: boolean) {
  const password = fromStdin
    ? (await text(process.stdin)).replace(/\r?\n$/, '')
    : generatedPassword();
  if (password.length < MIN_PASSWORD) {
    throw new Error(`Le mot de passe doit compter au moins ${MIN_PASSWORD} caractères.`);
  }
  if (isCommonPassword(password)) {
    throw new Error('Ce mot de passe est trop courant : choisissez-en un autre.');
  }
  await withStaffDatabase((db) => setStaffPassword(db, email, password));
  console.log(`Compte cuisine prêt : ${email}`);
  if (!fromStdin) console.log(`Mot de passe : ${password}\n(affiché une seule fois : notez-le.)`);
}

async function main(args: string[]) {
  const [command, value, ...rest] = args;
  if (command === 'add') return add(emailOf(value), rest.includes('--password-stdin'));
  if (command === 'revoke') {
    const email = emailOf(value);
    const ended = await withStaffDatabase((db) => revokeStaff(db, email));
    if (ended === null) throw new Error(`Aucun compte cuisine pour ${email}.`);
    return console.log(`${email} : ${ended} session(s) terminée(s).`);
  }
  if (command === 'list') {
    const members = await withStaffDatabase((db) => listStaff(db, new Date()));
    if (members.length === 0) return console.log('Aucun compte cuisine.');
    for (const m of members) {
      console.log(`${m.email}\tcréé le ${m.createdAt.toISOString()}\t${m.sessions} session(s)`);
    }
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
