/**
 * What the storefront keeps of its pages, from a page's second sighting on
 * (storefront-server/second-sighting.ts): one-off pages are remembered by key only, and both the
 * values and the keys are bounded, the oldest forgotten first.
 */
import { describe, expect, it } from 'vitest';
import { secondSighting } from '@/storefront-server/second-sighting';

describe('secondSighting', () => {
  it('says a key is new the first time and known from the second on', () => {
    const cache = secondSighting<string>(2);
    expect(cache.seenBefore('menu')).toBe(false);
    expect(cache.seenBefore('menu')).toBe(true);
    expect(cache.seenBefore('menu')).toBe(true);
    expect(cache.get('menu')).toBeUndefined();
  });

  it('keeps at most `kept` values, forgetting the oldest', () => {
    const cache = secondSighting<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('keeps a value again in its place, pushing no other out', () => {
    const cache = secondSighting<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('b', 'B2');
    expect([cache.get('a'), cache.get('b')]).toEqual(['A', 'B2']);
  });

  it('remembers 8 × `kept` keys seen once, the oldest forgotten first', () => {
    const cache = secondSighting<string>(2);
    for (let i = 0; i < 16; i += 1) cache.seenBefore(`page-${i}`);
    expect(cache.seenBefore('page-0')).toBe(true);
    // The 17th new key pushes out the first one seen, however often it was seen since.
    cache.seenBefore('page-16');
    expect(cache.seenBefore('page-1')).toBe(true);
    expect(cache.seenBefore('page-0')).toBe(false);
  });
});
