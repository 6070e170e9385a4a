/**
 * Checkout test helpers: a payload priced the way the storefront prices it (lib/domain over the
 * API's own answers, in tests/support/order-payload.ts, which the order benchmark shares). The
 * fake Stripe server is in tests/support/fake-stripe.ts.
 */
import { eq } from 'drizzle-orm';
import type { RestaurantSettings } from '@/lib/api/schemas';
import { orders, settings } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import type { Suite } from './support';

export {
  FAR,
  findItem,
  payloadFor,
  requiredOptions,
  type LineWish,
} from '../support/order-payload';

export async function countOrders(suite: Suite, localId: string): Promise<number> {
  const rows = await suite.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.localId, localId));
  return rows.length;
}

/**
 * Sets scheduling settings over the seed's (a capacity, a horizon); the catalogue snapshot sees
 * the change on the next request (its version trigger, ADR 11). `setScheduling(suite, {})` puts
 * the seed's back.
 */
export async function setScheduling(
  suite: Suite,
  patch: Partial<RestaurantSettings['scheduling']>,
): Promise<void> {
  await suite.db
    .update(settings)
    .set({ value: { ...RESTAURANT.scheduling, ...patch } })
    .where(eq(settings.name, 'scheduling'));
}
