/**
 * The restaurant's legal identity (settings entry `legal`): what the legal notice (LCEN art. 6-III)
 * and the receipt name. Each field may be overridden by `LEGAL_<FIELD>` in the environment of the
 * process that shows it, the API (mails, GET settings) or the storefront (pages): the
 * environment wins over the stored entry (docs/adr/0036-the-receipt-and-the-legal-identity.md).
 */
import { z } from 'zod';

const field = z.string().max(300).default('');

export const legalSettingsSchema = z.object({
  /** Company name and legal form: « Poulet Grenette SAS ». '' = the contacts' name. */
  company: field,
  /** Share capital, as written: « 1 000 € ». */
  capital: field,
  /** Registered office. '' = the contacts' address. */
  address: field,
  siret: field,
  /** Registration: « RCS Grenoble 000 000 000 ». */
  rcs: field,
  /** Intra-community VAT number. */
  vat_number: field,
  /** Director of publication (name and capacity). */
  director: field,
  /** The host's name, address and phone. */
  host: field,
  /** The consumer mediator's name, address and website (C. conso L.612-1). */
  mediator: field,
});
export type LegalSettings = z.infer<typeof legalSettingsSchema>;
type LegalField = keyof LegalSettings;

const LEGAL_FIELDS = Object.keys(legalSettingsSchema.shape) as LegalField[];

/** The stored entry field by field: a field that is not a short text reads as unset (''). */
export function readLegal(value: unknown): LegalSettings {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const legal = legalSettingsSchema.parse({});
  for (const name of LEGAL_FIELDS) {
    const parsed = field.safeParse(record[name]);
    if (parsed.success) legal[name] = parsed.data.trim();
  }
  return legal;
}

/** `vat_number` → `LEGAL_VAT_NUMBER`. */
const legalEnvName = (name: LegalField) => `LEGAL_${name.toUpperCase()}`;

/** The fields the environment sets (not blank), trimmed: what wins over the stored entry. */
export function legalFromEnv(env: Readonly<Record<string, unknown>>): Partial<LegalSettings> {
  const set: Partial<LegalSettings> = {};
  for (const name of LEGAL_FIELDS) {
    const value = env[legalEnvName(name)];
    if (typeof value === 'string' && value.trim() !== '') set[name] = value.trim().slice(0, 300);
  }
  return set;
}

/** The entry as shown: each field from the environment when it sets one, else as stored. */
export function withLegalEnv(
  legal: LegalSettings,
  env: Readonly<Record<string, unknown>>,
): LegalSettings {
  return { ...legal, ...legalFromEnv(env) };
}
