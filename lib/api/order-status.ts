/**
 * The diner's view of an order after checkout (docs/contract.md#order-status, issue 35): its
 * kitchen state, ready time, reason, payment and timeline, opened by the order key or the owner's
 * session. Read by the API and by /success, which parses every answer with it.
 */
import { z } from 'zod';
import { KITCHEN_STATES } from '@/lib/domain/order-life';

/** An order key as POST /checkout answers it: base64url, 100 characters at most (43 from ours). */
export const orderKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const kitchenStateSchema = z.enum(KITCHEN_STATES);

const dinerOrderSchema = z.object({
  id: z.number().int().positive(),
  placed_at: z.iso.datetime(),
  mode: z.enum(['pickup', 'delivery']),
  /** The slot's start for a scheduled order, null for as soon as possible. */
  slot: z.iso.datetime().nullable(),
  kitchen_state: kitchenStateSchema,
  ready_at: z.iso.datetime().nullable(),
  /** Why it was refused or cancelled, as typed by the kitchen. */
  reason: z.string().max(300).nullable(),
  payment: z.object({
    method: z.enum(['cash', 'card']),
    state: z.enum(['none', 'authorised', 'captured', 'released', 'refunded']),
  }),
  /** Every kitchen state it went through, oldest first. */
  timeline: z.array(z.object({ state: kitchenStateSchema, at: z.iso.datetime() })).max(50),
  /** The newest status history row of the order (0: none): a stream resumes after it. */
  last_event_id: z.number().int().nonnegative(),
});
export type DinerOrder = z.infer<typeof dinerOrderSchema>;

/** GET /v2/public/orders/:id?key=K */
export const dinerOrderResponseSchema = z.object({
  status: z.literal('success'),
  order: dinerOrderSchema,
});
