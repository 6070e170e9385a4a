/**
 * What the checkout saves, as checked when it is read back (stores/persisted.ts, ADR 5): the
 * forms by the rules the steps use (lib/checkout/forms.ts). Loaded only when a checkout was
 * saved, with the form rules: zod stays out of the checkout's first step (ADR 50).
 */
import { z } from 'zod';
import { NO_CARD, type CardState } from '@/lib/checkout/card';
import { deliveryValuesSchema, paymentSchema } from '@/lib/checkout/forms';
import { TABS } from '@/lib/checkout/steps';

const cents = z.number().int();

// A half-filled personal form is saved too: any short strings, validated on submit.
const draftPersonalSchema = z.object({
  first_name: z.string().max(100),
  last_name: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(40),
});

const placedOrderSchema = z.object({
  id: z.number().int().positive(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      note: z.string(),
      totalCents: cents,
    }),
  ),
  freeItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  totals: z.object({
    subtotal: cents,
    discount: cents,
    delivery: cents,
    tax: cents,
    total: cents,
  }),
  mode: z.enum(['pickup', 'delivery']),
  /** null for "as soon as possible". */
  slot: z.object({ date: z.string(), label: z.string() }).nullable(),
  address: z.string().nullable(),
  method: z.enum(['cash', 'card']),
  // Optional within version 1: a saved order without them loads with none (a guest's).
  /** Who ordered, as sent: the sign-up offered to a guest starts from it. */
  customer: draftPersonalSchema.nullable().default(null),
  /** The account the order was placed under; null for a guest order. */
  userId: z.number().int().positive().nullable().default(null),
  /** The order key POST answered (lib/api/order-status.ts `orderKeySchema`): opens its page. */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .nullable()
    .default(null),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The card provider's state (lib/checkout/card.ts), as saved. */
const cardSchema: z.ZodType<CardState> = z.object({
  client_secret: z.string().max(300).nullable(),
  customer_id: z.string().max(100).nullable(),
  payment_intent_id: z.string().max(100).nullable(),
  amount: cents.nullable(),
  local_id: z.uuid().nullable(),
});

export const savedCheckoutSchema = z.object({
  tab: z.enum(TABS),
  personal: draftPersonalSchema,
  delivery: deliveryValuesSchema,
  payment: paymentSchema,
  // Optional within version 1: a saved checkout without it starts with no intent.
  card: cardSchema.default(NO_CARD),
  localId: z.uuid().nullable(),
  lastOrder: placedOrderSchema.nullable(),
  // Optional within version 1: a saved checkout without it holds the diner's own choice of time.
  scheduleForced: z.boolean().default(false),
});
export type SavedCheckout = z.infer<typeof savedCheckoutSchema>;
