/**
 * The checkout contract (docs/contract.md#checkout) as zod schemas, with
 * French messages: what the storefront sends and the reference API accepts. Money on the wire is
 * euros with at most two decimals; the server recomputes every figure (docs/adr/0007).
 */
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { NOTE_MAX_LENGTH } from '@/lib/domain/item-options';
import { emailField, nameField, NAME_MAX, phoneField } from './person';
import { envelope } from './schemas';

/** Most lines in one order: far above any real meal, low enough to bound the work of pricing. */
export const MAX_ORDER_LINES = 100;

/** An order key is 43 characters (services/orders/ownership.ts); this bounds what is read. */
const ORDER_KEY_MAX_LENGTH = 100;

/** The largest PostgreSQL `integer`: every id, and every count the database keeps, is one. */
export const MAX_ID = 2_147_483_647;

const id = z
  .number({ error: 'identifiant attendu' })
  .int('identifiant entier attendu')
  .positive()
  .max(MAX_ID, 'identifiant inconnu');

/** A count with no limit of its own in the contract still fits the database's column. */
const count = (tooMany: string) =>
  z.number({ error: 'quantité attendue' }).int('quantité entière attendue').max(MAX_ID, tooMany);

/**
 * An order's idempotency key: a UUID, compared as one, so `…-ABCD-…` is the order `…-abcd-…` is.
 * Lower-cased here, so the stored key, the replay lookup, the payload's hash and the card intent's
 * metadata all see one form (the storefront's crypto.randomUUID() already writes it).
 */
export const localIdSchema = z
  .uuid({ error: 'local_id doit être un UUID' })
  .transform((localId) => localId.toLowerCase());

/** Euros with at most two decimals (12.5, 12.50, 0), never negative. */
export const eurosSchema = z
  .number({ error: 'montant en euros attendu' })
  .finite()
  .nonnegative('le montant ne peut pas être négatif')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
    error: 'montant en euros à deux décimales au plus attendu',
  });

export const orderOptionSchema = z.object({
  group_id: id,
  option_id: id,
  quantity: count('quantité d’option trop grande').min(1, 'quantité d’option d’au moins 1'),
});
export type OrderOption = z.infer<typeof orderOptionSchema>;

export const orderItemSchema = z.object({
  item_id: id,
  quantity: z
    .number({ error: 'quantité attendue' })
    .int('quantité entière attendue')
    .min(1, 'quantité d’au moins 1')
    .max(MAX_LINE_QUANTITY, `${MAX_LINE_QUANTITY} exemplaires au plus par ligne`),
  note: z
    .string()
    .max(NOTE_MAX_LENGTH, `note de ${NOTE_MAX_LENGTH} caractères au plus`)
    .default(''),
  options: z.array(orderOptionSchema).max(100).default([]),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const freeItemSchema = z.object({
  item_id: id,
  quantity: count('quantité offerte trop grande').positive(),
  offer_id: id.optional(),
});

export const transactionSchema = z.object({
  client_secret: z.string().max(300).nullable().default(null),
  customer_id: z.string().max(300).nullable().default(null),
  payment_intent_id: z.string().max(300).nullable().default(null),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A diner's name as the order carries it (the kitchen mail puts whatever it holds on one line). */
const customerName = (what: string) =>
  z
    .string({ error: `${what} obligatoire` })
    .pipe(nameField(`${what} obligatoire`, `${what} : ${NAME_MAX} caractères au plus`));
const EMAIL_INVALID = 'adresse e-mail invalide';
const PHONE_INVALID = 'numéro de téléphone français attendu (06 12 34 56 78 ou +33 6 12 34 56 78)';

export const orderLocationSchema = z.object({
  address: z.string().trim().max(300).default(''),
  city: z.string().trim().max(100).default(''),
  postal_code: z.string().trim().max(10).default(''),
  country: z.string().trim().max(60).default('France'),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

export const ASAP = 'asap';

export const orderDateSchema = z.object({
  delivery_date: z
    .union([z.string(), z.null()])
    .transform((date) => date ?? '')
    .pipe(z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'date au format AAAA-MM-JJ attendue'))
    .default(''),
  // SPEC §5: the time range is optional. Empty, null or absent means "as soon as possible", exactly
  // like "asap", and is stored as "asap" (docs/contract.md#the-order-payload).
  delivery_time_range: z
    .union([z.string(), z.null()])
    .transform((range) => (range === null || range.trim() === '' ? ASAP : range))
    .pipe(
      z
        .string()
        .regex(
          /^(asap|([01]\d|2[0-4]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d)$/,
          'créneau au format HH:MM-HH:MM ou « asap » attendu',
        ),
    )
    .default(ASAP),
});

export const orderCustomerSchema = z.object({
  first_name: customerName('prénom'),
  last_name: customerName('nom'),
  email: z.string({ error: EMAIL_INVALID }).pipe(emailField(EMAIL_INVALID, EMAIL_INVALID)),
  phone: z
    .string({ error: 'téléphone obligatoire' })
    .pipe(phoneField(PHONE_INVALID, PHONE_INVALID)),
  location: orderLocationSchema.default({
    address: '',
    city: '',
    postal_code: '',
    country: 'France',
  }),
  date: orderDateSchema.default({ delivery_date: '', delivery_time_range: ASAP }),
});

/**
 * GET /v2/public/checkout/slots?mode=pickup|delivery (docs/contract.md#get-v2publiccheckoutslots):
 * the start instants (ISO 8601, UTC) of the mode's slots that hold as many orders as the
 * restaurant takes, from now to the booking horizon. Empty when the mode has no capacity set.
 */
export const SLOT_MODES = ['pickup', 'delivery'] as const;
export const fullSlotsQuerySchema = z.object({
  mode: z.enum(SLOT_MODES, { error: 'mode « pickup » ou « delivery » attendu' }),
});
export const fullSlotsResponseSchema = envelope(
  z.object({ full: z.array(z.iso.datetime()).max(5000) }),
);

export const PAYMENT_METHODS = ['cash', 'card'] as const;

/** POST /v2/public/checkout/ (docs/contract.md#the-order-payload). */
export const orderPayloadSchema = z
  .object({
    local_id: localIdSchema,
    items: z
      .array(orderItemSchema)
      .min(1, 'la commande ne contient aucun article')
      .max(MAX_ORDER_LINES, `${MAX_ORDER_LINES} lignes au plus`),
    free_items: z.array(freeItemSchema).max(MAX_ORDER_LINES).default([]),
    is_pickup: z.boolean({ error: 'is_pickup doit valoir true ou false' }),
    subtotal: eurosSchema,
    discount: eurosSchema,
    delivery: eurosSchema,
    tax: eurosSchema,
    total: eurosSchema,
    coupon: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'code promo mal formé')
      .optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'moyen de paiement : cash ou card' }),
    transaction_id: transactionSchema.default({
      client_secret: null,
      customer_id: null,
      payment_intent_id: null,
    }),
    /** The signed-in customer's id (then the request carries their token), or null for a guest. */
    user_id: id.nullable().default(null),
    status: z.literal('pending', { error: 'une commande est créée en attente (pending)' }),
    customer: orderCustomerSchema,
  })
  .superRefine((order, ctx) => {
    if (order.is_pickup) return;
    const { location } = order.customer;
    for (const field of ['address', 'city', 'postal_code'] as const) {
      if (location[field] === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['customer', 'location', field],
          message: 'obligatoire pour une livraison',
        });
      }
    }
  });
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;

/**
 * What POST /v2/public/checkout/ answers: the order's number, short and shown to the diner, and
 * its key, which alone proves the order is theirs (PUT asks for it); a replay answers both again.
 */
export const orderCreatedSchema = envelope(
  z.object({ order_id: id, order_key: z.string().min(1).max(ORDER_KEY_MAX_LENGTH) }),
);
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/**
 * PUT /v2/public/checkout/: finalise an order (pending for cash, paid for card). Its owner only:
 * `order_key` as POST answered it, or the session of the account it was placed under
 * (`Authorization: Bearer` and `X-User-Id`); else `Commande introuvable.` (404), as for no order.
 */
export const orderUpdateSchema = z.object({
  order_id: id,
  order_key: z.string().max(ORDER_KEY_MAX_LENGTH, 'clé de commande trop longue').optional(),
  transaction_id: transactionSchema.default({
    client_secret: null,
    customer_id: null,
    payment_intent_id: null,
  }),
  status: z.enum(['pending', 'paid'], { error: 'statut : pending ou paid' }),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
export type OrderUpdateInput = z.input<typeof orderUpdateSchema>;

export const orderUpdatedSchema = envelope(
  z.object({ order_id: id, status: z.enum(['pending', 'paid']) }),
);

/**
 * POST /v2/public/checkout/stripe-payment-intent
 * (docs/contract.md#post-v2publiccheckoutstripe-payment-intent), plus `order`: the order payload
 * the intent is for. The server prices it and refuses an `amount` other than its total.
 */
export const paymentIntentRequestSchema = z.object({
  customer_id: z.string().max(300).nullable().optional(),
  amount: eurosSchema.refine((v) => v > 0, { error: 'montant à payer positif attendu' }),
  payment_intent_id: z.string().max(300).nullable().optional(),
  order: orderPayloadSchema,
});
export const paymentIntentResponseSchema = envelope(
  z.object({ id: z.string(), client_secret: z.string(), amount: z.number() }),
);
