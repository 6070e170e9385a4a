/**
 * The API contract (docs/contract.md) as zod schemas: the one source of truth for what the
 * reference API sends and what the storefront accepts. Money on the wire is in euros with two
 * decimals (as a restaurant back-end sends it); `lib/domain` converts to integer cents.
 */
import { z } from 'zod';

import { abuseLimitsSettingsSchema } from './abuse-limits';
import { allergenListSchema } from './allergens';
import { legalSettingsSchema } from './legal';
import { meatOriginListSchema } from './meat-origin';
import { SCHEDULING_DEFAULTS } from './scheduling-defaults';
import { WEEKDAYS } from './weekdays';

export { WEEKDAYS, type Weekday } from './weekdays';
export const weekdaySchema = z.enum(WEEKDAYS);

const hhmm = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'heure au format HH:MM attendue');
const money = z.number().finite().nonnegative();
const id = z.number().int().positive();

/** Every answer of the public API wraps its data the same way. */
export const envelope = <T extends z.ZodType>(payload: T) =>
  z.object({ status: z.literal('success'), payload });

/** Errors always answer `{ status: 'error', data: { message } }` with a French message. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  data: z.object({ message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

// ---------------------------------------------------------------- settings

/** One settings entry; values are read by dotted path (`features.delivery.max_distance`). */
export const settingEntrySchema = z.object({ name: z.string().min(1), value: z.unknown() });
export type SettingEntry = z.infer<typeof settingEntrySchema>;
export const settingsResponseSchema = envelope(z.array(settingEntrySchema));

export const contactsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  instagram: z.string().optional(),
  linkedin: z.string().optional(),
  youtube: z.string().optional(),
  pinterest: z.string().optional(),
  tiktok: z.string().optional(),
  google_map: z.string().optional(),
});

export const deliveryZoneSchema = z.object({
  name: z.string(),
  city: z.string(),
  postal_code: z.string(),
  delivery_fee: money,
  flat_charge: money,
  minimum_order: money,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliverySettingsSchema = z.object({
  active: z.boolean(),
  max_distance: money,
  unit: z.enum(['km', 'miles']),
  calculation_type: z.enum(['zone_based', 'distance-based']),
  minimum_order: money,
  flat_charge: money,
  /** Cost per distance unit for distance-based delivery. */
  cost_per_unit: money.default(0),
  /** Fixed part of a distance-based fee. */
  base_fee: money.default(0),
  zones: z.array(deliveryZoneSchema),
});

/** Orders one slot takes at most; null = unlimited. */
const slotCapacity = z.number().int().positive().nullable();
/** The fields' meaning and defaults: lib/api/scheduling-defaults.ts. */
const schedulingSetSchema = {
  show_range: z.boolean(),
  remove_first_range: z.boolean(),
  remove_first_range_number: z.number().int().nonnegative(),
  remove_last_range: z.boolean(),
  remove_last_range_number: z.number().int().nonnegative(),
  minimum_time: z.number().int().nonnegative(),
  pickup_show_range: z.boolean(),
  pickup_remove_first_range: z.boolean(),
  pickup_remove_first_range_number: z.number().int().nonnegative(),
  pickup_remove_last_range: z.boolean(),
  pickup_remove_last_range_number: z.number().int().nonnegative(),
  pickup_minimum_time: z.number().int().nonnegative(),
  horizon_days: z.number().int().min(1).max(60).default(SCHEDULING_DEFAULTS.horizon_days),
  max_orders_per_slot: slotCapacity.default(SCHEDULING_DEFAULTS.max_orders_per_slot),
  pickup_max_orders_per_slot: slotCapacity.default(SCHEDULING_DEFAULTS.pickup_max_orders_per_slot),
};
export const schedulingSettingsSchema = z.object(schedulingSetSchema);

export const paymentsSettingsSchema = z.object({
  stripe: z.object({ active: z.boolean() }),
  paypal: z.object({ active: z.boolean() }),
  cod: z.object({ active: z.boolean() }),
});

/**
 * The limits of one online order (docs/product.md#order-limits): beyond them the diner is asked to
 * call the restaurant. `max_total` is the order's total in euros (delivery included, after
 * discounts), `max_items` the sum of its lines' quantities (gifts and options not counted);
 * null = no limit.
 */
export const orderLimitsSettingsSchema = z.object({
  max_total: money.positive().max(1_000_000).nullable(),
  max_items: z.number().int().positive().max(100_000).nullable(),
});
export type OrderLimitsSettings = z.infer<typeof orderLimitsSettingsSchema>;

/** The typed view of the settings entries that the storefront and the server use. */
export const restaurantSettingsSchema = z.object({
  contacts: contactsSchema,
  payments: paymentsSettingsSchema,
  features: z.object({ delivery: deliverySettingsSchema }),
  scheduling: schedulingSettingsSchema,
  orders: orderLimitsSettingsSchema,
  /** IANA time zone of the restaurant: every hour and "today" is computed there. */
  timezone: z.string().default('Europe/Paris'),
  /**
   * Where the kitchen mail of every order goes; '' = `contacts.email`. The API keeps it to itself:
   * GET settings never answers it (docs/contract.md#get-v2publicsettings).
   */
  orders_email: z.string().default(''),
  /** The abuse limits' counts; private like `orders_email`. */
  limits: abuseLimitsSettingsSchema,
  legal: legalSettingsSchema,
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;
/**
 * What a diner's browser is handed of the settings (`dinerSettings`): not `legal`, which only the
 * legal pages show, nor the private parts, of which the storefront only holds the defaults.
 */
export type DinerSettings = Omit<RestaurantSettings, 'orders_email' | 'limits' | 'legal'>;

// ---------------------------------------------------------------- menus

/**
 * What a dish or an option choice contains, as an extension of the spec's contract
 * (docs/contract.md#allergens-and-meat-origin): absent `allergens` means unknown, never "free of".
 */
const foodFacts = {
  allergens: allergenListSchema.optional(),
  /** Traces it may contain: voluntary information, never a promise of absence. */
  may_contain: allergenListSchema.optional(),
  meat_origins: meatOriginListSchema.optional(),
};

export const optionOptionSchema = z.object({
  id,
  name: z.string(),
  price: money,
  /** How many of this choice the diner picked (0 in the menu, set in the cart). */
  quantity: z.number().int().nonnegative(),
  /** How many of this one choice may be picked at most (1 = a plain choice). */
  max_quantity: z.number().int().positive().default(1),
  tax_rate: z.number().nonnegative().nullable(),
  /** The kitchen marked this choice sold out (issue 36): shown, not choosable. */
  sold_out: z.boolean().optional(),
  ...foodFacts,
});
export type OptionOption = z.infer<typeof optionOptionSchema>;

export const itemOptionSchema = z.object({
  id,
  name: z.string(),
  /** Minimum and maximum number of choices in this group (min 1 = required). */
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  /** How many choices are currently selected (0 in the menu). */
  selected: z.number().int().nonnegative(),
  option_options: z.array(optionOptionSchema),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

export const itemPriceSchema = z.object({
  price_delivery: money,
  price_pickup: money,
  tax_rate: z.number().nonnegative().nullable(),
});

export const itemSchema = z.object({
  item_id: id,
  item_name: z.string().min(1),
  item_description: z.string(),
  item_image: z.string().nullable(),
  item_menu_id: id,
  item_category_id: id,
  item_score: z.number(),
  item_price: itemPriceSchema,
  options: z.array(itemOptionSchema),
  /** False when the kitchen has run out: shown but not orderable. */
  item_is_available: z.boolean().default(true),
  /** Unavailable because the kitchen marked it sold out (issue 36): « Épuisé ». */
  item_sold_out: z.boolean().optional(),
  quantity: z.number().int().nonnegative().default(0),
  note: z.string().default(''),
  ...foodFacts,
});
export type Item = z.infer<typeof itemSchema>;

export const categorySchema = z.object({
  category_id: id,
  category_name: z.string().min(1),
  category_description: z.string(),
  items: z.array(itemSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const dayHoursSchema = z.object({
  label: z.string(),
  is_open: z.boolean(),
  /** Opening periods as [start, end] pairs in the restaurant's time zone. */
  times: z.array(z.tuple([hhmm, hhmm])),
});
export type DayHours = z.infer<typeof dayHoursSchema>;

/** "HH:MM-HH:MM", or "HH:MM" for a slot without an end (15 minutes long). */
export const timeRangeSchema = z.string().regex(/^\d{2}:\d{2}(-\d{2}:\d{2})?$/);
export const weeklyRangesSchema = z.partialRecord(weekdaySchema, z.array(timeRangeSchema));
export type WeeklyRanges = z.infer<typeof weeklyRangesSchema>;

export const menuSchema = z.object({
  menu_id: id,
  menu_name: z.string().min(1),
  menu_description: z.string(),
  /** Open now by its `active_times`, computed by the server when it answers. */
  menu_is_open: z.boolean(),
  /** False when the restaurant switched the whole menu off. */
  menu_is_available: z.boolean(),
  active_times: z.partialRecord(weekdaySchema, dayHoursSchema),
  time_ranges: weeklyRangesSchema,
  pickup_time_ranges: weeklyRangesSchema,
  categories: z.array(categorySchema),
});
export type Menu = z.infer<typeof menuSchema>;
/**
 * The catalogue's version (ADR 11), a count the API's triggers raise on every change: menus of
 * another version than the server's are not its catalogue (docs/adr/0038). Absent from a back
 * end without one.
 */
export const catalogueVersionSchema = z.number().int().nonnegative();
export const menusResponseSchema = envelope(z.array(menuSchema)).extend({
  version: catalogueVersionSchema.optional(),
});

export const productsResponseSchema = envelope(z.array(itemSchema));

// ---------------------------------------------------------------- offers

export const OFFER_TYPES = [
  'free_delivery',
  'free_item',
  'buy_one_get_one',
  'percentage',
  'fixed_amount',
] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;

export const offerSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  /** Days are 3-letter weekdays; start and end are HH:MM in the restaurant's zone. */
  active_times: z.object({
    days: z.array(weekdaySchema),
    start: hhmm,
    end: hhmm,
  }),
  auto_apply: z.enum(['Yes', 'No']),
  allow_repeat: z.boolean(),
  delivery_pickup: z.enum(['both', 'pickup', 'delivery']),
  minimum_amount: money,
  menus: z.array(id),
  categories: z.array(id),
  items: z.array(id),
  type: offerTypeSchema,
  /** Percent for percentage, euros for fixed_amount, unused otherwise. */
  value: money,
  /**
   * A coupon one customer may use once: the server refuses an order when an earlier one (pending
   * or paid) used it with the same e-mail or the same account.
   */
  once_per_customer: z.boolean().default(false),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersResponseSchema = envelope(z.array(offerSchema));

// ---------------------------------------------------------------- recommendations

export const recommendationsRequestSchema = z.object({
  cartItems: z.array(id).max(200),
  maxRecommendations: z.number().int().positive().max(50).default(12),
});
export const recommendationsResponseSchema = z.object({
  status: z.literal('success'),
  recommendations: z.array(z.object({ itemId: id, score: z.number() })),
});
export const popularResponseSchema = z.object({
  status: z.literal('success'),
  popular: z.array(z.object({ itemId: id, count: z.number().int().nonnegative() })),
});

// ---------------------------------------------------------------- locations

/** One address suggestion (docs/contract.md#get-v2publiclocations). */
export const locationSuggestionSchema = z.object({
  /** The full address, also the query to send to /locations/distance. */
  description: z.string().min(1),
  /** Stable id of the address at the provider (BAN id, or the offline dataset's key). */
  place_id: z.string(),
  structured_formatting: z.object({
    main_text: z.string(),
    secondary_text: z.string(),
  }),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
export const locationsResponseSchema = envelope(z.array(locationSuggestionSchema));

/**
 * Location.distance (docs/contract.md#get-v2publiclocationsdistance): where the address is and
 * what delivering there costs.
 */
export const distanceSchema = z.object({
  /** From the restaurant, in `unit`, as the crow flies (rounded to 0.01). */
  distance: z.number().nonnegative(),
  /** Estimated delivery ride in minutes. */
  duration: z.number().int().nonnegative(),
  unit: z.enum(['km', 'miles']),
  /** Euros, from `lib/domain/delivery` (null when delivery is zone-based). */
  delivery_cost: z.number().nonnegative().nullable(),
  formatted_address: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  /** Comptoir's extension: every code the address may have, when the geocoder cannot tell. */
  postal_codes: z.array(z.string().max(10)).max(20).optional(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Distance = z.infer<typeof distanceSchema>;

export const distanceResponseSchema = envelope(
  z.object({
    distance: distanceSchema,
    /** The delivery zone of the address (zone-based delivery), null when it lies in none. */
    zone: deliveryZoneSchema.nullable(),
    /** Strictly beyond `features.delivery.max_distance`. */
    too_far: z.boolean(),
  }),
);
export type DistanceAnswer = z.infer<typeof distanceResponseSchema>['payload'];
