/**
 * Checkout test helpers: a payload priced the way the storefront prices it (lib/domain over the
 * API's own answers, in tests/support/order-payload.ts, which the order benchmark shares). The
 * fake Stripe server is in tests/support/fake-stripe.ts.
 */
import { eq } from 'drizzle-orm';
import type { RestaurantSettings } from '@/lib/api/schemas';
import { orders, settings } from '@/server/db/schema';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import type { ConfirmationFacts } from '@/server/services/mail-facts';
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

/**
 * An order's mail facts as no checkout would store them, for the mails' own tests: a cash
 * delivery of 12,50 € for Camille Durand, a cookie offered, no line, placed on Monday 1 June
 * 2026 at 12:00 in Paris, with no VAT by rate (as an order stored before receipts).
 */
export const orderFacts = (order: Partial<ConfirmationFacts['order']>): ConfirmationFacts => ({
  order: {
    id: 7,
    status: 'pending',
    customer: { first_name: 'Camille', last_name: 'Durand', phone: '06 12 34 56 78' },
    freeItems: [{ offerId: 5, itemId: 40, quantity: 1 }],
    subtotalCents: 1000,
    discountCents: 0,
    deliveryCents: 250,
    taxCents: 91,
    totalCents: 1250,
    isPickup: false,
    deliveryDate: '2026-06-01',
    deliveryTimeRange: 'asap',
    paymentMethod: 'cash',
    vatRates: [],
    createdAt: new Date('2026-06-01T10:00:00Z'),
    ...order,
  },
  lines: [],
});

/** The receipt's first lines for the demo restaurant, for an order placed at the suites' clock. */
export const demoReceiptHeader = (id: number) => [
  `Reçu de la commande n° ${id}`,
  'Poulet Grenette SAS (société fictive de démonstration)',
  '12 Place Grenette, 38000 Grenoble',
  'SIRET : 000 000 000 00000 (fictif)',
  'N° de TVA intracommunautaire : FR00 000000000 (fictif)',
  'Commande du lundi 1 juin 2026 à 12:00',
];
