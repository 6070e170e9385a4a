/**
 * Persisted state is untrusted (docs/adr/0005-persisted-state-is-untrusted.md): each persisted
 * store has a version, and what storage gives back is checked with zod; a corrupt, foreign or old
 * value resets that store only. The schemas load only when something was saved, so zod stays out
 * of every page's first scripts (ADR 10); the stores' `…Hydrated` hooks wait for them.
 */
import type { z } from 'zod';
import { readStored, writeStored } from '@/lib/browser/storage-keys';
import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';

/** localStorage that survives unreadable JSON and a browser that refuses storage. */
const safeStorage = {
  getItem: (name: string) => {
    if (typeof window === 'undefined') return null; // prerendering: nothing saved there
    const raw = readStored(name);
    try {
      if (raw !== null) JSON.parse(raw);
      return raw;
    } catch {
      console.warn(`Stockage « ${name} » illisible : remis à zéro.`);
      return null;
    }
  },
  setItem: (name: string, value: string) => {
    if (typeof window !== 'undefined') writeStored(name, value);
  },
  removeItem: (name: string) => {
    if (typeof window !== 'undefined') writeStored(name, null);
  },
};

/**
 * Persist options for a store whose saved part is described by the schema `loadSchema` gives:
 * values of another version are dropped (no migration exists yet), values that do not validate
 * are dropped.
 */
export function validatedPersist<S, P>(
  name: string,
  version: number,
  loadSchema: () => Promise<z.ZodType<P>>,
  partialize: (state: S) => P,
): PersistOptions<S, P> {
  let schema: z.ZodType<P> | null = null;
  const storage: StateStorage = {
    ...safeStorage,
    getItem: async (key) => {
      const raw = safeStorage.getItem(key);
      if (raw === null || schema) return raw;
      try {
        schema = await loadSchema();
        return raw;
      } catch (error) {
        console.warn(`Stockage « ${name} » non vérifiable : ignoré.`, error);
        return null;
      }
    },
  };
  return {
    name,
    version,
    storage: createJSONStorage<P>(() => storage),
    partialize,
    migrate: () => undefined as unknown as P,
    merge: (persisted, current) => {
      if (persisted === undefined) return current;
      const parsed = schema?.safeParse(persisted);
      if (!parsed?.success) {
        console.warn(`Stockage « ${name} » invalide : remis à zéro.`);
        return current;
      }
      return { ...current, ...parsed.data };
    },
  };
}
