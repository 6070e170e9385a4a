/**
 * The catalogue: settings, menus, categories, items and offers. Ids are fixed by the seed (no
 * sequences) so carts and offers keep pointing at the same rows when the seed runs again.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALLERGENS, type Allergen } from '@/lib/api/allergen-codes';
import type { MeatOrigin } from '@/lib/api/meat-origin';
import type { DayHours, OfferType, Weekday, WeeklyRanges } from '@/lib/api/schemas';
import { VAT_RATES } from './vat-rates';

/**
 * What a dish or a choice contains (docs/contract.md#allergens-and-meat-origin): `allergens` null
 * = unknown. On a choice the keys may be missing (rows written before them): unknown, none, none.
 */
export interface StoredFoodFacts {
  allergens?: Allergen[] | null;
  mayContain?: Allergen[];
  meatOrigins?: MeatOrigin[];
}

/** An option group as stored on an item; amounts in cents, converted on the way out. */
export interface StoredOptionGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  choices: ({
    id: number;
    name: string;
    priceCents: number;
    maxQuantity: number;
    taxRate: number | null;
  } & StoredFoodFacts)[];
}

/** The 14 codes as a text[] literal, and jsonpath filters, for the checks of `items` below. */
const codes = sql.raw(`array[${ALLERGENS.map((code) => `'${code}'`).join(', ')}]::text[]`);
/** A jsonpath filter true for a value that is not one of the 14 codes. */
const notACode = `@.type() != "string" || (${ALLERGENS.map((code) => `@ != "${code}"`).join(' && ')})`;
/** A jsonpath filter true for a rate that is neither null nor one of VAT_RATES. */
const notARate = `@.type() != "null" && (@.type() != "number" || (${VAT_RATES.map((rate) => `@ != ${rate}`).join(' && ')}))`;
/** Matches a stored choice with an unknown allergen code or VAT rate. */
const badChoice = sql.raw(
  `'$[*].choices[*] ? (exists(@.allergens[*] ? (${notACode})) || exists(@.mayContain[*] ? (${notACode})) || exists(@.taxRate ? (${notARate})))'`,
);

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
    /** Percent, one of VAT_RATES; null means the restaurant's default rate (10 %). */
    taxRate: doublePrecision('tax_rate'),
    score: integer('score').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    options: jsonb('options').$type<StoredOptionGroup[]>().notNull().default([]),
    /** Null: unknown (shown as « demandez-nous »), never "none"; `{}` declares none of the 14. */
    allergens: text('allergens').array().$type<Allergen[]>(),
    mayContain: text('may_contain')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'`),
    meatOrigins: jsonb('meat_origins').$type<MeatOrigin[]>().notNull().default([]),
  },
  (t) => [
    index('items_category_idx').on(t.categoryId),
    check(
      'items_prices_nonnegative',
      sql`${t.priceDeliveryCents} >= 0 and ${t.pricePickupCents} >= 0`,
    ),
    // The API's own writes refuse an unknown allergen code or VAT rate, whoever writes the row.
    check('items_allergens_known', sql`${t.allergens} <@ ${codes} and ${t.mayContain} <@ ${codes}`),
    check(
      'items_tax_rate_known',
      sql`${t.taxRate} is null or ${t.taxRate} in (${sql.raw(VAT_RATES.join(', '))})`,
    ),
    check('items_options_facts_known', sql`not jsonb_path_exists(${t.options}, ${badChoice})`),
    check('items_meat_origins_list', sql`jsonb_typeof(${t.meatOrigins}) = 'array'`),
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
