import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_MS,
  resetAfterInactivity,
  startStorageHygiene,
} from '@/lib/pwa/storage-hygiene';
import { OWN_STORAGE_KEYS, STORAGE_KEYS } from '@/lib/browser/storage-keys';
import { ALLERGENS_KEY } from '@/stores/allergen-filter';
import { AUTH_KEY } from '@/stores/auth';
import { CART_KEY } from '@/stores/cart';
import { CHECKOUT_KEY } from '@/stores/checkout';
import { CONSENT_KEY } from '@/stores/consent';
import { LOCATION_KEY } from '@/stores/location';
import { ORDERS_KEY } from '@/stores/placed-orders';

const NOW = Date.UTC(2026, 10, 27, 10, 0);
const HOUR = 3_600_000;
const MB = 1024 * 1024;

/** What the hygiene did, in order: cache deletions, storage clears and reloads. */
let steps: string[];
let usage: number;
let unregister: ReturnType<typeof vi.fn>;

function fakeBrowser() {
  const names = ['workbox-precache-v2', 'others'];
  vi.stubGlobal('caches', {
    keys: async () => names,
    delete: async (name: string) => void steps.push(`cache ${name}`),
  });
  unregister = vi.fn(async () => true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: async () => [{ unregister }] },
  });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: async () => ({ usage, quota: 1024 * MB }) },
  });
  // localStorage and sessionStorage share Storage.prototype in jsdom.
  const clear = Storage.prototype.clear;
  vi.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
    steps.push(this === localStorage ? 'localStorage' : 'sessionStorage');
    clear.call(this);
  });
}

const reload = vi.fn(() => void steps.push('reload'));
const start = async () => {
  const stop = startStorageHygiene(reload);
  await vi.advanceTimersByTimeAsync(0);
  return stop;
};

describe('storage hygiene at start (SPEC §4 Inactivity, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    steps = [];
    usage = 10 * MB;
    reload.mockClear();
    localStorage.clear();
    sessionStorage.clear();
    for (const name of document.cookie.split(';').map((c) => c.split('=')[0].trim()))
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    fakeBrowser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stores the time of each visit and sets i18n_redirected=fr', async () => {
    await start();
    expect(localStorage.getItem(STORAGE_KEYS.lastVisit)).toBe(String(NOW));
    expect(document.cookie).toContain('i18n_redirected=fr');
    expect(reload).not.toHaveBeenCalled();
  });

  it('after more than 2,880 minutes away: caches, then storage and cookies cleared, one reload', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisit, String(NOW - 49 * HOUR));
    localStorage.setItem(CART_KEY, '{"state":{}}');
    sessionStorage.setItem('brouillon', 'x');
    document.cookie = 'autre=1; Path=/';
    await start();
    expect(steps).toEqual([
      'cache workbox-precache-v2',
      'cache others',
      'localStorage',
      'sessionStorage',
      'reload',
    ]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(sessionStorage.getItem('brouillon')).toBeNull();
    expect(document.cookie).not.toContain('autre=1');
    // The reload comes back with no last visit: it starts afresh, no second reset.
    await start();
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.lastVisit)).toBe(String(NOW));
  });

  it('what the page saves between the reset and its end is gone too', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisit, String(NOW - 49 * HOUR));
    // The cart saves itself again before the page is gone (ADR 38: the catalogue's version).
    reload.mockImplementationOnce(
      () => void localStorage.setItem(CART_KEY, '{"state":{"lines":[]}}'),
    );
    await start();
    expect(reload).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    // The loop guard is still there for the page that comes back.
    expect(Object.keys(sessionStorage)).toEqual(['comptoir-reloaded:inactivity']);
  });

  it('exactly 2,880 minutes away is not yet inactivity', async () => {
    localStorage.setItem(STORAGE_KEYS.lastVisit, String(NOW - 48 * HOUR));
    localStorage.setItem(CART_KEY, '{"state":{}}');
    await start();
    expect(localStorage.getItem(CART_KEY)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads twice within a minute for inactivity (loop guard)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await resetAfterInactivity(reload);
    await resetAfterInactivity(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('déjà fait'), '');
    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS);
    await resetAfterInactivity(reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('removes foreign keys containing cache, pwa or workbox, and keeps every key of ours', async () => {
    const ours = [
      CART_KEY,
      CHECKOUT_KEY,
      AUTH_KEY,
      LOCATION_KEY,
      CONSENT_KEY,
      ALLERGENS_KEY,
      ORDERS_KEY,
    ];
    for (const key of ours) expect(OWN_STORAGE_KEYS.has(key), key).toBe(true);
    for (const key of OWN_STORAGE_KEYS) localStorage.setItem(key, 'true');
    for (const key of ['vite-pwa:sw-cache', 'api-cache', 'workbox-expiration', 'old-PWA-state'])
      localStorage.setItem(key, '1');
    localStorage.setItem('preferences', '1');
    await start();
    const left = Object.keys(localStorage).sort();
    expect(left).toEqual([...OWN_STORAGE_KEYS, 'preferences'].sort());
    expect(localStorage.getItem('pwa-installed')).toBe('true');
    expect(localStorage.getItem('ios-pwa-prompt-shown')).toBe('true');
    expect(localStorage.getItem('vite-pwa:hide-install')).toBe('true');
  });

  it('2 s after start, over 50 MB: caches and service workers cleared, a reload 0.5 s later, once', async () => {
    usage = 60 * MB;
    await start();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(steps).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps).toEqual(['cache workbox-precache-v2', 'cache others']);
    expect(unregister).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(499);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    // Still over 50 MB after the reload (storage caches do not hold): no second reload.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('at 50 MB or less, leaves caches and workers alone', async () => {
    usage = 50 * MB;
    await start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(steps).toEqual([]);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('a failing check is a warning, never an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: () => Promise.reject(new Error('indisponible')) },
    });
    await start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Nettoyage du stockage'),
      expect.any(Error),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
