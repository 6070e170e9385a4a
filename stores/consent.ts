/**
 * Cookie consent, stored as the raw string "true" or "false" under `cookie-consent`
 * (docs/product.md#persisted-stores), so any other value, or none, means "not consented yet".
 */
import { create } from 'zustand';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/browser/storage-keys';

export const CONSENT_KEY = STORAGE_KEYS.consent;

type ConsentState = {
  /** null until read from storage on the client. */
  consent: boolean | null;
  load: () => void;
  setConsent: (value: boolean) => void;
};

export const useConsentStore = create<ConsentState>((set) => ({
  consent: null,
  load: () => set({ consent: readStored(CONSENT_KEY) === 'true' }),
  setConsent: (value) => {
    writeStored(CONSENT_KEY, String(value));
    set({ consent: value });
  },
}));
