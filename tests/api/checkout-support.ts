/**
 * Checkout test helpers: a payload priced the way the storefront prices it (lib/domain over the
 * API's own answers, in tests/support/order-payload.ts, which the order benchmark shares). The
 * fake Stripe server is in tests/support/fake-stripe.ts.
 */
import { eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import type { Suite } from './support';

export {
  FAR,
  findItem,
  NEAR,
  payloadFor,
  requiredOptions,
  type LineWish,
  type Wish,
} from '../support/order-payload';

export async function countOrders(suite: Suite, localId: string): Promise<number> {
  const rows = await suite.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.localId, localId));
  return rows.length;
}
