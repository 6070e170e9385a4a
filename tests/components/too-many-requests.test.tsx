/**
 * A 429 of the abuse limits (ADR 22) is shown in the server's French words, which say how long to
 * wait, and costs the diner nothing: cart, forms, coupon and saved address stay. Placing an order,
 * the card's intent, a coupon check, an address search and a distance check.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlForTests } from './intl-for-tests';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { LocationButton } from '@/components/location/location-button';
import { LocationModal } from '@/components/location/location-modal';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import {
  mockApi,
  polyfillDialog,
  quietSuggestions,
  renderOpenCart,
  renderWithMessages,
  resetStores,
  RESTAURANT_WITH_CARD,
  seedLine,
  WEDNESDAY_NOON,
  CAMILLE,
  setUpPaymentTab,
  loadCheckoutScripts,
} from './cart-fixtures';
import { installDialogPolyfill, json, mockLocationsApi } from './location-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));
// Stripe.js stands in for the provider; the intent is refused before it is needed.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => ({}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => null,
  useStripe: () => null,
  useElements: () => null,
}));

const WAIT_ORDER =
  'Trop de commandes envoyées en peu de temps depuis votre connexion. Veuillez réessayer dans 12 minutes : votre panier est conservé.';
const WAIT_PAYMENT =
  'Trop de demandes de paiement en peu de temps depuis votre connexion. Veuillez réessayer dans 12 minutes : votre panier est conservé.';
const WAIT_COUPON =
  'Trop de codes promo essayés depuis votre connexion. Veuillez réessayer dans 48 minutes.';
const WAIT_SEARCH =
  'Trop de recherches d’adresse en peu de temps depuis votre connexion. Veuillez réessayer dans 3 minutes.';

const tooMany = (message: string, seconds: number) => () =>
  Response.json(
    { status: 'error', data: { message } },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );

beforeAll(loadCheckoutScripts);

describe('a 429 at checkout', () => {
  beforeAll(polyfillDialog);
  beforeEach(() => {
    setUpPaymentTab({ settings: RESTAURANT_WITH_CARD });
    vi.stubEnv('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'pk_test_composants');
    vi.setSystemTime(WEDNESDAY_NOON);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('placing a cash order: the reason shown, cart, forms and local_id kept', async () => {
    const fetchMock = mockApi({ 'POST /v2/public/checkout/': tooMany(WAIT_ORDER, 700) });
    const user = userEvent.setup();
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('radio', { name: 'Espèces au retrait' }));
    await user.click(await screen.findByRole('button', { name: /^Commander · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT_ORDER);
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(useCheckoutStore.getState().personal).toEqual(CAMILLE);
    const [sent] = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(useCheckoutStore.getState().localId).toBe(JSON.parse(String(sent[1]?.body)).local_id);
  });

  it('the card’s intent: the reason shown where the card fields go, the cart kept', async () => {
    mockApi({ 'POST /v2/public/checkout/stripe-payment-intent': tooMany(WAIT_PAYMENT, 700) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT_PAYMENT);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });
});

describe('a 429 on a coupon check', () => {
  beforeAll(polyfillDialog);
  beforeEach(() => {
    vi.setSystemTime(WEDNESDAY_NOON);
    resetStores();
    useCartStore.setState({ lines: [seedLine(1, 3)] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is no verdict on the code: the reason shown, the code not refused, the cart kept', async () => {
    mockApi({
      ...quietSuggestions,
      'GET /v2/public/offers/BIENVENUE5': tooMany(WAIT_COUPON, 2880),
    });
    renderOpenCart();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code promo' }), 'bienvenue5');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT_COUPON);
    expect(useCartStore.getState()).toMatchObject({ coupon: null, couponValid: null });
    expect(useCartStore.getState().lines).toHaveLength(1);
  });
});

describe('a 429 in the location modal', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeAll(installDialogPolyfill);
  beforeEach(() => {
    localStorage.clear();
    useCatalogueStore.getState().seed({ settings: RESTAURANT });
    useLocationStore.setState(useLocationStore.getInitialState());
    useUiStore.setState({ overlay: null });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  async function typeAddress() {
    render(
      <IntlForTests>
        <LocationButton />
        <LocationModal />
      </IntlForTests>,
    );
    await user.click(screen.getByRole('button', { name: /Choisir : à emporter ou livraison/ }));
    const dialog = screen.getByRole('dialog', { name: 'À emporter ou en livraison ?' });
    await user.click(within(dialog).getByRole('button', { name: /^Livraison/ }));
    const field = screen.getByRole('combobox', { name: 'Adresse de livraison' });
    await user.type(field, 'carnot');
    await act(() => vi.advanceTimersByTimeAsync(300));
    return field;
  }

  it('a search says how long to wait, in place of « no address found »', async () => {
    mockLocationsApi({
      search: () => json({ status: 'error', data: { message: WAIT_SEARCH } }, 429),
    });
    const field = await typeAddress();
    await waitFor(() => expect(screen.getByText(WAIT_SEARCH)).toBeInTheDocument());
    expect(field).toHaveValue('carnot');
    expect(useLocationStore.getState()).toMatchObject({ mode: 'pickup', chosen: false });
  });

  it('a distance check says how long to wait, and saves nothing', async () => {
    mockLocationsApi({
      distance: () => json({ status: 'error', data: { message: WAIT_SEARCH } }, 429),
    });
    await typeAddress();
    await user.click(screen.getAllByRole('option')[0]);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(WAIT_SEARCH);
    expect(useLocationStore.getState().chosen).toBe(false);
  });
});
