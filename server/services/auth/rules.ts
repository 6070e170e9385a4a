/**
 * What the account calls answer when they refuse, in French, and the abuse limits they count
 * (docs/contract.md#accounts). One message per kind of failure, whatever its cause, so that no
 * answer says whether an email has an account or which part of a session was wrong.
 */
import type { RateLimitRule } from '../rate-limit';

export const AUTH_MESSAGES = {
  /** Any session that does not open: unknown, revoked or expired token, another user's id. */
  session: 'Votre session a expiré ou n’est plus valable : veuillez vous reconnecter.',
  /** A `token` in the query string: sessions travel in headers only. */
  tokenInQuery:
    'Le jeton de session se transmet dans l’en-tête Authorization, jamais dans l’adresse.',
  /** Wrong password, unknown email, or an address not yet confirmed. */
  login:
    'E-mail ou mot de passe incorrect. Si vous venez de créer votre compte, confirmez d’abord votre adresse avec le code reçu par e-mail.',
  /** Wrong, expired, used, replaced or exhausted code; or no account for this email. */
  code: 'Code incorrect ou expiré. Demandez un nouveau code si besoin.',
  /** A login while its email is guarded (docs/adr/0037), right password or not. */
  codeNeeded:
    'Pour protéger ce compte après de nombreux essais de mot de passe, la connexion demande aussi un code. Si l’adresse et le mot de passe sont justes, nous venons de vous l’envoyer par e-mail.',
  /** A guarded login with a code: wrong password, wrong or old code, or no such account. */
  loginCode:
    'E-mail, mot de passe ou code incorrect. Vérifiez votre mot de passe, ou demandez un nouveau code.',
  /** The current password asked to change the password or delete the account. */
  password: 'Mot de passe incorrect.',
  /** Answers that say the same whether or not the email has an account. */
  signupSent:
    'Vérifiez vos e-mails : un code de confirmation vous a été envoyé pour finaliser votre inscription.',
  codeSent: 'Si un compte existe pour cette adresse, un code vient d’y être envoyé.',
  passwordReset: 'Votre mot de passe a été modifié : vous pouvez vous connecter.',
  loggedOut: 'Vous êtes déconnecté.',
  profileSaved: 'Votre profil est enregistré.',
  deleted: 'Votre compte a été supprimé.',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const rule = (name: string, limit: number, windowMs: number): RateLimitRule => ({
  name,
  limit,
  windowMs,
});

/** The three counters of a call that starts from an email. */
export interface EmailCallLimits {
  /** Per client address: one machine trying many accounts. */
  address: RateLimitRule;
  /** Per email and client address: one machine trying one account; the owner elsewhere is not. */
  emailAtAddress: RateLimitRule;
  /** Per email, from every address together: many machines trying one account. */
  email: RateLimitRule;
}

const limits = (
  call: string,
  windowMs: number,
  address: number,
  emailAtAddress: number,
  email: number,
): EmailCallLimits => ({
  address: rule(`${call}:ip`, address, windowMs),
  emailAtAddress: rule(`${call}:email+ip`, emailAtAddress, windowMs),
  email: rule(`${call}:email`, email, windowMs),
});

/**
 * Per client address, per lower-cased email at that address, and per email from everywhere (per
 * user for password checks behind a session); the figures and why a diner never meets them are
 * in docs/adr/0019-abuse-limits.md. Login's per-email figure refuses nobody: past it the email is
 * guarded, and a password needs a mailed code with it (docs/adr/0037).
 */
export const AUTH_LIMITS = {
  login: limits('login', 15 * MINUTE, 50, 10, 30),
  signup: limits('signup', HOUR, 20, 5, 10),
  sendOtp: limits('send-otp', HOUR, 20, 5, 20),
  verifyOtp: limits('verify-otp', 15 * MINUTE, 50, 10, 30),
  resetPassword: limits('reset-password', 15 * MINUTE, 50, 10, 30),
  /** Password checks behind a session (change of password, deletion), per user. */
  passwordCheck: rule('password-check:user', 10, 15 * MINUTE),
  /** A guarded login's codes, tried with the right password, per user (docs/adr/0037). */
  loginCode: rule('login-code:user', 10, HOUR),
  /**
   * Codes tried per email in 24 hours, at verify-otp and reset-password together, from every
   * address: 1 chance in 20,000 a day to guess one (docs/adr/0037).
   */
  codeTries: {
    ...rule('code-tries:email', 50, 24 * HOUR),
    message:
      'Trop de codes essayés pour cette adresse e-mail en 24 heures : pour votre sécurité, les codes sont refusés pour le moment. Vous pouvez toujours vous connecter avec votre mot de passe.',
  },
} as const;

/** A session lives 30 days from the login that opened it. */
export const SESSION_TTL_MS = 30 * 24 * HOUR;
/** A code lives 10 minutes and allows 5 tries. */
export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_TRIES = 5;
/**
 * A guarded login's code is drawn for a window of 5 minutes and taken in that window and the
 * next two: 10 to 15 minutes.
 */
export const LOGIN_CODE_WINDOW_MS = 5 * MINUTE;
export const LOGIN_CODE_WINDOWS = 3;
