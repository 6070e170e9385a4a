import { describe, expect, it } from 'vitest';
import { itemCount, orderCapBreaches } from '@/lib/domain/order-caps';

const lines = (...quantities: number[]) => quantities.map((quantity) => ({ quantity }));
const LIMITS = { max_total: 800, max_items: 120 };

describe('itemCount', () => {
  it('sums the quantities of the lines', () => {
    expect(itemCount(lines(40, 40, 3))).toBe(83);
  });

  it('is 0 for no line', () => {
    expect(itemCount([])).toBe(0);
  });
});

describe('orderCapBreaches', () => {
  it.each([
    ['exactly 800,00 € and 120 items: within', lines(100, 20), 80_000, []],
    [
      '800,01 €: one cent over the total',
      lines(1),
      80_001,
      [{ kind: 'total', maxCents: 80_000, totalCents: 80_001 }],
    ],
    ['121 items: one over', lines(120, 1), 100, [{ kind: 'items', max: 120, count: 121 }]],
    [
      'both over: the total first',
      lines(50, 50, 50),
      101_000_00,
      [
        { kind: 'total', maxCents: 80_000, totalCents: 101_000_00 },
        { kind: 'items', max: 120, count: 150 },
      ],
    ],
  ])('%s', (_, cart, total, expected) => {
    expect(orderCapBreaches(cart, total, LIMITS)).toEqual(expected);
  });

  it('a null maximum is no limit', () => {
    expect(
      orderCapBreaches(lines(50, 50, 50), 101_000_00, { max_total: null, max_items: null }),
    ).toEqual([]);
  });

  it('reads a maximum in euros with cents without float noise (19,99 €)', () => {
    const limits = { max_total: 19.99, max_items: null };
    expect(orderCapBreaches(lines(1), 1999, limits)).toEqual([]);
    expect(orderCapBreaches(lines(1), 2000, limits)).toEqual([
      { kind: 'total', maxCents: 1999, totalCents: 2000 },
    ]);
  });
});
