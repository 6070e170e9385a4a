'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';

type State<T> = { module: T } | 'idle' | 'loading' | 'failed';

export interface LazyModule<T> {
  /** Starts fetching it, unless it is fetched or on its way; again after a failure. */
  load(): void;
  /** The module, or where its fetch stands; `needed` starts the fetch. */
  useModule(needed: boolean): T | 'loading' | 'failed';
}

/**
 * Code fetched when first needed, out of the page's first load, and shared by its callers.
 * Unlike React's `lazy`, a module already fetched (by a warm-up once the page is idle) renders at
 * once, without a frame of fallback, and a failed fetch is said, so the caller can offer a retry.
 * A chunk gone with a new deployment reloads the page, as a failed `import()` does anywhere else
 * (lib/pwa/chunk-reload.ts): no retry could fetch it.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let state: State<T> = 'idle';
  const listeners = new Set<() => void>();
  const set = (next: State<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const load = () => {
    if (state !== 'idle' && state !== 'failed') return;
    set('loading');
    importer().then(
      (module) => set({ module }),
      (error: unknown) => {
        set('failed');
        recoverFromChunkError(error);
      },
    );
  };
  function useModule(needed: boolean) {
    const current = useSyncExternalStore(
      subscribe,
      () => state,
      () => 'idle' as const,
    );
    useEffect(() => {
      if (needed) load();
    }, [needed]);
    if (typeof current === 'object') return current.module;
    return current === 'failed' ? 'failed' : 'loading';
  }
  return { load, useModule };
}
