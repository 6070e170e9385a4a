/**
 * The accounts contract (docs/contract.md#accounts) as zod schemas: what the storefront sends to
 * the auth calls and what the reference API answers. Request schemas carry French messages (the
 * API answers them as they are); the storefront's forms word their own (lib/auth/forms.ts).
 *
 * Every text field refuses NUL and other control characters: PostgreSQL cannot store a NUL, and
 * no name, phone or address ever holds one. Such a request is a 400, never a 500.
 */
import { z } from 'zod';
import { eurosSchema, FRENCH_PHONE } from './checkout';

/** Control characters other than tab and line breaks; NUL first among them. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string without control characters, trimmed, at most `max` characters. */
export const plainText = (max: number, what: string) =>
  z
    .string({ error: `${what} : texte attendu` })
    .refine((v) => !CONTROL.test(v), { error: `${what} : caractères de contrôle refusés` })
    .transform((v) => v.trim())
    .pipe(z.string().max(max, `${what} : ${max} caractères au plus`));

const requiredText = (max: number, what: string) =>
  plainText(max, what).pipe(z.string().min(1, `${what} obligatoire`));

/** Emails are compared without regard to case; they are kept as typed, trimmed. */
export const emailSchema = plainText(254, 'adresse e-mail').pipe(
  z.email({ error: 'adresse e-mail invalide' }),
);

/** 8 to 128 characters: long enough to resist guessing, short enough to bound scrypt's input. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = z
  .string({ error: 'mot de passe obligatoire' })
  .refine((v) => !CONTROL.test(v), { error: 'mot de passe : caractères de contrôle refusés' })
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN, `mot de passe de ${PASSWORD_MIN} caractères au moins`)
      .max(PASSWORD_MAX, `mot de passe de ${PASSWORD_MAX} caractères au plus`),
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

export const phoneSchema = plainText(30, 'téléphone').pipe(
  z.string().regex(FRENCH_PHONE, 'numéro de téléphone français attendu (06 12 34 56 78)'),
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

/** POST /v2/public/auth/login/ */
export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any password is checked against the hash; the length rules are for new ones.
  password: z
    .string({ error: 'mot de passe obligatoire' })
    .min(1, 'mot de passe obligatoire')
    .max(PASSWORD_MAX, `mot de passe de ${PASSWORD_MAX} caractères au plus`)
    .refine((v) => !CONTROL.test(v), { error: 'mot de passe : caractères de contrôle refusés' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /v2/public/auth/signup/ */
export const signupRequestSchema = z.object({
  first_name: requiredText(100, 'prénom'),
  last_name: requiredText(100, 'nom'),
  phone: phoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** GET /v2/public/auth/verify-otp/?otp&email */
export const verifyOtpQuerySchema = z.object({ otp: otpSchema, email: emailSchema });

/** GET /v2/public/auth/send-otp/?email */
export const sendOtpQuerySchema = z.object({ email: emailSchema });

/** POST /v2/public/auth/reset-password/ */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `token` and `user_id` as query parameters (profile, update-profile, orders). */
export const sessionQuerySchema = z.object({ token: tokenSchema, user_id: userIdSchema });

/**
 * PATCH /v2/public/auth/update-profile: the user object. `id` and `email` may be sent back as
 * they came and are ignored (the email is the account's name and does not change here). A
 * password change adds `current_password` and `password` (docs/contract.md#accounts).
 */
export const profileUpdateSchema = z
  .object({
    id: z.unknown().optional(),
    email: z.unknown().optional(),
    first_name: requiredText(100, 'prénom'),
    last_name: requiredText(100, 'nom'),
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

/** GET /v2/public/auth/orders?token&user_id&page&limit */
export const ordersQuerySchema = sessionQuerySchema.extend({
  page: z.coerce.number().int().min(1, 'page 1 au moins').max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50, '50 commandes par page au plus').default(20),
});

/** DELETE /v2/public/auth/delete-profile/: body, with the same token as a bearer header. */
export const deleteProfileRequestSchema = z.object({
  token: tokenSchema,
  user_id: userIdSchema,
  password: z
    .string({ error: 'mot de passe obligatoire' })
    .min(1, 'mot de passe obligatoire')
    .max(PASSWORD_MAX),
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
