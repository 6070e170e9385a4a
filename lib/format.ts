/**
 * Formatting at the edge: money arrives in integer cents and leaves as French euros. The formats
 * are made on first use: building a currency format loads locale data (~13 ms of a phone's main
 * thread under Lighthouse), which a page that shows no price from the client never needs.
 */
let euro: Intl.NumberFormat | undefined;
let amount: Intl.NumberFormat | undefined;

/** 1250 → "12,50 €" (with the no-break spaces French typography uses). */
export function formatPrice(cents: number): string {
  euro ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euro.format(cents / 100);
}

/** 1250 → "12,50 €" with a plain space before the sign: API messages and mail, in plain text. */
export function formatPlainPrice(cents: number): string {
  amount ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount.format(cents / 100)} €`;
}
