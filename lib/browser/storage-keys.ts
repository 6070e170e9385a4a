/**
 * Every key this site writes in localStorage, in one place (docs/product.md#persisted-stores,
 * SPEC §9). The start-up cleanup (lib/pwa/storage-hygiene.ts) removes foreign keys containing
 * "cache", "pwa" or "workbox": three of ours contain "pwa", so it keeps everything listed here.
 * The stores declare their own key beside them; tests/components/storage-hygiene.test.tsx checks
 * that each one is listed here.
 */
export const STORAGE_KEYS = {
  cart: 'comptoir-cart',
  checkout: 'comptoir-checkout',
  auth: 'comptoir-auth',
  location: 'location',
  consent: 'cookie-consent',
  /** The diner installed the app (`appinstalled`, or accepted the browser's dialog). */
  pwaInstalled: 'pwa-installed',
  /** The iOS instructions were dismissed ("J'ai compris"). */
  iosPromptShown: 'ios-pwa-prompt-shown',
  /** The generic install banner was dismissed ("Plus tard"). */
  hideInstall: 'vite-pwa:hide-install',
  /** When the diner last opened a page (epoch milliseconds), for the 48-hour reset. */
  lastVisit: 'comptoir-last-visit',
  /** The allergens the diner's menu filter hides, a JSON list of codes (docs/adr/0039). */
  allergens: 'comptoir-allergens',
  /** The orders placed on this device, their numbers and keys (stores/placed-orders.ts). */
  orders: 'comptoir-orders',
} as const;

export const OWN_STORAGE_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

/** The locale cookie (SPEC §9): always `fr`, a year, the whole site. */
export const LOCALE_COOKIE = { name: 'i18n_redirected', value: 'fr', maxAgeDays: 365 } as const;

/** What storage holds under a key; a browser that refuses storage holds nothing. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value (null removes it); a refusal is only a warning (SPEC §8). */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Stockage « ${key} » impossible`, error);
  }
}

/** Reads a "true" flag; a browser that refuses storage reads as "not set". */
export function readFlag(key: string): boolean {
  return readStored(key) === 'true';
}

/** Sets a "true" flag. */
export function setFlag(key: string): void {
  writeStored(key, 'true');
}
