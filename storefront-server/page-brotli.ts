/**
 * Pages every diner gets alike (the same bytes, so the same ETag: prerendered and regenerated
 * ones) are Brotli-compressed once at the best quality, off the main thread, and served so from
 * then on (docs/adr/0015, amended for issue 38): `/menu` 44 → 39 kB, inside the two round trips
 * a cold connection starts with. Until then, and for a body seen once, compression.ts streams.
 */
import { brotliBest } from './compression';
import { secondSighting } from './second-sighting';

export interface PageBrotliOptions {
  /** Compressed pages kept, the oldest forgotten first. */
  kept?: number;
  /** Larger bodies are left to the stream's compression (bounds one compression's cost: ~1 s
   * of a pool thread for `/menu`). */
  maxBodyBytes?: number;
  compress?: (body: Buffer) => Promise<Buffer>;
}

export interface PageBrotli {
  /**
   * The page's best Brotli when it is ready; else undefined, and the second time a body is
   * seen its compression starts (one at a time: a body never repeated costs nothing).
   */
  packed: (etag: string, body: Buffer) => Buffer | undefined;
  /** Resolves once no compression is under way (tests). */
  settled: () => Promise<void>;
}

export function pageBrotli({
  kept = 32,
  maxBodyBytes = 2_000_000,
  compress = brotliBest,
}: PageBrotliOptions = {}): PageBrotli {
  const packedByEtag = secondSighting<Buffer>(kept);
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const start = (etag: string, body: Buffer) => {
    busy = true;
    running = compress(body)
      .then((packed) => packedByEtag.set(etag, packed))
      .catch((error: unknown) => {
        console.error('[brotli]', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        busy = false;
      });
  };

  return {
    packed: (etag, body) => {
      const packed = packedByEtag.get(etag);
      if (packed || body.length > maxBodyBytes) return packed;
      if (packedByEtag.seenBefore(etag) && !busy) start(etag, body);
      return undefined;
    },
    settled: () => running,
  };
}
