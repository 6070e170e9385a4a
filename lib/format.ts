/** Formatting at the edge: money arrives in integer cents and leaves as French euros. */
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 1250 → "12,50 €" (with the no-break spaces French typography uses). */
export function formatPrice(cents: number): string {
  return euro.format(cents / 100);
}

const amount = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1250 → "12,50 €" with a plain space before the sign: API messages and mail, in plain text. */
export function formatPlainPrice(cents: number): string {
  return `${amount.format(cents / 100)} €`;
}
