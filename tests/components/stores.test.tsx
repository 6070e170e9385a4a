/**
 * Persisted stores read what the browser kept (docs/adr/0005, docs/product.md#persisted-stores): a
 * corrupt, malformed or other-version value resets that store only. Each case loads the stores
 * afresh, as a page does.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DELIVERY } from '@/lib/checkout/steps';
import { seedLine } from '../unit/domain-cart-fixtures';
import { detailsOf, lastOrderOf, MARIE, TOKEN } from './auth-fixtures';
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
    const raw = JSON.parse(JSON.stringify({ status: 'success', payload: demoMenus(), version: 7 }));
    // Defaults filled in as the whole schema fills them.
    delete raw.payload[0].categories[0].items[0].note;

    const sliced = await parseMenusInSlices(raw);
    expect(sliced).toEqual({ menus: menusResponseSchema.parse(raw).payload, version: 7 });
    expect(sliced.menus[0].categories[0].items[0].note).toBe('');
    delete raw.version;
    expect((await parseMenusInSlices(raw)).version).toBeNull();
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

describe('the saved checkout (stores/checkout-saved.ts, loaded only when one was saved)', () => {
  const LOCAL_ID = '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
  const delivery = {
    ...EMPTY_DELIVERY,
    address: '12 rue des Lilas',
    city: 'Lyon',
    postal_code: '69003',
  };
  const savedCheckout = {
    tab: 'delivery',
    personal: detailsOf(MARIE),
    delivery,
    payment: { method: 'cash', failed: false },
    card: {
      client_secret: null,
      customer_id: 'cus_marie',
      payment_intent_id: null,
      amount: null,
      local_id: null,
    },
    localId: LOCAL_ID,
    lastOrder: lastOrderOf(MARIE),
    scheduleForced: false,
  };
  const EMPTY_CHECKOUT = {
    tab: 'type',
    personal: { first_name: '', last_name: '', email: '', phone: '' },
    delivery: EMPTY_DELIVERY,
    payment: { method: 'cash', failed: false },
    localId: null,
    lastOrder: null,
  };

  /** A fresh checkout page: the cart and the checkout read back. */
  async function checkoutPage(checkout: string) {
    localStorage.setItem(CART_KEY, saved(savedCart));
    localStorage.setItem('comptoir-checkout', checkout);
    vi.resetModules();
    const { useCheckoutStore } = await import('@/stores/checkout');
    const { useCartStore } = await import('@/stores/cart');
    await Promise.all([hydrated(useCheckoutStore), hydrated(useCartStore)]);
    return { checkout: useCheckoutStore.getState(), cart: useCartStore.getState() };
  }

  it('comes back as it was saved, the diner’s details filled', async () => {
    const { checkout } = await checkoutPage(saved(savedCheckout));
    expect(checkout).toMatchObject(savedCheckout);
  });

  it('loads the older shape of version 1: no intent, no forced time, a guest’s last order', async () => {
    const older: Partial<typeof savedCheckout> = { ...savedCheckout };
    delete older.card;
    delete older.scheduleForced;
    const olderOrder: Partial<ReturnType<typeof lastOrderOf>> = lastOrderOf(MARIE);
    delete olderOrder.customer;
    delete olderOrder.userId;
    delete olderOrder.key;
    const { checkout } = await checkoutPage(saved({ ...older, lastOrder: olderOrder }));
    expect(checkout).toMatchObject({ ...older, lastOrder: olderOrder, scheduleForced: false });
    expect(checkout.card).toEqual({
      client_secret: null,
      customer_id: null,
      payment_intent_id: null,
      amount: null,
      local_id: null,
    });
    expect(checkout.lastOrder).toMatchObject({ customer: null, userId: null, key: null });
  });

  const GARBAGE: [string, string][] = [
    ['unreadable JSON', '{"state": {"tab": "deli'],
    ['an unknown tab', saved({ ...savedCheckout, tab: 'dessert' })],
    [
      'a form of the wrong shape',
      saved({ ...savedCheckout, delivery: { ...delivery, is_scheduled: 'oui' } }),
    ],
    [
      'a personal form too long',
      saved({ ...savedCheckout, personal: { ...detailsOf(MARIE), email: 'a'.repeat(300) } }),
    ],
    ['a local_id that is no uuid', saved({ ...savedCheckout, localId: 'abc' })],
    [
      'a last order with a text id',
      saved({ ...savedCheckout, lastOrder: { ...lastOrderOf(MARIE), id: '12' } }),
    ],
    ['another version', saved(savedCheckout, 2)],
    ['a string', JSON.stringify('checkout')],
    ['null', 'null'],
  ];

  it.each(GARBAGE)('saved as %s is dropped, the cart kept', async (_case, raw) => {
    const { checkout, cart } = await checkoutPage(raw);
    expect(checkout).toMatchObject(EMPTY_CHECKOUT);
    expect(cart.lines).toEqual(savedCart.lines);
  });

  it('with nothing saved, starts empty without loading its check', async () => {
    vi.resetModules();
    let checked = false;
    vi.doMock('@/stores/checkout-saved', async (original) => {
      checked = true;
      return original();
    });
    const { useCheckoutStore } = await import('@/stores/checkout');
    await hydrated(useCheckoutStore);
    vi.doUnmock('@/stores/checkout-saved');
    expect(useCheckoutStore.getState()).toMatchObject(EMPTY_CHECKOUT);
    expect(checked).toBe(false);
  });
});

describe('a session ended on purpose (docs/product.md#checkout-with-an-account)', () => {
  const AUTH_KEY = 'comptoir-auth';
  const CHECKOUT_KEY = 'comptoir-checkout';
  const LOCAL_ID = '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b';
  const savedCheckout = {
    tab: 'payment',
    personal: detailsOf(MARIE),
    delivery: EMPTY_DELIVERY,
    payment: { method: 'card', failed: false },
    card: {
      client_secret: 'pi_1_secret_2',
      customer_id: 'cus_marie',
      payment_intent_id: 'pi_1',
      amount: 1580,
      local_id: LOCAL_ID,
    },
    localId: LOCAL_ID,
    lastOrder: lastOrderOf(MARIE),
  };
  const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;

  /** A page that never loaded the checkout (the profile, /auth): the auth store only. */
  async function profilePage() {
    localStorage.setItem(
      AUTH_KEY,
      saved({ session: { token: TOKEN, user: MARIE }, redirect: null }),
    );
    localStorage.setItem(CHECKOUT_KEY, saved(savedCheckout));
    localStorage.setItem(CART_KEY, saved(savedCart));
    vi.resetModules();
    const { useAuthStore } = await import('@/stores/auth');
    await hydrated(useAuthStore);
    const requests = await import('@/stores/auth-requests');
    return { useAuthStore, ...requests };
  }

  it('forgets the diner’s details in the saved checkout on logout, and keeps the cart', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'success' }));
    vi.stubGlobal('fetch', fetchMock);
    const { useAuthStore, logOut } = await profilePage();
    await logOut();
    vi.unstubAllGlobals();

    expect(useAuthStore.getState().session).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(stored(CHECKOUT_KEY)).toMatchObject({
      personal: { first_name: '', last_name: '', email: '', phone: '' },
      card: {
        client_secret: null,
        customer_id: null,
        payment_intent_id: null,
        amount: null,
        local_id: null,
      },
      lastOrder: null,
    });
    expect(stored(CART_KEY)).toEqual(savedCart);

    // The next page's checkout starts with nobody's details.
    vi.resetModules();
    const { useCheckoutStore } = await import('@/stores/checkout');
    await hydrated(useCheckoutStore);
    expect(useCheckoutStore.getState()).toMatchObject({
      personal: { first_name: '', last_name: '', email: '', phone: '' },
      card: { customer_id: null },
      lastOrder: null,
    });
  });

  it('forgets them after a deletion too (endSession), without asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { useAuthStore, endSession } = await profilePage();
    await endSession();
    vi.unstubAllGlobals();

    expect(useAuthStore.getState().session).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored(CHECKOUT_KEY)).toMatchObject({
      personal: { first_name: '', email: '' },
      card: { customer_id: null },
      lastOrder: null,
    });
  });

  it('keeps them when the server ended the session (a 401): the same diner goes on as a guest', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 'error', data: { message: 'Session expirée.' } }, { status: 401 }),
    );
    const { useAuthStore, withSession } = await profilePage();
    const { api } = await import('@/lib/api-client');
    await withSession((session) => api.auth.profile(session));
    vi.unstubAllGlobals();

    expect(useAuthStore.getState()).toMatchObject({ session: null, notice: 'expired' });
    expect(stored(CHECKOUT_KEY)).toEqual(savedCheckout);
  });
});

describe('the saved auth store', () => {
  it('still loads a session saved with a page but not when it was saved, and forgets that page', async () => {
    const session = { token: TOKEN, user: MARIE };
    localStorage.setItem('comptoir-auth', saved({ session, redirect: '/profile/ViewOrders' }));
    vi.resetModules();
    const { useAuthStore } = await import('@/stores/auth');
    await hydrated(useAuthStore);
    expect(useAuthStore.getState().session).toEqual(session);
    // Saved before it carried its time: too old to trust.
    expect(useAuthStore.getState().takeRedirect()).toBe('/');
  });
});
