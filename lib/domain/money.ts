/**
 * Money is integer cents inside the domain (docs/product.md#money-in-cents); `toCents` and
 * `toEuros` are the only crossings to the wire's euros. Formatting is one rule for the storefront
 * and the server, so it lives here too; the formats are built on first use, as building one loads
 * locale data a page showing no price never needs (docs/adr/0010-a-menu-page-that-hydrates-little.md).
 */

/** Euros as the API sends them → integer cents, immune to float noise (8.9 → 890). */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents → the two-decimal euro number the API contract expects (1250 → 12.5). */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}

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
