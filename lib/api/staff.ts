/**
 * The staff extension of the contract (docs/contract.md#staff-extension, docs/adr/0041, 0042):
 * sign-in, the kitchen's day and its moves. Read by server/ and the kitchen board (lib/kitchen);
 * no diner page imports it.
 * Money in euros with two decimals, as the rest of the contract; instants in ISO 8601.
 */
import { z } from 'zod';
import { KITCHEN_STATES } from '@/lib/domain/order-life';
import { ALLERGENS } from './allergen-codes';

/** POST /v2/staff/login */
export const staffLoginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});

export const staffLoginResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  expires_at: z.iso.datetime(),
});

/** GET /v2/staff/orders?day=YYYY-MM-DD (the restaurant's today when absent). */
export const staffOrdersQuerySchema = z.object({
  day: z.iso.date().optional(),
});

const reason = z.string().trim().min(1).max(300);

/** POST /v2/staff/orders/:id/accept: the minutes until ready (ignored for a scheduled order). */
export const acceptBodySchema = z.object({
  ready_in_minutes: z.number().int().min(1).max(240).optional(),
});
/** POST …/refuse and …/cancel */
export const reasonBodySchema = z.object({ reason });
/** POST …/delay: +5, +10 or +15 minutes, or a new later time. */
export const delayBodySchema = z
  .object({
    minutes: z.union([z.literal(5), z.literal(10), z.literal(15)]).optional(),
    ready_at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => (body.minutes === undefined) !== (body.ready_at === undefined), {
    error: 'indiquez soit minutes (5, 10 ou 15), soit ready_at',
  });

const kitchenStateSchema = z.enum(KITCHEN_STATES);

const allergenCodes = z.array(z.enum(ALLERGENS));
const allergensSchema = z
  .object({
    contains: allergenCodes,
    may_contain: allergenCodes,
    complete: z.boolean(),
  })
  .nullable();

/** One order as the board lists it: in the day's list, a move's answer and the stream's events. */
export const staffOrderSchema = z.object({
  id: z.number().int(),
  placed_at: z.iso.datetime(),
  mode: z.enum(['pickup', 'delivery']),
  /** The slot's start for a scheduled order, null for as soon as possible. */
  slot: z.iso.datetime().nullable(),
  kitchen_state: kitchenStateSchema,
  ready_at: z.iso.datetime().nullable(),
  /** When it is refused by itself if nobody accepts it (while `received`). */
  accept_before: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** The delivery address, null for pickup. */
  address: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      note: z.string(),
      options: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
      allergens: allergensSchema,
    }),
  ),
  total: z.number(),
  payment: z.object({
    method: z.enum(['cash', 'card']),
    state: z.enum(['none', 'authorised', 'captured', 'released', 'refunded']),
  }),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersResponseSchema = z.object({
  status: z.literal('success'),
  day: z.iso.date(),
  /** The restaurant's zone (IANA): the board reads every time on its clock. */
  time_zone: z.string(),
  orders: z.array(staffOrderSchema),
  /** The newest status history id when the day was read (0: none): open the stream from it. */
  last_event_id: z.number().int().nonnegative(),
});

export const staffOrderResponseSchema = z.object({
  status: z.literal('success'),
  order: staffOrderSchema,
});
