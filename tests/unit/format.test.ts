import { describe, expect, it } from 'vitest';
import { formatPlainPrice, formatPrice, toCents, toEuros } from '@/lib/domain/money';

describe('formatPrice', () => {
  // French typography: no-break spaces (U+202F between thousands, U+00A0 before €), comma decimals.
  it.each([
    [1250, '12,50\u00a0€'],
    [0, '0,00\u00a0€'],
    [5, '0,05\u00a0€'],
    [100000, '1\u202f000,00\u00a0€'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});

describe('formatPlainPrice', () => {
  // Plain text (API messages, mail): a plain space before €, the thousands still grouped.
  it.each([
    [1250, '12,50 €'],
    [0, '0,00 €'],
    [100000, '1\u202f000,00 €'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatPlainPrice(cents)).toBe(text);
  });
});

describe('toCents / toEuros', () => {
  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [8.9, 890],
  ])('%d € → %i cents', (euros, cents) => expect(toCents(euros)).toBe(cents));

  it('round-trips every two-decimal amount', () => {
    for (let cents = 0; cents < 5000; cents += 7) expect(toCents(toEuros(cents))).toBe(cents);
  });
});
