/**
 * Storage hygiene at start, once the page is idle (docs/product.md#storage-hygiene): the locale
 * cookie, a reset after 2,880 minutes away, foreign PWA keys out, a cleanup past 50 MB. A reload
 * happens at most once a minute per tab for each reason, so storage this cannot clear never loops;
 * every failure is a warning (SPEC §8), never a broken page.
 */
import { LOCALE_COOKIE, OWN_STORAGE_KEYS, STORAGE_KEYS } from '@/lib/browser/storage-keys';

const INACTIVITY_MINUTES = 2_880;
const STORAGE_CHECK_DELAY_MS = 2_000;
const STORAGE_LIMIT_BYTES = 50 * 1024 * 1024;
const STORAGE_RELOAD_DELAY_MS = 500;
/** A second reload for the same reason within this time is refused (loop guard). */
export const RELOAD_GUARD_MS = 60_000;

const FOREIGN_KEY = /cache|pwa|workbox/i;
const GUARD_PREFIX = 'comptoir-reloaded:';
type Reason = 'inactivity' | 'storage';

const warn = (what: string, error?: unknown) =>
  console.warn(`Nettoyage du stockage : ${what}`, error ?? '');

function rememberReload(reason: Reason) {
  window.sessionStorage.setItem(GUARD_PREFIX + reason, String(Date.now()));
}

/** Whether a reload for `reason` is allowed now; if so, remembers it. */
function claimReload(reason: Reason): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(GUARD_PREFIX + reason));
    if (last && Math.abs(Date.now() - last) < RELOAD_GUARD_MS) {
      warn(`rechargement « ${reason} » déjà fait, pas de second`);
      return false;
    }
    rememberReload(reason);
    return true;
  } catch (error) {
    // Without the guard a reload could loop: none.
    warn('rechargement impossible à protéger', error);
    return false;
  }
}

function setLocaleCookie() {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE.name}=${LOCALE_COOKIE.value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

async function clearCaches() {
  try {
    if (!('caches' in window)) return;
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
  } catch (error) {
    warn('caches', error);
  }
}

async function unregisterWorkers() {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    warn('service workers', error);
  }
}

function clearCookies() {
  try {
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]?.trim();
      if (!name) continue;
      // Set for the whole site (SPEC §9: cookie paths default to /), or for this page's path.
      document.cookie = `${name}=; Max-Age=0; Path=/`;
      document.cookie = `${name}=; Max-Age=0`;
    }
  } catch (error) {
    warn('cookies', error);
  }
}

function clearStorage(storage: () => Storage, what: string) {
  try {
    storage().clear();
  } catch (error) {
    warn(what, error);
  }
}

/** The stored last visit, or null when none (or unreadable). */
function lastVisit(): number | null {
  const value = Number(window.localStorage.getItem(STORAGE_KEYS.lastVisit));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Stores this visit; true when the previous one was more than 2,880 minutes ago. */
function recordVisit(now = Date.now()): boolean {
  try {
    const last = lastVisit();
    window.localStorage.setItem(STORAGE_KEYS.lastVisit, String(now));
    return last !== null && now - last > INACTIVITY_MINUTES * 60_000;
  } catch (error) {
    warn('date de dernière visite', error);
    return false;
  }
}

/** Local and session storage emptied, the loop guard written again; false if it cannot be. */
function clearBothStorages(): boolean {
  clearStorage(() => window.localStorage, 'localStorage');
  clearStorage(() => window.sessionStorage, 'sessionStorage');
  try {
    // The guard went with the session storage: written again for the page that comes back.
    rememberReload('inactivity');
    return true;
  } catch (error) {
    warn('rechargement impossible à protéger', error);
    return false;
  }
}

/**
 * The 48-hour reset: caches first, then local and session storage and cookies, one reload. The
 * page runs on until it is gone, and its stores may save again meanwhile (the cart takes the
 * catalogue's version, ADR 38): both storages are emptied once more as it goes.
 */
export async function resetAfterInactivity(reload: () => void) {
  if (!claimReload('inactivity')) return;
  await clearCaches();
  if (!clearBothStorages()) return;
  clearCookies();
  window.addEventListener('pagehide', () => clearBothStorages(), { once: true });
  reload();
}

function removeForeignKeys() {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys)
      if (key && FOREIGN_KEY.test(key) && !OWN_STORAGE_KEYS.has(key)) storage.removeItem(key);
  } catch (error) {
    warn('clés étrangères', error);
  }
}

/** Over 50 MB: caches and service workers cleared, reload 0.5 s later (once). */
async function checkStorageUsage(reload: () => void) {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.usage || estimate.usage <= STORAGE_LIMIT_BYTES) return;
    if (!claimReload('storage')) return;
    await clearCaches();
    await unregisterWorkers();
    window.setTimeout(reload, STORAGE_RELOAD_DELAY_MS);
  } catch (error) {
    warn('mesure de l’espace utilisé', error);
  }
}

const reloadPage = () => window.location.reload();

/** Everything above, in SPEC's order. Returns the cancel function of the delayed check. */
export function startStorageHygiene(reload: () => void = reloadPage): () => void {
  setLocaleCookie();
  if (recordVisit()) {
    void resetAfterInactivity(reload);
    return () => {};
  }
  removeForeignKeys();
  const timer = window.setTimeout(() => void checkStorageUsage(reload), STORAGE_CHECK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
