/** Which overlay is open: the cart drawer, the location modal, the search. One at a time. */
import { create } from 'zustand';

export type Overlay = 'cart' | 'location' | 'search' | null;
type Named = Exclude<Overlay, null>;

interface UiState {
  overlay: Overlay;
  /** Overlays opened at least once: their code is only loaded then (see Overlays). */
  opened: Record<Named, boolean>;
  open: (overlay: Named) => void;
  close: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  opened: { cart: false, location: false, search: false },
  open: (overlay) => set((s) => ({ overlay, opened: { ...s.opened, [overlay]: true } })),
  close: () => set({ overlay: null }),
}));
