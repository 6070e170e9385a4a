/**
 * Settings entries as the storefront reads them. Stored values are the restaurant's; the card
 * payment switch is decided here, at answer time, by whether the API holds a Stripe key.
 */
import type { SettingEntry } from '@/lib/api/schemas';
import { DEFAULT_SETTINGS } from '@/lib/api/settings';
import { isStripeConfigured } from '../env';

const ORDER = ['contacts', 'payments', 'features', 'scheduling', 'timezone'];
const rank = (name: string) => {
  const i = ORDER.indexOf(name);
  return i === -1 ? ORDER.length : i;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stored rows in the contract's order, with the card switch as the environment sets it. */
export function answerSettings(rows: readonly { name: string; value: unknown }[]): SettingEntry[] {
  return [...rows]
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name))
    .map(({ name, value }) =>
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
export function timeZoneOf(rows: readonly { name: string; value: unknown }[]): string {
  const value = rows.find((row) => row.name === 'timezone')?.value;
  return isTimeZone(value) ? value : DEFAULT_SETTINGS.timezone;
}
