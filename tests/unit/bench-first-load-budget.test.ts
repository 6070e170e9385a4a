/**
 * The first-load JS budget of the diner routes (bench/first-load-budget.ts, ADR 50): a route more
 * than 2 kB (2,048 bytes) over its accepted figure, or with none, is named; the staff's is not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptedFigures,
  BUDGET_HEADING,
  budgetReport,
  overBudget,
} from '@/bench/first-load-budget';

const results = [
  '## Where the targets stand',
  '',
  BUDGET_HEADING,
  '',
  '| route | accepted JS (gzip) | why |',
  '| --- | ---: | --- |',
  '| `/` | 100.0 kB | the baseline |',
  '| `/menu` | 150.5 kB | the search moved in |',
  '| `/contact` | 90.0 kB |  |',
  '',
  '### Another note',
  '',
  '| `/checkout` | 999.0 kB | a table of another section |',
].join('\n');

afterEach(() => vi.restoreAllMocks());

describe('the accepted figures', () => {
  it('reads each row with a reason, in bytes, and nothing past the section', () => {
    const figures = acceptedFigures(results);
    // 100.0 kB = 102,400 bytes; 150.5 kB = 154,112 bytes.
    expect([...figures]).toEqual([
      ['/', { bytes: 102_400, why: 'the baseline' }],
      ['/menu', { bytes: 154_112, why: 'the search moved in' }],
    ]);
  });

  it('is empty without the section', () => {
    expect(acceptedFigures('# Benchmarks\n')).toEqual(new Map());
  });
});

describe('the budget', () => {
  const accepted = acceptedFigures(results);

  it('lets a route grow by 2,048 bytes, not one more', () => {
    expect(overBudget({ '/': 102_400 + 2_048 }, accepted)).toEqual([]);
    expect(overBudget({ '/': 102_400 + 2_049 }, accepted)).toEqual([
      { route: '/', bytes: 104_449, accepted: 102_400 },
    ]);
  });

  it('names a diner route with no accepted figure, or one without a reason', () => {
    expect(overBudget({ '/contact': 10, '/auth': 10 }, accepted)).toEqual([
      { route: '/contact', bytes: 10, accepted: null },
      { route: '/auth', bytes: 10, accepted: null },
    ]);
  });

  it("never holds the staff's routes to it", () => {
    expect(overBudget({ '/cuisine': 900_000, '/cuisine/x': 900_000 }, accepted)).toEqual([]);
  });

  it('says so in one line when every diner route is within', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = budgetReport({ '/': 102_400, '/menu': 100_000, '/cuisine': 1 }, results);
    expect(report).toBe(
      'Every diner route is within 2.0 kB of its accepted figure (First-load JS accepted per diner route, below).\n',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('prints a banner naming each route over, with how far over', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // 105,472 bytes = 103.0 kB, 3,072 bytes (3.0 kB) over 100.0 kB.
    const report = budgetReport({ '/': 105_472, '/menu': 154_112, '/auth': 51_200 }, results);
    const printed = String(error.mock.calls[0]?.[0]);
    expect(printed).toContain('!! FIRST-LOAD JS OVER BUDGET');
    expect(printed).toContain('!! /: 103.0 kB, 3.0 kB over its accepted 100.0 kB');
    expect(printed).toContain('!! /auth: 50.0 kB, and no accepted figure with a reason');
    expect(printed).not.toContain('/menu');
    expect(report).toBe(`\`\`\`\n${printed}\n\`\`\`\n`);
  });
});
