/**
 * Orders as checkout stores them (server/services/orders/, docs/adr/0012): the order, its lines
 * and their options, and every status it went through. Ids are generated.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AllergenInfo } from '@/lib/domain/allergens';
import type { KitchenState, PaymentState } from '@/lib/domain/order-life';
import type { VatRate } from '@/lib/domain/vat';
import { users } from './accounts';
import { items } from './catalogue';

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The client's idempotency key: the same local_id is the same order. */
    localId: text('local_id').notNull().unique(),
    status: text('status').notNull().default('pending'),
    isPickup: boolean('is_pickup').notNull(),
    paymentMethod: text('payment_method').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryCents: integer('delivery_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The signed-in customer who placed it; null for a guest, or once their account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the accepted payload: a replay of the local_id with other content is a 409. */
    payloadHash: text('payload_hash'),
    /**
     * SHA-256 of the order key POST answered, which PUT must show (services/orders/ownership.ts);
     * never the key itself. Null for an order stored before keys: only a replay of its POST, or
     * its customer's session, opens it.
     */
    keyHash: text('key_hash'),
    couponCode: text('coupon_code'),
    /** The local date and slot chosen ('' and 'asap' for as soon as possible). */
    deliveryDate: text('delivery_date').notNull().default(''),
    deliveryTimeRange: text('delivery_time_range').notNull().default('asap'),
    /** The instant the order was priced and checked for: the slot's start, or the order time. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** The gifts; `allergens` as the menus had them when it was ordered (absent before). */
    freeItems: jsonb('free_items')
      .$type<
        { offerId: number; itemId: number; quantity: number; allergens?: AllergenInfo | null }[]
      >()
      .notNull()
      .default([]),
    /** The VAT by rate the order was priced with, for its receipt ([] for orders stored before). */
    vatRates: jsonb('vat_rates').$type<VatRate[]>().notNull().default([]),
    appliedOfferIds: jsonb('applied_offer_ids').$type<number[]>().notNull().default([]),
    /** The card provider's state as last sent by the client (never trusted for the status). */
    transaction: jsonb('transaction').$type<Record<string, unknown>>().notNull().default({}),
    /** The PaymentIntent that paid the order: one intent pays one order only. */
    paymentIntentId: text('payment_intent_id').unique(),
    /** Where the kitchen stands with it (lib/domain/order-life.ts, docs/adr/0041). */
    kitchenState: text('kitchen_state').$type<KitchenState>().notNull().default('received'),
    /** What the card payment underwent; `none` for cash or a card not yet paid. */
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('none'),
    /** When the card was authorised: the kitchen sees the order from then (docs/adr/0046). */
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    /** When the kitchen accepted it, and when it says it will be ready (pushed back by a delay). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Why it was refused or cancelled, as the diner is told. */
    kitchenReason: text('kitchen_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A customer's past orders, newest first (GET /auth/orders).
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The orders of a scheduled slot, counted against its capacity (services/orders/capacity.ts).
    index('orders_slot_idx')
      .on(t.isPickup, t.scheduledFor)
      .where(sql`${t.deliveryTimeRange} <> 'asap'`),
    // The orders that used a coupon with an e-mail (services/orders/coupon-use.ts); by account,
    // orders_user_idx finds them.
    index('orders_coupon_email_idx')
      .on(t.couponCode, sql`lower(${t.customer} ->> 'email')`)
      .where(sql`${t.couponCode} is not null`),
    // The kitchen's day (by the slot, or the order time) and the orders still waiting for it.
    index('orders_scheduled_idx').on(t.scheduledFor),
    index('orders_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.kitchenState} = 'received'`),
    check(
      'orders_kitchen_state',
      sql`${t.kitchenState} in ('received', 'accepted', 'delayed', 'ready', 'out_for_delivery', 'handed_over', 'refused', 'cancelled')`,
    ),
    check(
      'orders_payment_state',
      sql`${t.paymentState} in ('none', 'authorised', 'captured', 'released', 'refunded')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull().default(1),
    name: text('name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Unit price of the item alone for the order's mode, options apart. */
    unitPriceCents: integer('unit_price_cents').notNull().default(0),
    /** The item's VAT rate in hundredths of a percent (1000 = 10 %); null before receipts. */
    vatRate: integer('vat_rate'),
    /** The line's allergens with its options, as the menus had them; null = unknown. */
    allergens: jsonb('allergens').$type<AllergenInfo>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx').on(t.itemId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The chosen options of an order line, priced as the server priced them. */
export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    optionId: integer('option_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The option's VAT rate in hundredths of a percent; null before receipts. */
    vatRate: integer('vat_rate'),
  },
  (t) => [index('order_item_options_item_idx').on(t.orderItemId)],
);

/** Every status an order went through, oldest first, and who moved it there. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** `staff:<id>`, `diner` or `system` (a payment confirmed, an order refused by itself). */
    actor: text('actor').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);
