/**
 * The reference API's tables. Amounts are integer cents (`*_cents`); the wire format in
 * lib/api/schemas.ts uses euros with two decimals, converted at the edge by server/services.
 * Catalogue ids are fixed by the seed (no sequences) so carts and offers keep pointing at the
 * same rows when the seed runs again; orders get generated ids.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DayHours, OfferType, Weekday, WeeklyRanges } from '@/lib/api/schemas';

/** An option group as stored on an item; amounts in cents, converted on the way out. */
export interface StoredOptionGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  choices: {
    id: number;
    name: string;
    priceCents: number;
    maxQuantity: number;
    taxRate: number | null;
  }[];
}

/**
 * One row (id 1) whose version the triggers of migration 0002 bump on every write to settings,
 * menus, categories, items and offers: the API's catalogue snapshot is read again when it moves.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isAvailable: boolean('is_available').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  activeTimes: jsonb('active_times').$type<Partial<Record<Weekday, DayHours>>>().notNull(),
  timeRanges: jsonb('time_ranges').$type<WeeklyRanges>().notNull(),
  pickupTimeRanges: jsonb('pickup_time_ranges').$type<WeeklyRanges>().notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_menu_idx').on(t.menuId)],
);

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    priceDeliveryCents: integer('price_delivery_cents').notNull(),
    pricePickupCents: integer('price_pickup_cents').notNull(),
    /** Percent; null means the restaurant's default rate. */
    taxRate: doublePrecision('tax_rate'),
    score: integer('score').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    options: jsonb('options').$type<StoredOptionGroup[]>().notNull().default([]),
  },
  (t) => [
    index('items_category_idx').on(t.categoryId),
    check(
      'items_prices_nonnegative',
      sql`${t.priceDeliveryCents} >= 0 and ${t.pricePickupCents} >= 0`,
    ),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    /** Coupon code for offers entered by the diner; null for automatic offers. */
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    activeTimes: jsonb('active_times')
      .$type<{ days: Weekday[]; start: string; end: string }>()
      .notNull(),
    autoApply: boolean('auto_apply').notNull().default(false),
    allowRepeat: boolean('allow_repeat').notNull().default(false),
    deliveryPickup: text('delivery_pickup')
      .$type<'both' | 'pickup' | 'delivery'>()
      .notNull()
      .default('both'),
    minimumAmountCents: integer('minimum_amount_cents').notNull().default(0),
    menus: jsonb('menus').$type<number[]>().notNull().default([]),
    categories: jsonb('categories').$type<number[]>().notNull().default([]),
    items: jsonb('items').$type<number[]>().notNull().default([]),
    type: text('type').$type<OfferType>().notNull(),
    /** Hundredths: cents for fixed_amount, hundredths of a percent for percentage. */
    valueHundredths: integer('value_hundredths').notNull().default(0),
    /**
     * Once per customer: an order with this coupon is refused when an earlier pending or paid one
     * used it with the same e-mail (any case) or account (services/orders/coupon-use.ts).
     */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  },
  // Codes are matched case-insensitively, so uniqueness is on the upper-cased code.
  (t) => [uniqueIndex('offers_code_upper_idx').on(sql`upper(${t.code})`)],
);

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
    freeItems: jsonb('free_items')
      .$type<{ offerId: number; itemId: number; quantity: number }[]>()
      .notNull()
      .default([]),
    appliedOfferIds: jsonb('applied_offer_ids').$type<number[]>().notNull().default([]),
    /** The card provider's state as last sent by the client (never trusted for the status). */
    transaction: jsonb('transaction').$type<Record<string, unknown>>().notNull().default({}),
    /** The PaymentIntent that paid the order: one intent pays one order only. */
    paymentIntentId: text('payment_intent_id').unique(),
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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx').on(t.itemId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/*
 * Checkout (server/services/orders/): what an order holds beyond the base rows above. Only new
 * tables and columns, so the first migration stays as it was.
 */

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
  },
  (t) => [index('order_item_options_item_idx').on(t.orderItemId)],
);

/** Every status an order went through, oldest first. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Mail waiting to leave or kept for the developer: without SMTP_URL the API stores its mail here
 * (and logs it) instead of sending it (docs/adr/0008, docs/contract.md#dev-mailbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What the mail is about, e.g. `order:42:confirmation`: one mail per order and kind. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Until when a sender holds this mail (services/mail-sender.ts): API instances sharing the
     * database never send the same mail at once; a sender that dies lets it go at this time.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/*
 * Accounts (server/services/auth/, docs/adr/0018): customers, their one-time codes and their
 * sessions. Secrets are never stored as they are: passwords as scrypt hashes, codes as HMACs,
 * session tokens as SHA-256 digests. Every expiry is an instant written from the API's clock.
 */

/** A customer. The email is unique whatever its case; it is kept as typed. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    /** When a one-time code proved the mailbox; null until then (no session opens before). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One live code per user at most: a new one replaces the old, a used one is deleted. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset'>().notNull(),
    /** HMAC-SHA-256 of the user id and the six digits, keyed with the API's pepper. */
    codeHash: text('code_hash').notNull(),
    /** Tries spent on this code, right or wrong; none is accepted past the fifth. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_codes_user_idx').on(t.userId),
    check('auth_codes_purpose', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/** An open session; revoking it deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token (base64url); the token itself is known only to the diner. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const schema = {
  catalogueVersion,
  settings,
  outbox,
  menus,
  categories,
  items,
  offers,
  orders,
  orderItems,
  orderItemOptions,
  orderStatusHistory,
  users,
  authCodes,
  sessions,
};
export type Schema = typeof schema;
