/** What the install and storage specs put in the browser. */
import type { Page } from '@playwright/test';

/** A saved delivery address, as the location store saves it (stores/location.ts). */
export const SAVED_LOCATION = JSON.stringify({
  state: {
    mode: 'delivery',
    _distance: {
      distance: 0.4,
      duration: 6,
      unit: 'km',
      delivery_cost: 2.5,
      formatted_address: '5 Place Grenette, 38000 Grenoble, France',
      address: '5 Place Grenette',
      address2: '',
      city: 'Grenoble',
      state: '',
      postal_code: '38000',
      country: 'France',
      lat: 45.1903,
      lng: 5.7277,
    },
    zone: null,
    tooFar: false,
    chosen: true,
  },
  version: 1,
});

/** Saves `entries` in localStorage before the page's own scripts run, at every load. */
export async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * Fires a `beforeinstallprompt` as Chromium would, whose dialog answers `outcome`; what the page
 * does with it lands in `window.__installPrompted`.
 */
export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { __installPrompted: boolean }).__installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/**
 * `read`, tried again while the page navigates: once `countLoads` has seen the app's reload asked
 * for, the document a read starts in may be replaced under it ("Execution context was
 * destroyed"). What the storage tests read (storage, caches) is the origin's, whichever
 * document reads it.
 */
export async function settled<T>(page: Page, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const navigating = /Execution context was destroyed|navigat/i.test(String(error));
      if (!navigating || attempt === 20) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Counts the page's loads (the first one included), to see the reloads the page makes: the
 * documents the page asks for, not its `load` events. A reload the app makes before the page's
 * `load` event (its start-up work runs once the browser is idle, which a slow image does not
 * delay) cancels that event, and `load` events would count two loads for three.
 */
export function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}
