/**
 * Cookie consent, stored as the raw string "true" or "false" under `cookie-consent`
 * (docs/product.md#persisted-stores), so any other value, or none, means "not consented yet".
 */
import { create } from 'zustand';

export const CONSENT_KEY = 'cookie-consent';

type ConsentState = {
  /** null until read from storage on the client. */
  consent: boolean | null;
  load: () => void;
  setConsent: (value: boolean) => void;
};

function readStored(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

export const useConsentStore = create<ConsentState>((set) => ({
  consent: null,
  load: () => set({ consent: readStored() }),
  setConsent: (value) => {
    try {
      window.localStorage.setItem(CONSENT_KEY, String(value));
    } catch (error) {
      console.warn('Consentement non enregistré', error);
    }
    set({ consent: value });
  },
}));
