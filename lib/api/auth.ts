/**
 * The accounts contract (docs/contract.md#accounts) as zod schemas, with French messages the API
 * answers as they are; the person fields' rules are lib/api/person.ts's. Every text field refuses
 * NUL and other control characters (PostgreSQL cannot store a NUL): a 400, never a 500.
 */
import { z } from 'zod';
import { KITCHEN_STATES } from '@/lib/domain/order-life';
import { eurosSchema } from './checkout';
import {
  EMAIL_MAX,
  emailField,
  NAME_MAX,
  nameField,
  newPasswordField,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordField,
  PHONE_MAX,
  phoneField,
} from './person';

/** Control characters other than tab and line breaks; NUL first among them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string without control characters. */
const controlFree = (what: string, notText = `${what} : texte attendu`) =>
  z
    .string({ error: notText })
    .refine((v) => !CONTROL.test(v), { error: `${what} : caractères de contrôle refusés` });

/** A string without control characters, trimmed, at most `max` characters. */
const plainText = (max: number, what: string) =>
  controlFree(what)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `${what} : ${max} caractères au plus`));

const nameSchema = (what: string) =>
  controlFree(what).pipe(
    nameField(`${what} obligatoire`, `${what} : ${NAME_MAX} caractères au plus`),
  );

const emailSchema = controlFree('adresse e-mail').pipe(
  emailField(
    'adresse e-mail invalide',
    'adresse e-mail invalide',
    `adresse e-mail : ${EMAIL_MAX} caractères au plus`,
  ),
);

const passwordTooLong = `mot de passe de ${PASSWORD_MAX} caractères au plus`;
/** A trivial password, or one of the commonest (the server's list: docs/adr/0033). */
export const PASSWORD_TOO_COMMON =
  'mot de passe trop courant, choisissez-en un plus difficile à deviner';
const passwordSchema = controlFree('mot de passe', 'mot de passe obligatoire').pipe(
  newPasswordField({
    required: `mot de passe de ${PASSWORD_MIN} caractères au moins`,
    tooShort: `mot de passe de ${PASSWORD_MIN} caractères au moins`,
    tooLong: passwordTooLong,
    blank: 'mot de passe fait seulement d’espaces',
    common: PASSWORD_TOO_COMMON,
  }),
);
/** A password checked against the account's hash (login, deletion). */
const currentPasswordSchema = controlFree('mot de passe', 'mot de passe obligatoire').pipe(
  passwordField('mot de passe obligatoire', passwordTooLong),
);

/** A one-time code: six digits, as mailed. */
export const OTP_PATTERN = /^\d{6}$/;
export const otpSchema = z
  .string({ error: 'code obligatoire' })
  .trim()
  .regex(OTP_PATTERN, 'code à 6 chiffres attendu');

/** Session tokens are 32 random bytes in base64url (43 characters). */
export const tokenSchema = z
  .string({ error: 'jeton de session obligatoire' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, 'jeton de session mal formé');

/** A user id as the query or header carries it (text) or a body does (number). */
export const userIdSchema = z.coerce
  .number({ error: 'identifiant d’utilisateur attendu' })
  .int('identifiant d’utilisateur attendu')
  .positive('identifiant d’utilisateur attendu')
  .max(2_147_483_647, 'identifiant d’utilisateur attendu');

/** The header naming the user beside `Authorization: Bearer <token>`. */
export const USER_ID_HEADER = 'X-User-Id';

const phoneInvalid = 'numéro de téléphone français attendu (06 12 34 56 78)';
const phoneSchema = controlFree('téléphone').pipe(
  phoneField(phoneInvalid, phoneInvalid, `téléphone : ${PHONE_MAX} caractères au plus`),
);

// ---------------------------------------------------------------- the user

export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  /** The diner's usual delivery address, one line ('' when none was given). */
  address: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Who is signed in, as the storefront keeps it and sends it back. */
export interface Session {
  token: string;
  user_id: number;
}

// ---------------------------------------------------------------- requests

/**
 * POST /v2/public/auth/login/; `otp`, the code mailed while the email is guarded
 * (docs/contract.md#accounts).
 */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  otp: otpSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /v2/public/auth/signup/ */
export const signupRequestSchema = z.object({
  first_name: nameSchema('prénom'),
  last_name: nameSchema('nom'),
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** GET /v2/public/auth/verify-otp/?otp&email */
export const verifyOtpQuerySchema = z.object({ otp: otpSchema, email: emailSchema });

/** POST /v2/public/auth/verify-otp/: the code and the password the confirmer chooses. */
export const verifyOtpRequestSchema = verifyOtpQuerySchema.extend({ password: passwordSchema });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** GET /v2/public/auth/send-otp/?email */
export const sendOtpQuerySchema = z.object({ email: emailSchema });

/** POST /v2/public/auth/reset-password/ */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * PATCH /v2/public/auth/update-profile: the user object. `id` and `email` may be sent back as
 * they came and are ignored (the email is the account's name and does not change here). A
 * password change adds `current_password` and `password` (docs/contract.md#accounts).
 */
export const profileUpdateSchema = z
  .object({
    id: z.unknown().optional(),
    email: z.unknown().optional(),
    first_name: nameSchema('prénom'),
    last_name: nameSchema('nom'),
    phone: phoneSchema,
    address: plainText(300, 'adresse').default(''),
    current_password: z.string().max(PASSWORD_MAX).optional(),
    password: passwordSchema.optional(),
  })
  .refine((body) => (body.password === undefined) === (body.current_password === undefined), {
    error: 'pour changer de mot de passe, donnez l’actuel et le nouveau',
    path: ['current_password'],
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET /v2/public/auth/orders?page&limit, the session in headers. */
export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page 1 au moins').max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50, '50 commandes par page au plus').default(20),
});

/** DELETE /v2/public/auth/delete-profile/: body, with the same token as a bearer header. */
export const deleteProfileRequestSchema = z.object({
  token: tokenSchema,
  user_id: userIdSchema,
  password: currentPasswordSchema,
});

// ---------------------------------------------------------------- answers

/** login, signup and verify-otp. */
export const sessionResponseSchema = z.object({
  status: z.literal('success'),
  token: tokenSchema,
  user: userSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Calls whose answer is not used: logout, send-otp, reset-password, update-profile, delete. */
export const doneResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
});

/** GET /v2/public/auth/profile */
export const profileResponseSchema = z.object({ status: z.literal('success'), user: userSchema });

export const pastOrderLineSchema = z.object({
  item_id: z.number().int().positive(),
  /** The name when ordered (the menu may have changed since). */
  name: z.string(),
  quantity: z.number().int().positive(),
  note: z.string(),
  options: z.array(
    z.object({
      group_id: z.number().int(),
      option_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int().positive(),
    }),
  ),
  /** What the line cost, options included, before order-wide discounts. */
  total: eurosSchema,
});
export type PastOrderLine = z.infer<typeof pastOrderLineSchema>;

export const pastOrderSchema = z.object({
  order_id: z.number().int().positive(),
  /** When it was placed (ISO 8601, UTC). */
  created_at: z.string(),
  status: z.string(),
  /** Where the kitchen stands with it (docs/adr/0041); absent from a back end without one. */
  kitchen_state: z.enum(KITCHEN_STATES).optional(),
  is_pickup: z.boolean(),
  payment_method: z.enum(['cash', 'card']),
  /** The chosen day (YYYY-MM-DD, '' for as soon as possible) and slot ('asap' or HH:MM-HH:MM). */
  delivery_date: z.string(),
  delivery_time_range: z.string(),
  items: z.array(pastOrderLineSchema),
  free_items: z.array(
    z.object({ item_id: z.number().int().positive(), name: z.string(), quantity: z.number() }),
  ),
  subtotal: eurosSchema,
  discount: eurosSchema,
  delivery: eurosSchema,
  tax: eurosSchema,
  total: eurosSchema,
});
export type PastOrder = z.infer<typeof pastOrderSchema>;

/** GET /v2/public/auth/orders: newest first; `total` counts them all. */
export const ordersResponseSchema = z.object({
  status: z.literal('success'),
  orders: z.array(pastOrderSchema),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type OrdersPage = z.infer<typeof ordersResponseSchema>;
