/**
 * The cart tests' world: the demo restaurant's catalogue in its wire shape (from the seed, no
 * database), stores reset to a known state, a fetch that answers like the API, and a render
 * inside the French messages. `<dialog>` is polyfilled: jsdom has no showModal.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Distance, Item, Menu } from '@/lib/api/schemas';
import { CATEGORIES, ITEMS, MENU_CARTE, MENU_MIDI } from '@/server/db/seed/catalogue';
import { MENUS } from '@/server/db/seed/menus';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import { CartButton } from '@/components/cart/cart-button';
import { CartDrawer } from '@/components/cart/cart-drawer';
import { seedLine, SEED_OFFERS } from '../unit/domain-cart-fixtures';
import { resetNavigation } from './navigation-mock';

export { seedLine, seedOffer, BIENVENUE5, DESSERT_OFFERT } from '../unit/domain-cart-fixtures';

/** A Wednesday at lunch in Grenoble: no Tuesday offer, no evening coupon. */
export const WEDNESDAY_NOON = new Date('2025-06-11T12:00:00+02:00');
export const WEDNESDAY_EVENING = new Date('2025-06-11T20:00:00+02:00');

const toEuros = (cents: number) => cents / 100;

function wireItem(id: number, menuId: number): Item {
  const item = ITEMS.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`no demo item ${id}`);
  return {
    item_id: item.id,
    item_name: item.name,
    item_description: item.description,
    item_image: item.item_image,
    item_menu_id: menuId,
    item_category_id: item.categoryId,
    item_score: item.score,
    item_price: {
      price_pickup: toEuros(item.pricePickupCents),
      price_delivery: toEuros(item.priceDeliveryCents),
      tax_rate: item.taxRate,
    },
    options: [],
    item_is_available: item.available,
    quantity: 0,
    note: '',
  };
}

/** Both demo menus, open all week (opening hours are not what the cart tests look at). */
export function demoMenus(): Menu[] {
  const allDay = {
    label: 'Tous les jours',
    is_open: true,
    times: [['00:00', '24:00']] as [string, string][],
  };
  const week = {
    mon: allDay,
    tue: allDay,
    wed: allDay,
    thu: allDay,
    fri: allDay,
    sat: allDay,
    sun: allDay,
  };
  return [MENU_CARTE, MENU_MIDI].map((menuId) => ({
    menu_id: menuId,
    menu_name: `Menu ${menuId}`,
    menu_description: '',
    menu_is_open: true,
    menu_is_available: true,
    active_times: week,
    time_ranges: {},
    pickup_time_ranges: {},
    categories: CATEGORIES.filter((category) => category.menuId === menuId).map((category) => ({
      category_id: category.id,
      category_name: category.name,
      category_description: category.description,
      items: ITEMS.filter((item) => item.categoryId === category.id).map((item) =>
        wireItem(item.id, menuId),
      ),
    })),
  }));
}

/**
 * Both demo menus with the seed's own hours and slots: La Carte 11:00–14:30 and 18:00–23:00
 * (24:00 on Friday and Saturday), the lunch formulas 11:00–14:30 on weekdays; pickup slots every
 * 15 minutes from 11:15, delivery ones every 30 minutes from 11:30 (server/db/seed/menus.ts).
 */
export function seededMenus(): Menu[] {
  return demoMenus().map((menu) => {
    const seed = MENUS.find((candidate) => candidate.id === menu.menu_id);
    if (!seed) throw new Error(`no demo menu ${menu.menu_id}`);
    return {
      ...menu,
      active_times: seed.activeTimes,
      time_ranges: seed.timeRanges,
      pickup_time_ranges: seed.pickupTimeRanges,
    };
  });
}

/** The public offers list holds only the automatic ones. */
const AUTOMATIC_OFFERS = SEED_OFFERS.filter((offer) => offer.auto_apply === 'Yes');

/** An address 2 km away, with the distance priced by the settings (no quoted cost). */
export function address(fields: Partial<Distance> = {}): Distance {
  return {
    distance: 2,
    duration: 8,
    unit: 'km',
    delivery_cost: null,
    formatted_address: '5 Rue Félix Poulat, 38000 Grenoble',
    address: '5 Rue Félix Poulat',
    address2: '',
    city: 'Grenoble',
    state: '',
    postal_code: '38000',
    country: 'France',
    lat: 45.189,
    lng: 5.724,
    ...fields,
  };
}

/** The demo restaurant with card payment on (the API holds a Stripe key). */
export const RESTAURANT_WITH_CARD: typeof RESTAURANT = {
  ...RESTAURANT,
  payments: { ...RESTAURANT.payments, stripe: { active: true } },
};

/** Every store back to: empty cart, pickup, the demo restaurant, nothing open. */
export function resetStores(settings = RESTAURANT) {
  localStorage.clear();
  useCartStore.setState({
    lines: [],
    coupon: null,
    couponCode: null,
    couponValid: null,
    catalogueVersion: null,
    repriced: null,
  });
  useLocationStore.setState({
    mode: 'pickup',
    _distance: null,
    zone: null,
    tooFar: false,
    chosen: true,
  });
  useCatalogueStore.setState({
    offers: [],
    menus: [],
    items: new Map(),
    menusStatus: 'idle',
    fresh: false,
  });
  useCatalogueStore.getState().seed({ settings, offers: AUTOMATIC_OFFERS, menus: demoMenus() });
  useUiStore.setState({ overlay: null });
}

/** The diner of the checkout tests, her details as the personal step keeps them. */
export const CAMILLE = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
};

/**
 * The checkout opened on its payment tab (the URL says so too): `settings`' restaurant, Camille's
 * details filled in, two Crispy Classic in the cart unless `lines` says otherwise.
 */
export function setUpPaymentTab({
  settings = RESTAURANT,
  lines = [seedLine(1, 2)],
}: { settings?: typeof RESTAURANT; lines?: ReturnType<typeof seedLine>[] } = {}) {
  resetStores(settings);
  useCheckoutStore.setState({
    ...useCheckoutStore.getInitialState(),
    personal: CAMILLE,
    tab: 'payment',
  });
  useCartStore.setState({ lines });
  resetNavigation({ tab: 'payment' });
}

/** jsdom knows `<dialog open>` but not showModal/close: enough of them for the drawer. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch that answers `METHOD /path` from the handlers (query string included), 404 otherwise. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = handlers[key];
    return handler
      ? handler(init)
      : Response.json({ status: 'error', data: { message: key } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Recommendation answers that never fail a test by their absence. */
export const quietSuggestions = {
  'POST /v2/recommendations': () => Response.json({ status: 'success', recommendations: [] }),
  'GET /v2/recommendations/popular?limit=12': () =>
    Response.json({ status: 'success', popular: [] }),
};

export function renderWithMessages(ui: ReactNode) {
  return render(<IntlForTests>{ui}</IntlForTests>);
}

/**
 * The set-up every cart test file shares: `<dialog>` polyfilled, a Wednesday noon, the stores
 * reset and the suggestions quiet (a test mocks the API again for what it looks at); after each
 * test, real time, globals and spies back.
 */
export function setUpCartTests() {
  beforeAll(polyfillDialog);
  beforeEach(() => {
    vi.setSystemTime(WEDNESDAY_NOON);
    resetStores();
    mockApi(quietSuggestions);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The header's button and the drawer, as the layout mounts them. */
export function renderCart() {
  const user = userEvent.setup();
  renderWithMessages(
    <>
      <CartButton />
      <CartDrawer />
    </>,
  );
  return user;
}

/** The drawer alone, already open. */
export function renderOpenCart() {
  useUiStore.setState({ overlay: 'cart' });
  renderWithMessages(<CartDrawer />);
  return screen.getByRole('dialog', { name: 'Votre panier' });
}

/** Opens the drawer with the cart button, as a diner does. */
export async function openCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Panier/ }));
  return screen.getByRole('dialog', { name: 'Votre panier' });
}

/** The figure next to a label of the totals list, or the checkout bar's total; '' when absent. */
export function figure(label: string): string {
  const element =
    label === 'Total'
      ? screen.getByTestId('cart-total')
      : screen.queryByText(label, { selector: 'dt' })?.nextElementSibling;
  return (element?.textContent ?? '').replace(/\s/g, ' ');
}

/**
 * The checkout's tab guard and later steps, which load by import() (ADR 50), compiled before the
 * tests: a test's one-second wait for what they show is not the first compile's, on a busy machine.
 */
export async function loadCheckoutScripts() {
  await Promise.all([
    import('@/lib/checkout/progress'),
    import('@/components/checkout/personal-step'),
    import('@/components/checkout/delivery-step'),
    import('@/components/checkout/payment-step'),
  ]);
}
