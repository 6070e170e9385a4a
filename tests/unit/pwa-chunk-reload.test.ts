import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadForMissingChunk,
} from '@/lib/pwa/chunk-reload';

/** Session storage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const chunkError = Object.assign(new Error('Loading chunk 4216 failed.\n(missing: /x.js)'), {
  name: 'ChunkLoadError',
});

describe('isChunkLoadError', () => {
  it.each([
    [chunkError, true],
    [new Error('Loading CSS chunk app/menu/page failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Cannot read properties of undefined'), false],
    [new TypeError('Failed to fetch'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%s: %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe('reloadForMissingChunk', () => {
  afterEach(() => vi.restoreAllMocks());
  const warn = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('reloads once, then not again on that path within 10 s, and says so each time', () => {
    const warning = warn();
    const storage = memoryStorage();
    const reload = vi.fn();
    const at = (now: number) =>
      reloadForMissingChunk('/menu', chunkError, { storage, now, reload });
    expect(at(1_000)).toBe(true);
    expect(at(1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledTimes(2);
    expect(at(1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('counts each path on its own', () => {
    warn();
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadForMissingChunk('/menu', chunkError, { storage, now: 5_000, reload });
    reloadForMissingChunk('/checkout', chunkError, { storage, now: 5_001, reload });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_KEY)!)).toEqual({
      '/menu': 5_000,
      '/checkout': 5_001,
    });
  });

  it('reloads when what was stored is unreadable, and not when nothing can be stored', () => {
    warn();
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '{pas du json');
    const reload = vi.fn();
    expect(reloadForMissingChunk('/', chunkError, { storage, now: 1, reload })).toBe(true);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(reloadForMissingChunk('/', chunkError, { storage: full, now: 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again when the clock went back (a time from the future is no guard)', () => {
    warn();
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadForMissingChunk('/', chunkError, { storage, now: 50_000, reload });
    expect(reloadForMissingChunk('/', chunkError, { storage, now: 10_000, reload })).toBe(true);
  });
});
