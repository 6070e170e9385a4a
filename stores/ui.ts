/** Which overlay is open: the cart drawer, the location modal, the search. One at a time. */
import { create } from 'zustand';

export type Overlay = 'cart' | 'location' | 'search' | null;

interface UiState {
  overlay: Overlay;
  open: (overlay: Exclude<Overlay, null>) => void;
  close: () => void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  open: (overlay) => set({ overlay }),
  close: () => set({ overlay: null }),
}));
