import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFlag, setFlag, STORAGE_KEYS } from '@/lib/browser/storage-keys';
import { useAllergenFilter } from '@/stores/allergen-filter';
import { useConsentStore } from '@/stores/consent';

/** A browser that refuses storage (private mode, quota, a policy): each call throws. */
function refuseStorage() {
  const refused = () => {
    throw new DOMException('refusé', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(refused);
  }
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('a browser that refuses storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAllergenFilter.setState({ avoided: [], loaded: false });
    useConsentStore.setState({ consent: null });
  });

  it('still takes the diner’s choice of cookies, for this visit, and says why it is not kept', () => {
    const warn = refuseStorage();
    useConsentStore.getState().load();
    expect(useConsentStore.getState().consent).toBe(false);
    useConsentStore.getState().setConsent(true);
    expect(useConsentStore.getState().consent).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      'Stockage « cookie-consent » impossible',
      expect.any(DOMException),
    );
  });

  it('reads flags as not set and an allergen filter as empty', () => {
    const warn = refuseStorage();
    expect(readFlag(STORAGE_KEYS.pwaInstalled)).toBe(false);
    setFlag(STORAGE_KEYS.pwaInstalled);
    expect(warn).toHaveBeenCalledTimes(1);
    useAllergenFilter.getState().load();
    expect(useAllergenFilter.getState()).toMatchObject({ avoided: [], loaded: true });
  });
});
