/**
 * Whether a new version of the site is ready (a new service worker waits, or the latest-build
 * file names another build): the update banner shows while it is. Not persisted: the next load
 * finds out again.
 */
import { create } from 'zustand';

interface UpdateState {
  available: boolean;
  offer: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  available: false,
  offer: () => set({ available: true }),
}));
