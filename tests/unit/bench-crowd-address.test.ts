/**
 * The loopback addresses the live bench's crowd of diners opens its streams from
 * (bench/diner-crowd.ts): never more per address than asked, never the kitchen's 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { crowdAddress } from '@/bench/diner-crowd';
import { STREAMS_PER_CLIENT } from '@/server/services/sse';

describe('crowdAddress', () => {
  it('fills each address with perAddress streams, then takes the next', () => {
    expect([0, 15, 16, 31, 32].map((i) => crowdAddress(i, 16))).toEqual([
      '127.0.1.1',
      '127.0.1.1',
      '127.0.1.2',
      '127.0.1.2',
      '127.0.1.3',
    ]);
  });

  it('goes on to the next third octet after 254 addresses, skipping .0 and .255', () => {
    expect(crowdAddress(253, 1)).toBe('127.0.1.254');
    expect(crowdAddress(254, 1)).toBe('127.0.2.1');
  });

  it('keeps 1,000 streams under the API’s limit per address, off 127.0.0.1', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 1_000; i += 1) {
      const address = crowdAddress(i, 16);
      counts.set(address, (counts.get(address) ?? 0) + 1);
    }
    expect(counts.size).toBe(63);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(STREAMS_PER_CLIENT);
    expect(counts.has('127.0.0.1')).toBe(false);
  });

  it('refuses a crowd larger than the addresses it can use', () => {
    expect(() => crowdAddress(254 * 254, 1)).toThrow();
  });
});
