/**
 * The reference API's tables. Amounts are integer cents (`*_cents`); the wire format in
 * lib/api/schemas.ts uses euros with two decimals, converted at the edge by server/services.
 * Catalogue ids are fixed by the seed (no sequences) so carts and offers keep pointing at the
 * same rows when the seed runs again; orders get generated ids.
 */
import { sql } from 'drizzle-orm';
import {
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
  },
  // Codes are matched case-insensitively, so uniqueness is on the upper-cased code.
  (t) => [uniqueIndex('offers_code_upper_idx').on(sql`upper(${t.code})`)],
);

export const orders = pgTable('orders', {
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
  userId: integer('user_id'),
  customer: jsonb('customer').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_item_idx').on(t.itemId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const schema = { settings, menus, categories, items, offers, orders, orderItems };
export type Schema = typeof schema;
