/** Formatting at the edge: money arrives in integer cents and leaves as French euros. */
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 1250 → "12,50 €" (with the narrow no-break space French typography uses). */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100);
}

/** Euros as the API sends them (two decimals) → integer cents, immune to float noise. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents → the two-decimal euro number the API contract expects. */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}
