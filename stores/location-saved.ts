/**
 * What the location store saves, as checked when it is read back (stores/persisted.ts). Loaded
 * only when a location was saved: zod stays out of the first scripts of a page.
 */
import { z } from 'zod';
import { deliveryZoneSchema, distanceSchema } from '@/lib/api/schemas';

export const savedLocationSchema = z.object({
  mode: z.enum(['pickup', 'delivery']),
  _distance: distanceSchema.nullable(),
  zone: deliveryZoneSchema.nullable(),
  tooFar: z.boolean(),
  /** Whether the diner has chosen yet (pickup, or delivery with an address). */
  chosen: z.boolean(),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;
