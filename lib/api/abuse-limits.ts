/**
 * The abuse limits of the anonymous calls (ADR 22, docs/contract.md#limits-of-the-anonymous-calls):
 * how many calls each window allows, a setting of its own (`limits`); the windows themselves are
 * the API's (server/services/order-limits.ts). Private: GET settings never answers it.
 */
import { z } from 'zod';

/** How many calls one window allows: a positive whole number, bounded to what a counter holds. */
const callCount = z.number().int().positive().max(1_000_000);
/** A call naming an e-mail: per address (15 minutes), the e-mail at the address and alone (1 h). */
const emailCallLimitsSchema = z.object({
  per_address: callCount,
  per_email_at_address: callCount,
  per_email: callCount,
});

export const abuseLimitsSettingsSchema = z.object({
  order: emailCallLimitsSchema,
  order_replay_per_address: callCount,
  intent: emailCallLimitsSchema,
  coupon_per_address: callCount,
  locations_per_address: callCount,
});
export type AbuseLimitsSettings = z.infer<typeof abuseLimitsSettingsSchema>;
