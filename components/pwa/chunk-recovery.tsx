'use client';

import { useEffect } from 'react';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';

/**
 * A script that failed to load outside React's error boundaries (a rejected `import()`, a chunk
 * of a route being reached) reloads the page, at most once per 10 s per path
 * (lib/pwa/chunk-reload.ts); app/(shop)/error.tsx does the same for one a boundary caught.
 */
export function ChunkRecovery() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (recoverFromChunkError(event.reason)) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => void recoverFromChunkError(event.error);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
