/**
 * What the account calls answer when they refuse, in French, and the abuse limits they count
 * (docs/contract.md#accounts). One message per kind of failure, whatever its cause, so that no
 * answer says whether an email has an account or which part of a session was wrong.
 */
import type { RateLimitRule } from '../rate-limit';

export const AUTH_MESSAGES = {
  /** Any session that does not open: unknown, revoked or expired token, another user's id. */
  session: 'Votre session a expiré ou n’est plus valable : veuillez vous reconnecter.',
  /** Wrong password, unknown email, or an address not yet confirmed. */
  login:
    'E-mail ou mot de passe incorrect. Si vous venez de créer votre compte, confirmez d’abord votre adresse avec le code reçu par e-mail.',
  /** Wrong, expired, used, replaced or exhausted code; or no account for this email. */
  code: 'Code incorrect ou expiré. Demandez un nouveau code si besoin.',
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

/**
 * Per client address and per lower-cased email (per user for password checks behind a session).
 * A diner logs in a few times a day; a household or an office shares an address. Five tries per
 * code and a million codes make guessing hopeless long before these.
 */
export const AUTH_LIMITS = {
  login: {
    address: rule('login:ip', 50, 15 * MINUTE),
    email: rule('login:email', 10, 15 * MINUTE),
  },
  signup: { address: rule('signup:ip', 20, HOUR), email: rule('signup:email', 5, HOUR) },
  sendOtp: { address: rule('send-otp:ip', 20, HOUR), email: rule('send-otp:email', 5, HOUR) },
  verifyOtp: {
    address: rule('verify-otp:ip', 50, 15 * MINUTE),
    email: rule('verify-otp:email', 10, 15 * MINUTE),
  },
  resetPassword: {
    address: rule('reset-password:ip', 50, 15 * MINUTE),
    email: rule('reset-password:email', 10, 15 * MINUTE),
  },
  /** Password checks behind a session (change of password, deletion), per user. */
  passwordCheck: rule('password-check:user', 10, 15 * MINUTE),
} as const;

/** A session lives 30 days from the login that opened it. */
export const SESSION_TTL_MS = 30 * 24 * HOUR;
/** A code lives 10 minutes and allows 5 tries. */
export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_TRIES = 5;
