/**
 * The profile area's forms (docs/product.md#accounts) as zod schemas for react-hook-form, with the
 * person fields' rules of lib/api/person.ts. Error messages are keys of `profile.errors` in
 * messages/fr.json; the API checks the same fields again (its own French wording) and answers 400
 * with its message.
 */
import { z } from 'zod';
import { nameField, newPasswordField, passwordField, phoneField } from '@/lib/api/person';

/**
 * What the diner edits of their user (the email is the account's name and is only shown). The
 * API takes the four together, so each view's form holds them all and shows its own.
 */
export const profileSchema = z.object({
  first_name: nameField('firstNameRequired', 'tooLong'),
  last_name: nameField('lastNameRequired', 'tooLong'),
  phone: phoneField('phoneRequired', 'phoneInvalid'),
  address: z.string().trim().max(300, 'addressTooLong'),
});
export type ProfileValues = z.infer<typeof profileSchema>;
export type ProfileField = keyof ProfileValues;

const samePasswords = (form: { password: string; confirmation: string }) =>
  form.password === form.confirmation;

/** A new password: the API's length rules, typed twice. */
export const passwordChangeSchema = z
  .object({
    current_password: passwordField('currentPasswordRequired', 'passwordTooLong'),
    password: newPasswordField({
      required: 'newPasswordRequired',
      tooShort: 'passwordTooShort',
      tooLong: 'passwordTooLong',
      blank: 'passwordBlank',
      common: 'passwordCommon',
    }),
    confirmation: z.string(),
  })
  .refine(samePasswords, { path: ['confirmation'], message: 'passwordsMismatch' });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

/** Deleting the account (docs/product.md#validation): the password, typed twice. */
export const deleteAccountSchema = z
  .object({
    password: passwordField('passwordRequired', 'passwordTooLong'),
    confirmation: z.string(),
  })
  .refine(samePasswords, { path: ['confirmation'], message: 'passwordsMismatch' });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;
