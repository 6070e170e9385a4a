/**
 * The kitchen's switches as the diner's pages last read them (docs/contract.md#kitchen-switches):
 * asked of the API on every page that shows them, never from a kept copy, so a switch flipped in
 * the kitchen shows on the next page a diner opens. An answer that fails or does not parse leaves
 * what was known (none at first): a notice missing is better than a page broken; the server still
 * refuses what the switches forbid. Sold-out dishes travel in the menus, not here.
 */
import { create } from 'zustand';
import { catalogueCalls as api } from '@/lib/api-client/catalogue';
import {
  NO_SWITCHES,
  switchesFromAnswer,
  type KitchenSwitches,
} from '@/lib/domain/kitchen-switches';

interface KitchenState {
  switches: KitchenSwitches;
  /** When they were read (ms): a pause set a few seconds ago is in force at once. */
  readAt: number;
  /** Asks the API again (a call under way is shared). */
  load: () => Promise<void>;
}

export const useKitchenStore = create<KitchenState>()((set) => ({
  switches: NO_SWITCHES,
  readAt: 0,
  load: async () => {
    const result = await api.kitchen();
    if (result.ok) set({ switches: switchesFromAnswer(result.data), readAt: Date.now() });
  },
}));
