/**
 * Settings entries as the storefront reads them. Stored values are the restaurant's; the card
 * payment switch is the API's: on when it holds a Stripe key (services/payments.ts).
 */
import { z } from 'zod';
import type { LegalSettings } from '@/lib/api/legal';
import type { RestaurantSettings, SettingEntry } from '@/lib/api/schemas';
import { readSetting, toRestaurantSettings } from '@/lib/api/settings';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

const ORDER = [
  'contacts',
  'payments',
  'features',
  'scheduling',
  'orders',
  'timezone',
  'legal',
  'orders_email',
  'limits',
  'kitchen',
];
const rank = (name: string) => {
  const i = ORDER.indexOf(name);
  return i === -1 ? ORDER.length : i;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored rows in the contract's order. */
export function sortSettings<T extends { name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/**
 * Entries the API reads but never answers: where the kitchen mail goes and how the kitchen works
 * are nobody else's business, a script is not told how far it may go, and the pepper order keys
 * are derived with is the API's secret (pepper.ts).
 */
const PRIVATE = new Set(['orders_email', 'limits', 'kitchen', 'pepper']);

/**
 * The kitchen's private entry (docs/adr/0041): the minutes it has to accept an order before the
 * order is refused by itself. A missing or malformed value keeps the default.
 */
const kitchenSettingsSchema = z.object({
  accept_within_minutes: z.number().int().min(1).max(240),
});
export type KitchenSettings = z.infer<typeof kitchenSettingsSchema>;
export const DEFAULT_KITCHEN: KitchenSettings = { accept_within_minutes: 8 };

export function kitchenSettings(entries: readonly SettingEntry[]): KitchenSettings {
  const parsed = kitchenSettingsSchema.safeParse(readSetting(entries, 'kitchen'));
  return parsed.success ? parsed.data : DEFAULT_KITCHEN;
}

/** The entries GET settings answers: all but the private ones. */
export function publicEntries(entries: readonly SettingEntry[]): SettingEntry[] {
  return entries.filter(({ name }) => !PRIVATE.has(name));
}

/** What the API says over the stored entries. */
export interface SettingOverrides {
  /** The card switch: on when the API holds a Stripe key. */
  cardPayments: boolean;
  /** The legal identity's fields the API's environment sets (LEGAL_*, lib/api/legal.ts). */
  legal: Partial<LegalSettings>;
}

/** Sorted rows as the API reads them: the card switch and the LEGAL_* fields as the API's. */
export function answerSettings(
  sorted: readonly SettingEntry[],
  { cardPayments, legal }: SettingOverrides,
): SettingEntry[] {
  const entries = sorted.map(({ name, value }) => {
    if (name === 'payments' && isRecord(value))
      return { name, value: { ...value, stripe: { active: cardPayments } } };
    if (name === 'legal') return { name, value: { ...(isRecord(value) ? value : {}), ...legal } };
    return { name, value };
  });
  if (Object.keys(legal).length === 0 || entries.some(({ name }) => name === 'legal'))
    return entries;
  return sortSettings([...entries, { name: 'legal', value: legal }]);
}

/** The restaurant's contacts straight from the table: for work outside a request (mail). */
export async function readRestaurantContacts(
  db: Database,
): Promise<RestaurantSettings['contacts']> {
  return toRestaurantSettings(sortSettings(await db.select().from(settings))).contacts;
}
