/**
 * What the cart saves, as checked when it is read back (stores/persisted.ts). Loaded only when a
 * cart was saved: zod stays out of the first scripts of a page.
 */
import { z } from 'zod';
import { catalogueVersionSchema, offerSchema } from '@/lib/api/schemas';
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

const unitPrices = z.object({ pickup: cents, delivery: cents });
const name = z.string().max(200);

export const savedCartSchema = z.object({
  lines: z.array(cartLineSchema).max(100),
  /** The validated coupon, kept whole: pricing needs its rules, not only its id. */
  coupon: offerSchema.nullable(),
  couponCode: z.string().max(40).nullable(),
  // Optional within version 1: a cart saved without them is priced again on the next catalogue.
  /** The catalogue version the lines were priced on (docs/adr/0038). */
  catalogueVersion: catalogueVersionSchema.nullable().optional(),
  /** What the last repricing changed, until the diner has read it. */
  repriced: z
    .object({
      changed: z.array(z.object({ name, before: unitPrices, after: unitPrices })).max(100),
      removed: z.array(name).max(100),
    })
    .nullable()
    .optional(),
});
export type SavedCart = z.infer<typeof savedCartSchema>;
