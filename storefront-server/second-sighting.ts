/**
 * What the storefront keeps of a page it answers all day (its finishing in csp-hashes.ts, its best
 * Brotli in page-brotli.ts): kept from the page's second sighting on, so pages answered once (most
 * of those written for one diner) never push the shared ones out. Both bounds forget the oldest.
 */
export interface SecondSighting<V> {
  get: (key: string) => V | undefined;
  /** Whether `key` was seen before; the first time, it is remembered (29 bytes an ETag). */
  seenBefore: (key: string) => boolean;
  set: (key: string, value: V) => void;
}

const forgetOldest = (kept: Map<string, unknown> | Set<string>) =>
  kept.delete(kept.keys().next().value!);

/** `kept` values at most, and the keys of the last 8 × `kept` pages seen. */
export function secondSighting<V>(kept: number): SecondSighting<V> {
  const values = new Map<string, V>();
  const seen = new Set<string>();
  return {
    get: (key) => values.get(key),
    seenBefore: (key) => {
      if (seen.has(key)) return true;
      if (seen.size >= kept * 8) forgetOldest(seen);
      seen.add(key);
      return false;
    },
    set: (key, value) => {
      if (!values.has(key) && values.size >= kept) forgetOldest(values);
      values.set(key, value);
    },
  };
}
