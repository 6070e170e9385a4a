/**
 * Persisted stores read what the browser kept (docs/adr/0005, docs/product.md#persisted-stores): a
 * corrupt, malformed or other-version value resets that store only. Each case loads the stores
 * afresh, as a page does.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedLine } from '../unit/domain-cart-fixtures';
import { address } from './cart-fixtures';

const CART_KEY = 'comptoir-cart';
const LOCATION_KEY = 'location';

const savedCart = { lines: [seedLine(1, 2)], coupon: null, couponCode: null };
const savedLocation = {
  mode: 'delivery',
  _distance: address(),
  zone: null,
  tooFar: false,
  chosen: true,
};
const saved = (state: unknown, version = 1) => JSON.stringify({ state, version });

interface Persisted {
  persist: { hasHydrated(): boolean; onFinishHydration(done: () => void): () => void };
}
const hydrated = ({ persist }: Persisted) =>
  new Promise<void>((resolve) => {
    if (persist.hasHydrated()) resolve();
    else persist.onFinishHydration(() => resolve());
  });

/** A fresh page: new store modules reading localStorage as it is now. */
async function loadStores() {
  vi.resetModules();
  const { useCartStore } = await import('@/stores/cart');
  const { useLocationStore } = await import('@/stores/location');
  // Their schemas load with what was saved: the stores hydrate a moment later.
  await Promise.all([hydrated(useCartStore), hydrated(useLocationStore)]);
  return { cart: useCartStore.getState(), location: useLocationStore.getState() };
}

const BROKEN: [string, (state: object) => string][] = [
  ['unreadable JSON', () => '{"state": {"lines": ['],
  ['a wrong shape', (state) => saved({ ...state, mode: 'drone', lines: [{ itemId: 'x' }] })],
  ['another version', (state) => saved(state, 0)],
  ['no state at all', () => JSON.stringify({ version: 1 })],
];

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

describe('persisted cart and location', () => {
  it('come back as they were saved', async () => {
    localStorage.setItem(CART_KEY, saved(savedCart));
    localStorage.setItem(LOCATION_KEY, saved(savedLocation));
    const { cart, location } = await loadStores();
    expect(cart.lines).toEqual(savedCart.lines);
    expect(location).toMatchObject(savedLocation);
  });

  it.each(BROKEN)('a cart saved as %s resets the cart only', async (_case, write) => {
    localStorage.setItem(CART_KEY, write(savedCart));
    localStorage.setItem(LOCATION_KEY, saved(savedLocation));
    const { cart, location } = await loadStores();
    expect(cart).toMatchObject({ lines: [], coupon: null, couponCode: null, couponValid: null });
    expect(location).toMatchObject(savedLocation);
  });

  it.each(BROKEN)('a location saved as %s resets the location only', async (_case, write) => {
    localStorage.setItem(CART_KEY, saved(savedCart));
    localStorage.setItem(LOCATION_KEY, write(savedLocation));
    const { cart, location } = await loadStores();
    expect(location).toMatchObject({ mode: 'pickup', _distance: null, chosen: false });
    expect(cart.lines).toEqual(savedCart.lines);
  });

  it('writes the reset value back, so the next page starts clean', async () => {
    localStorage.setItem(CART_KEY, saved(savedCart, 0));
    await loadStores();
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null')).toEqual({
      state: { lines: [], coupon: null, couponCode: null },
      version: 1,
    });
  });
});

describe('the menus loaded by the catalogue store', () => {
  it('are checked one category per task, to the same result as the whole schema', async () => {
    const { parseMenusInSlices } = await import('@/stores/catalogue-checks');
    const { menusResponseSchema } = await import('@/lib/api/schemas');
    const { demoMenus } = await import('./cart-fixtures');
    const raw = JSON.parse(JSON.stringify({ status: 'success', payload: demoMenus() }));
    // Defaults filled in as the whole schema fills them.
    delete raw.payload[0].categories[0].items[0].note;

    const sliced = await parseMenusInSlices(raw);
    expect(sliced).toEqual(menusResponseSchema.parse(raw).payload);
    expect(sliced[0].categories[0].items[0].note).toBe('');
  });

  it('refuse garbage in any item, however deep', async () => {
    const { parseMenusInSlices } = await import('@/stores/catalogue-checks');
    const { demoMenus } = await import('./cart-fixtures');
    const raw = JSON.parse(JSON.stringify({ status: 'success', payload: demoMenus() }));
    const menu = raw.payload.at(-1);
    menu.categories.at(-1).items.at(-1).item_price.price_pickup = 'gratuit';
    await expect(parseMenusInSlices(raw)).rejects.toThrow();
    await expect(parseMenusInSlices({ status: 'success', payload: 'menus' })).rejects.toThrow();
  });
});
