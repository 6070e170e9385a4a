/**
 * What the cart saves, as checked when it is read back (stores/persisted.ts). Loaded only when a
 * cart was saved: zod stays out of the first scripts of a page.
 */
import { z } from 'zod';
import { offerSchema } from '@/lib/api/schemas';
import { MAX_LINE_QUANTITY, type CartLine } from '@/lib/domain/cart-types';
import { NOTE_MAX_LENGTH } from '@/lib/domain/item-options';

const cents = z.number().int().nonnegative();
const cartLineSchema: z.ZodType<CartLine> = z.object({
  lineId: z.string().min(1),
  itemId: z.number().int().positive(),
  menuId: z.number().int().positive(),
  categoryId: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  pickupPriceCents: cents,
  deliveryPriceCents: cents,
  taxRate: z.number().nonnegative().nullable(),
  options: z.array(
    z.object({
      groupId: z.number().int().positive(),
      optionId: z.number().int().positive(),
      name: z.string(),
      priceCents: cents,
      quantity: z.number().int().min(1),
      taxRate: z.number().nonnegative().nullable(),
    }),
  ),
  note: z.string().max(NOTE_MAX_LENGTH),
});

export const savedCartSchema = z.object({
  lines: z.array(cartLineSchema).max(100),
  /** The validated coupon, kept whole: pricing needs its rules, not only its id. */
  coupon: offerSchema.nullable(),
  couponCode: z.string().max(40).nullable(),
});
export type SavedCart = z.infer<typeof savedCartSchema>;
