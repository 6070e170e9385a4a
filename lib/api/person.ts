/**
 * The person fields (names, e-mail, phone, password): one rule each, used by the storefront's
 * forms and by the API that checks them again (docs/product.md#validation). Each caller brings
 * its own words: message keys of messages/fr.json in a form, French sentences in the API, which
 * also says what a value that is not text gets (lib/api/auth.ts, lib/api/checkout.ts).
 */
import { z } from 'zod';

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
/** Long enough to resist guessing, short enough to bound scrypt's input (docs/adr/0018). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** French phone numbers: 06 12 34 56 78, 06.12.34.56.78, 0612345678, +33 6 12 34 56 78, 0033…. */
const FRENCH_PHONE = /^(?:(?:\+|00)33\s?[1-9]|0[1-9])(?:[\s.-]?\d{2}){4}$/;

/** A first or last name: 1 to NAME_MAX characters once trimmed. */
export const nameField = (required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(NAME_MAX, tooLong);

/** An e-mail address, trimmed: kept as typed, compared without regard to case. */
export const emailField = (required: string, invalid: string, tooLong = invalid) =>
  z.string().trim().min(1, required).max(EMAIL_MAX, tooLong).pipe(z.email(invalid));

/** A French phone number, trimmed. */
export const phoneField = (required: string, invalid: string, tooLong = invalid) =>
  z.string().trim().min(1, required).max(PHONE_MAX, tooLong).regex(FRENCH_PHONE, invalid);

/**
 * One key held down (`aaaaaaaa`, eight spaces) or a straight run (`12345678`, `hgfedcba`): the
 * trivial passwords a list need not hold. The API also refuses the commonest ones by a list that
 * stays on the server (docs/adr/0033-common-passwords-refused-by-the-api.md).
 */
function isTrivialPassword(password: string): boolean {
  const codes = Array.from(password.toLowerCase(), (char) => char.codePointAt(0)!);
  const steps = codes.slice(1).map((code, i) => code - codes[i]);
  return [0, 1, -1].some((step) => steps.every((s) => s === step));
}

/** A new password, as typed (never trimmed: spaces are part of it), neither blank nor trivial. */
export const newPasswordField = (words: {
  required: string;
  tooShort: string;
  tooLong: string;
  blank: string;
  common: string;
}) =>
  z
    .string()
    .min(1, words.required)
    .min(PASSWORD_MIN, words.tooShort)
    .max(PASSWORD_MAX, words.tooLong)
    .refine((password) => /\S/.test(password), words.blank)
    .refine((password) => !isTrivialPassword(password), words.common);

/** A password the account already has: its hash decides, the length rules are for new ones. */
export const passwordField = (required: string, tooLong: string) =>
  z.string().min(1, required).max(PASSWORD_MAX, tooLong);
