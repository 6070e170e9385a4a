/**
 * Where the kitchen's staff token lives: this tab's sessionStorage (docs/adr/0045). A reload keeps
 * it, closing the tab forgets it; no other tab, no diner page and no cookie carries it. A tiny
 * store, so the board reads it with useSyncExternalStore.
 */
export const KITCHEN_SESSION_KEY = 'comptoir-kitchen-session';
const listeners = new Set<() => void>();

export function readKitchenToken(): string | null {
  try {
    const value = window.sessionStorage.getItem(KITCHEN_SESSION_KEY);
    return value && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeKitchenToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(KITCHEN_SESSION_KEY, token);
    else window.sessionStorage.removeItem(KITCHEN_SESSION_KEY);
  } catch {
    // Storage refused (private mode): the token is lost with the page.
  }
  for (const listener of listeners) listener();
}

export function subscribeKitchenToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
