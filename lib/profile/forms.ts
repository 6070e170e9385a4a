/**
 * The profile area's forms (docs/product.md#accounts) as zod schemas for react-hook-form. Error
 * messages are keys of `profile.errors` in messages/fr.json; the API checks the same fields again
 * with lib/api/auth.ts (its own French wording) and answers 400 with its message.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/api/auth';
import { FRENCH_PHONE } from '@/lib/api/checkout';

const required = (message: string) => z.string().trim().min(1, message);

/**
 * What the diner edits of their user (the email is the account's name and is only shown). The
 * API takes the four together, so each view's form holds them all and shows its own.
 */
export const profileSchema = z.object({
  first_name: required('firstNameRequired').max(100, 'tooLong'),
  last_name: required('lastNameRequired').max(100, 'tooLong'),
  phone: required('phoneRequired').regex(FRENCH_PHONE, 'phoneInvalid'),
  address: z.string().trim().max(300, 'addressTooLong'),
});
export type ProfileValues = z.infer<typeof profileSchema>;
export type ProfileField = keyof ProfileValues;

const samePasswords = (form: { password: string; confirmation: string }) =>
  form.password === form.confirmation;

/** A new password: the API's length rules, typed twice. */
export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, 'currentPasswordRequired'),
    password: z
      .string()
      .min(1, 'newPasswordRequired')
      .min(PASSWORD_MIN, 'passwordTooShort')
      .max(PASSWORD_MAX, 'passwordTooLong'),
    confirmation: z.string(),
  })
  .refine(samePasswords, { path: ['confirmation'], message: 'passwordsMismatch' });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

/** Deleting the account (docs/product.md#validation): the password, typed twice. */
export const deleteAccountSchema = z
  .object({
    password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX, 'passwordTooLong'),
    confirmation: z.string(),
  })
  .refine(samePasswords, { path: ['confirmation'], message: 'passwordsMismatch' });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
