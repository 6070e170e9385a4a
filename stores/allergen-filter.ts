/**
 * The allergens the diner's menu filter hides, remembered on the device as a JSON list of codes
 * (docs/adr/0039). What storage gives back is untrusted (docs/adr/0005): `parseAvoided` keeps the
 * known codes only. Read once on the client; empty until then.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Allergen } from '@/lib/api/allergen-codes';
import { inAnnexOrder, parseAvoided } from '@/lib/domain/allergens';
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';

export const ALLERGENS_KEY = STORAGE_KEYS.allergens;

interface AllergenFilterState {
  avoided: Allergen[];
  /** False until read from storage. */
  loaded: boolean;
  load: () => void;
  toggle: (code: Allergen) => void;
  clear: () => void;
}

function save(avoided: Allergen[]) {
  try {
    if (avoided.length > 0) window.localStorage.setItem(ALLERGENS_KEY, JSON.stringify(avoided));
    else window.localStorage.removeItem(ALLERGENS_KEY);
  } catch (error) {
    console.warn(`Stockage « ${ALLERGENS_KEY} » impossible`, error);
  }
}

export const useAllergenFilter = create<AllergenFilterState>((set, get) => ({
  avoided: [],
  loaded: false,
  load: () => {
    if (get().loaded) return;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(ALLERGENS_KEY);
    } catch {
      // A browser that refuses storage avoids nothing.
    }
    set({ avoided: parseAvoided(raw), loaded: true });
  },
  toggle: (code) => {
    const { avoided } = get();
    const next = avoided.includes(code)
      ? avoided.filter((c) => c !== code)
      : inAnnexOrder([...avoided, code]);
    save(next);
    set({ avoided: next });
  },
  clear: () => {
    save([]);
    set({ avoided: [] });
  },
}));

/** What the diner avoids, read from the device once mounted (empty during the first render). */
export function useAvoided(): Allergen[] {
  const avoided = useAllergenFilter((s) => s.avoided);
  useEffect(() => useAllergenFilter.getState().load(), []);
  return avoided;
}
