/**
 * The allergens the diner's menu filter hides, remembered on the device as a JSON list of codes
 * (docs/adr/0039). What storage gives back is untrusted (docs/adr/0005): `parseAvoided` keeps the
 * known codes only. Read once on the client; empty until then. Changed by the filter's panel
 * (components/menu/allergen-chips.tsx), whose code the first load does not carry (issue 38).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Allergen } from '@/lib/api/allergen-codes';
import { parseAvoided } from '@/lib/domain/allergen-order';
import { readStored, STORAGE_KEYS } from '@/lib/browser/storage-keys';

export const ALLERGENS_KEY = STORAGE_KEYS.allergens;

interface AllergenFilterState {
  avoided: Allergen[];
  /** False until read from storage. */
  loaded: boolean;
  load: () => void;
}

export const useAllergenFilter = create<AllergenFilterState>((set, get) => ({
  avoided: [],
  loaded: false,
  load: () => {
    if (get().loaded) return;
    // A browser that refuses storage avoids nothing.
    set({ avoided: parseAvoided(readStored(ALLERGENS_KEY)), loaded: true });
  },
}));

/** What the diner avoids, read from the device once mounted (empty during the first render). */
export function useAvoided(): Allergen[] {
  const avoided = useAllergenFilter((s) => s.avoided);
  useEffect(() => useAllergenFilter.getState().load(), []);
  return avoided;
}
