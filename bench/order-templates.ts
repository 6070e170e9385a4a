/**
 * The orders of the order benchmark: four valid cash payloads (pickup and delivery, ASAP and at a
 * slot, an automatic offer and a coupon), priced by tests/support/order-payload.ts exactly as the
 * API will price them at its frozen clock. Each request sends one under a new local_id.
 */
import type { OrderPayloadInput } from '@/lib/api/checkout';
import type { OrderMode } from '@/lib/domain/cart-types';
import {
  findItem,
  payloadFor,
  requiredOptions,
  slotsByDay,
  type OrderContext,
} from '../tests/support/order-payload';

/** The last slot offered today for `itemId` (the evening), computed as the date picker does. */
async function lastSlotToday(ctx: OrderContext, itemId: number, mode: OrderMode) {
  const [{ date, slots }] = await slotsByDay(ctx, itemId, mode, 1);
  const slot = slots.at(-1);
  if (!slot) throw new Error(`no ${mode} slot today for item ${itemId}`);
  return { date, range: slot.value, instant: slot.startsAt };
}

/** Four kinds of valid cash orders: pickup and delivery, ASAP and at a slot, offers and coupon. */
export async function orderTemplates(ctx: OrderContext): Promise<OrderPayloadInput[]> {
  const bucket = await findItem(ctx, 16);
  const evening = await lastSlotToday(ctx, 30, 'delivery');
  return Promise.all([
    payloadFor(ctx, {
      lines: [
        { item_id: 30, quantity: 2, note: 'bien cuites' },
        { item_id: 25, quantity: 1, options: [{ group_id: 3, option_id: 302, quantity: 1 }] },
      ],
    }),
    payloadFor(ctx, { pickup: false, lines: [{ item_id: 30, quantity: 5 }] }),
    payloadFor(ctx, { lines: [{ item_id: 16, quantity: 1, options: requiredOptions(bucket) }] }),
    payloadFor(ctx, {
      pickup: false,
      coupon: 'BIENVENUE5',
      lines: [{ item_id: 30, quantity: 6 }],
      ...evening,
    }),
  ]);
}
