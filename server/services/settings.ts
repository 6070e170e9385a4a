/**
 * Settings entries as the storefront reads them. Stored values are the restaurant's; the card
 * payment switch is decided here, at answer time, by whether the API holds a Stripe key.
 */
import { eq } from 'drizzle-orm';
import type { SettingEntry } from '@/lib/api/schemas';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { isStripeConfigured } from '../env';

const ORDER = ['contacts', 'payments', 'features', 'scheduling', 'timezone'];
const rank = (name: string) => {
  const i = ORDER.indexOf(name);
  return i === -1 ? ORDER.length : i;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function listSettings(db: Database): Promise<SettingEntry[]> {
  const rows = await db.select().from(settings);
  rows.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return rows.map(({ name, value }) =>
    name === 'payments' && isRecord(value)
      ? { name, value: { ...value, stripe: { active: isStripeConfigured() } } }
      : { name, value },
  );
}

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The restaurant's IANA zone; a missing or unknown value falls back to Europe/Paris. */
export async function restaurantTimeZone(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'timezone'));
  return isTimeZone(row?.value) ? row.value : DEFAULT_SETTINGS.timezone;
}
