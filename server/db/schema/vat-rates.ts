/**
 * The VAT rates, in percent, a French restaurant's dishes and drinks take (docs/adr/0034): 5.5
 * for sealed products that keep, 10 for food prepared to be eaten at once, 20 for alcohol.
 */
export const VAT_RATES = [5.5, 10, 20] as const;
