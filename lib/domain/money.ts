/**
 * Money is integer cents inside the domain. The wire (SPEC.md §7) carries euros with two
 * decimals; these two functions are the only crossing points.
 */

/** Euros as the API sends them → integer cents, immune to float noise (8.9 → 890). */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents → the two-decimal euro number the API contract expects (1250 → 12.5). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}
