/**
 * The sign-in pages' forms (docs/product.md#accounts) as zod schemas for react-hook-form. The
 * contact fields (names, e-mail, phone) are the checkout's own (lib/checkout/forms.ts), so an
 * account and an order accept the same values with the same words: their messages are keys of
 * `checkout.errors`. The password and code messages are keys of `auth.errors`. The rules are the
 * contract's (lib/api/person.ts, lib/api/auth.ts's 6-digit code); the server checks them again.
 */
import { z } from 'zod';
import { OTP_PATTERN } from '@/lib/api/auth';
import { newPasswordField, passwordField } from '@/lib/api/person';
import { personalSchema } from '@/lib/checkout/forms';

const { email } = personalSchema.shape;

const newPassword = newPasswordField({
  required: 'passwordRequired',
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  blank: 'passwordBlank',
  common: 'passwordCommon',
});

const confirmation = z.string().min(1, 'confirmationRequired');

const code = z.string().trim().min(1, 'codeRequired').regex(OTP_PATTERN, 'codeInvalid');

/**
 * The confirmation must repeat the password ('Passwords do not match' in French, under the
 * confirmation), checked even while other fields are wrong so every mistake shows at once.
 */
const matching = {
  error: 'mismatch',
  path: ['confirmation'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmation?: unknown };
    return typeof value.password === 'string' && typeof value.confirmation === 'string';
  },
};
const samePasswords = (form: { password: string; confirmation: string }) =>
  form.confirmation === '' || form.confirmation === form.password;

export const loginSchema = z.object({
  email,
  password: passwordField('passwordRequired', 'passwordTooLong'),
  otp: z.string(),
});
/** The same with the code mailed while the server guards the e-mail (docs/adr/0037). */
export const loginCodeSchema = loginSchema.extend({ otp: code });
export type LoginForm = z.infer<typeof loginCodeSchema>;

export const signupSchema = personalSchema
  .extend({ password: newPassword, confirmation })
  .refine(samePasswords, matching);
export type SignupForm = z.infer<typeof signupSchema>;

/**
 * The code alone: the confirmation sends again the password typed at sign-up, still in this
 * tab's memory (stores/signup-password.ts); the password fields are not shown.
 */
export const verifySchema = z.object({
  email,
  otp: code,
  password: z.string(),
  confirmation: z.string(),
});
/** The code and the password the diner chooses now, when this tab holds none. */
export const confirmSchema = verifySchema
  .extend({ password: newPassword, confirmation })
  .refine(samePasswords, matching);
export type VerifyForm = z.infer<typeof confirmSchema>;

export const forgotSchema = z.object({ email });
export type ForgotForm = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({ otp: code, password: newPassword, confirmation })
  .refine(samePasswords, matching);
export type ResetForm = z.infer<typeof resetSchema>;
