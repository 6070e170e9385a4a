/**
 * Settings arrive as `{ name, value }` entries read by dotted path
 * (docs/contract.md#get-v2publicsettings). `toRestaurantSettings` falls back to `DEFAULT_SETTINGS`
 * for any part that is missing or malformed, so garbage never breaks a page.
 */
import { z } from 'zod';
import { abuseLimitsSettingsSchema, type AbuseLimitsSettings } from './abuse-limits';
import { readLegal } from './legal';
import {
  contactsSchema,
  deliverySettingsSchema,
  orderLimitsSettingsSchema,
  paymentsSettingsSchema,
  schedulingSettingsSchema,
  type DinerSettings,
  type RestaurantSettings,
  type SettingEntry,
} from './schemas';
import { DEFAULT_SETTINGS } from './default-settings';
import { knownTimeZone } from './time-zone';

export { DEFAULT_SETTINGS } from './default-settings';

/** Reads one value by dotted path: the first segment names the entry, the rest walk its value. */
export function readSetting(entries: readonly SettingEntry[], path: string): unknown {
  const [head, ...rest] = path.split('.');
  const entry = entries.find((e) => e.name === head);
  let value: unknown = entry?.value;
  for (const key of rest) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The abuse limits section by section: a malformed count or group keeps its default, the others
 * hold (a restaurant that mistypes the coupon limit keeps its order limits).
 */
function pickLimits(
  pick: <T>(schema: z.ZodType<T>, path: string, fallback: T) => T,
): AbuseLimitsSettings {
  const limits = { ...DEFAULT_SETTINGS.limits };
  for (const key of Object.keys(limits) as (keyof AbuseLimitsSettings)[]) {
    const schema = abuseLimitsSettingsSchema.shape[key] as z.ZodType<unknown>;
    (limits as Record<string, unknown>)[key] = pick(schema, `limits.${key}`, limits[key]);
  }
  return limits;
}

/** Builds the typed settings; each section that does not validate keeps its default. */
export function toRestaurantSettings(entries: readonly SettingEntry[]): RestaurantSettings {
  const pick = <T>(
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
    path: string,
    fallback: T,
  ): T => {
    const parsed = schema.safeParse(readSetting(entries, path));
    return parsed.success ? (parsed.data as T) : fallback;
  };
  const timezone = readSetting(entries, 'timezone');
  return {
    contacts: pick(contactsSchema, 'contacts', DEFAULT_SETTINGS.contacts),
    payments: pick(paymentsSettingsSchema, 'payments', DEFAULT_SETTINGS.payments),
    features: {
      delivery: pick(
        deliverySettingsSchema,
        'features.delivery',
        DEFAULT_SETTINGS.features.delivery,
      ),
    },
    scheduling: pick(schedulingSettingsSchema, 'scheduling', DEFAULT_SETTINGS.scheduling),
    orders: pick(orderLimitsSettingsSchema, 'orders', DEFAULT_SETTINGS.orders),
    timezone: knownTimeZone(timezone),
    orders_email: pick(z.email().max(254), 'orders_email', DEFAULT_SETTINGS.orders_email),
    limits: pickLimits(pick),
    legal: readLegal(readSetting(entries, 'legal')),
  };
}

/** The settings a diner's browser is handed (`DinerSettings`): what its pages and cart read. */
export function dinerSettings(settings: RestaurantSettings): DinerSettings {
  const { contacts, payments, features, scheduling, orders, timezone } = settings;
  return { contacts, payments, features, scheduling, orders, timezone };
}
