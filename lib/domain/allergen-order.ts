/**
 * The 14 codes in the Annex's order, and a diner's avoided list read back from the device: all the
 * menu's first load needs of lib/domain/allergens.ts, apart so it carries nothing else (issue 38).
 */
import { ALLERGENS, type Allergen } from '@/lib/api/allergen-codes';

/** The codes of the 14 among `codes`, each once, in the Annex's order. */
export function inAnnexOrder(codes: Iterable<unknown>): Allergen[] {
  const present = new Set(codes);
  return ALLERGENS.filter((code) => present.has(code));
}

/**
 * What a diner avoids, read back from the device (docs/adr/0005: untrusted): the known codes of a
 * JSON list, each once, in the Annex's order; anything else reads as avoiding nothing.
 */
export function parseAvoided(raw: string | null): Allergen[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? inAnnexOrder(value) : [];
  } catch {
    return [];
  }
}
