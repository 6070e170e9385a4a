/**
 * The account mails, in French, queued in the outbox like the order confirmations (ADR 8). Their
 * reference names the user id and the kind of mail, plus a nonce that keeps it unique
 * (`auth:12:code:9f3a…`), never the address; the log shows the reference and the subject, and
 * the code appears only in the mail's text. The first name greets as in every mail (mail-text.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { queueMail, type MailLog } from '../mail';
import { greeting } from '../mail-text';
import { readRestaurantContacts } from '../settings';
import { CODE_TTL_MS } from './rules';

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

const minutes = CODE_TTL_MS / 60_000;

/** Why the code is sent (`login`: a guarded login's, docs/adr/0037). */
type CodePurpose = 'verify' | 'reset' | 'login';

const INTRO: Record<CodePurpose, (restaurant: string) => string> = {
  verify: (restaurant) =>
    `Voici votre code pour confirmer votre adresse e-mail et ouvrir votre compte chez ${restaurant} :`,
  reset: (restaurant) =>
    `Voici votre code pour choisir un nouveau mot de passe ou vous connecter chez ${restaurant} :`,
  login: (restaurant) =>
    `Votre mot de passe vient d’être saisi pour vous connecter chez ${restaurant}. Après de nombreux essais de mot de passe sur votre compte, la connexion demande aussi ce code :`,
};

const SUBJECT: Record<CodePurpose, string> = {
  verify: 'Votre code de confirmation',
  reset: 'Votre code de connexion',
  login: 'Votre code de connexion',
};

const MAILBOX_CODE_END = [
  `Il est valable ${minutes} minutes et ne sert qu’une fois.`,
  'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste tel quel.',
];
const END: Record<CodePurpose, string[]> = {
  verify: MAILBOX_CODE_END,
  reset: MAILBOX_CODE_END,
  login: [
    `Il est valable ${minutes} minutes.`,
    'Si ce n’est pas vous, quelqu’un connaît votre mot de passe : changez-le avec « Mot de passe oublié ».',
  ],
};

/** Greets the user, says `lines`, signs with the restaurant's name; queued under `auth:{id}:{kind}`. */
async function queueAccountMail(
  db: Database,
  log: MailLog | undefined,
  to: Recipient,
  mail: { kind: string; subject: string; lines: (restaurant: string) => string[] },
): Promise<void> {
  const { name } = await readRestaurantContacts(db);
  const text = [greeting(to.firstName), '', ...mail.lines(name), '', name].join('\n');
  const reference = `auth:${to.id}:${mail.kind}:${randomBytes(6).toString('hex')}`;
  await queueMail(db, { to: to.email, subject: `${mail.subject} – ${name}`, text, reference }, log);
}

/** The mail carrying a one-time code; the digits are in its text only. */
export function queueCodeMail(
  db: Database,
  log: MailLog | undefined,
  to: Recipient,
  code: { purpose: CodePurpose; digits: string },
): Promise<void> {
  const [valid, ifNotYou] = END[code.purpose];
  return queueAccountMail(db, log, to, {
    kind: 'code',
    subject: SUBJECT[code.purpose],
    lines: (name) => [
      INTRO[code.purpose](name),
      '',
      `    ${code.digits}`,
      '',
      `${valid} Ne le communiquez à personne : ${name} ne vous le demandera jamais.`,
      ifNotYou,
    ],
  });
}

/**
 * What the owner of an address receives when someone signs up with it again: the sign-up answer
 * does not say the account exists (docs/adr/0018), the mailbox does.
 */
export function queueSignupAttemptMail(
  db: Database,
  log: MailLog | undefined,
  to: Recipient,
): Promise<void> {
  return queueAccountMail(db, log, to, {
    kind: 'signup-attempt',
    subject: 'Votre compte existe déjà',
    lines: (name) => [
      `Quelqu’un (vous, peut-être) vient de demander à créer un compte chez ${name} avec cette adresse e-mail. Vous avez déjà un compte : rien n’a été changé.`,
      '',
      'Connectez-vous avec votre mot de passe. Vous l’avez oublié ? Choisissez « Mot de passe oublié » : un code vous sera envoyé pour en choisir un nouveau.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ],
  });
}
