/**
 * Storing a priced order once per `local_id`, whatever the number of replays
 * (docs/contract.md#idempotency-of-orders, docs/adr/0007, docs/adr/0012). `created_at` is the
 * API's clock (`deps.now()`), which the hold of a card order is read on; the order's key
 * (ownership.ts) is derived from the id drawn for it, so its hash is stored from the insert on.
 */
import { ASAP, type OrderPayload } from '@/lib/api/checkout';
import { DEFAULT_TAX } from '@/lib/domain/cart-types';
import { lineVatRates } from '@/lib/domain/vat';
import type { Deps } from '../../context';
import { orderItemOptions, orderItems, orders } from '../../db/schema';
import { logQueuedMail, newOrderMails } from '../mail';
import {
  guardValues,
  insertGuardedOrder,
  insertOrder,
  sqlRow,
  type NewOrder,
} from './insert-order';
import { ORDER_MESSAGES, reject } from './messages';
import { nextOrderId } from './order-ids';
import { orderKeyHash, type OrderKeys } from './ownership';
import type { PricedOrder } from './pricing';
import { payloadHash, storedUnder } from './replay';

export interface StoredOrder {
  orderId: number;
  /** False when an earlier identical request had already stored it. */
  created: boolean;
  /** A new order's key, whose hash was stored with it (ownership.ts); a replay derives it again. */
  orderKey?: string;
}

/**
 * Stores a priced order once per local_id, in one round trip or two: its id is drawn first (the
 * confirmation mail names it; `nextOrderId`), then one statement writes everything, atomic without
 * BEGIN and COMMIT: `insertOrder`, or `insertGuardedOrder` under the locks of a slot with a
 * capacity or a once-per-customer coupon. When the local_id is taken (a replay, or a racing copy
 * that committed first) it writes nothing, and the stored order answers if its payload is the
 * same.
 */
export async function storeOrder(
  { db, mailLog, now: clock, orderLink }: Pick<Deps, 'db' | 'mailLog' | 'now' | 'orderLink'>,
  payload: OrderPayload,
  priced: PricedOrder,
  keys: OrderKeys,
): Promise<StoredOrder> {
  const hash = payloadHash(payload);
  const { totals } = priced;
  const { location, date, ...person } = payload.customer;
  // Client coordinates are not kept: the server geocodes the address itself, and the postal
  // code and town are those it priced the delivery for (pricing.ts).
  const address = {
    address: location.address,
    city: priced.place?.city ?? location.city,
    postal_code: priced.place?.postal_code ?? location.postal_code,
    country: location.country,
  };
  const now = clock();
  const id = await nextOrderId(db);
  const orderKey = keys(id, payload.local_id);
  const order: NewOrder = {
    id,
    localId: payload.local_id,
    status: 'pending',
    isPickup: payload.is_pickup,
    paymentMethod: payload.payment_method,
    subtotalCents: totals.subtotal,
    discountCents: totals.discount,
    deliveryCents: totals.delivery,
    taxCents: totals.tax,
    totalCents: totals.total,
    // The route checked the session of a named user (routes/checkout.ts).
    userId: payload.user_id,
    customer: { ...person, location: payload.is_pickup ? null : address },
    payloadHash: hash,
    keyHash: orderKeyHash(orderKey),
    couponCode: priced.couponCode,
    // An ASAP order is for now: a date sent along with it means nothing and is not kept.
    deliveryDate: date.delivery_time_range === ASAP ? '' : date.delivery_date,
    deliveryTimeRange: date.delivery_time_range,
    scheduledFor: priced.instant,
    freeItems: totals.freeItems.map(({ offerId, itemId, quantity }) => ({
      offerId,
      itemId,
      quantity,
      allergens: priced.allergensOf(itemId, []),
    })),
    vatRates: totals.vatRates,
    appliedOfferIds: totals.appliedOfferIds,
    transaction: payload.transaction_id,
    createdAt: now,
  };
  // What the receipt and the kitchen need once the menus have changed: each line's rates and
  // allergens as they were sold (docs/adr/0036).
  const lines = priced.lines.map((line) => {
    const rates = lineVatRates(line, DEFAULT_TAX.defaultRate);
    return {
      itemId: line.itemId,
      quantity: line.quantity,
      name: line.name,
      note: line.note,
      unitPriceCents: priced.mode === 'pickup' ? line.pickupPriceCents : line.deliveryPriceCents,
      vatRate: rates.item,
      allergens: priced.allergensOf(line.itemId, line.options),
      options: line.options.map((option, i) => ({ ...option, vatRate: rates.options[i] })),
    };
  });
  const link = orderLink(id, payload.local_id);
  const mails = newOrderMails({ order, lines }, priced.restaurant, link, priced.itemName);
  const values = {
    order: JSON.stringify(sqlRow(orders, order)),
    lines: JSON.stringify(
      lines.map(({ options, ...line }) => ({
        ...sqlRow(orderItems, line),
        options: options.map((option) => sqlRow(orderItemOptions, option)),
      })),
    ),
    mails: JSON.stringify(mails),
  };
  const slot = { isPickup: payload.is_pickup, startsAt: priced.instant };
  const [inserted] =
    priced.capacity === null && priced.couponUse === null
      ? await insertOrder(db, values)
      : await insertGuardedOrder(db, {
          ...values,
          ...guardValues(priced, slot, payload.local_id, now),
        });
  if (inserted.refusal !== null) {
    // A replay of an order stored before the slot filled up (or the coupon was used) answers.
    const replay = await storedUnder(db, payload.local_id, hash);
    if (replay !== null) return { orderId: replay, created: false };
    return inserted.refusal === 'full'
      ? reject(409, ORDER_MESSAGES.slotFull)
      : reject(422, ORDER_MESSAGES.couponUsed(inserted.refusal));
  }
  if (inserted.id !== null) {
    for (const mail of mails) logQueuedMail(mailLog, mail);
    return { orderId: id, created: true, orderKey };
  }
  // The local_id was taken: by this very order (a replay) or by another payload.
  const existing = await storedUnder(db, payload.local_id, hash);
  return { orderId: existing ?? reject(409, ORDER_MESSAGES.replayMismatch), created: false };
}
