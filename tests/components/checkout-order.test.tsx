import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { SuccessView } from '@/components/checkout/success-view';
import { orderPayloadSchema } from '@/lib/api/checkout';
import { useCartStore } from '@/stores/cart';
import { useCheckoutStore } from '@/stores/checkout';
import {
  mockApi,
  polyfillDialog,
  renderWithMessages,
  DESSERT_OFFERT,
  seedLine,
  seedOffer,
  WEDNESDAY_EVENING,
  WEDNESDAY_NOON,
  CAMILLE,
  setUpPaymentTab,
  loadCheckoutScripts,
} from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const CRISPY = 1;
/** The key the API answers for order `id`: opaque to the storefront, sent back with PUT. */
const keyOf = (id: number) => `cle-secrete-de-la-commande-${id}`;
const created = (id: number) =>
  Response.json({ status: 'success', payload: { order_id: id, order_key: keyOf(id) } });
const finalised = (id: number) =>
  Response.json({ status: 'success', payload: { order_id: id, status: 'pending' } });

function bodies(fetchMock: ReturnType<typeof mockApi>, method: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function openPayment() {
  const user = userEvent.setup();
  renderWithMessages(<CheckoutFlow />);
  const button = await screen.findByRole('button', { name: /^Commander · / });
  return { user, button };
}

/** Places the order on the payment tab, the API numbering it `id`, up to /success. */
async function placeAs(id: number) {
  mockApi({
    'POST /v2/public/checkout/': () => created(id),
    'PUT /v2/public/checkout/': () => finalised(id),
  });
  const { user, button } = await openPayment();
  await user.click(button);
  await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(`/success?order=${id}`));
}

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  vi.setSystemTime(WEDNESDAY_NOON);
  setUpPaymentTab();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('placing a cash order', () => {
  it('shows cash at pickup and the total on the button', async () => {
    const { button } = await openPayment();
    expect(screen.getByRole('radio', { name: 'Espèces au retrait' })).toBeChecked();
    // 2 × Crispy Classic at 7,90 € to take away = 15,80 €.
    expect(button).toHaveTextContent('Commander · 15,80 €');
  });

  it('sends the order once on a double click, then finalises it as pending', async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'POST /v2/public/checkout/': () =>
        new Promise((resolve) => {
          release = () => resolve(created(42));
        }),
      'PUT /v2/public/checkout/': () => finalised(42),
    });
    const { user, button } = await openPayment();
    await user.dblClick(button);
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=42'));

    const [payload] = bodies(fetchMock, 'POST');
    expect(bodies(fetchMock, 'POST')).toHaveLength(1);
    const order = orderPayloadSchema.parse(payload);
    expect(order).toMatchObject({
      items: [{ item_id: CRISPY, quantity: 2, note: '', options: [] }],
      is_pickup: true,
      // 2 × 7,90 € = 15,80 €; VAT included 10/110: 15,80 € / 11 = 1,436… → 1,44 €.
      subtotal: 15.8,
      discount: 0,
      delivery: 0,
      total: 15.8,
      tax: 1.44,
      payment_method: 'cash',
      status: 'pending',
      user_id: null,
      customer: { ...CAMILLE, date: { delivery_date: '2025-06-11', delivery_time_range: 'asap' } },
    });
    expect(bodies(fetchMock, 'PUT')).toEqual([
      {
        order_id: 42,
        order_key: keyOf(42),
        status: 'pending',
        transaction_id: { client_secret: null, customer_id: null, payment_intent_id: null },
      },
    ]);
  });

  it('keeps the order key with the order placed, to open its page, never in the address', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await placeAs(44);
    const saved = setItem.mock.calls.map(([, value]) => value);
    setItem.mockRestore();
    // The checkout was saved with the last order for /success, whose key opens its page.
    expect(saved.some((value) => value.includes('"lastOrder":{"id":44'))).toBe(true);
    expect(useCheckoutStore.getState().lastOrder?.key).toBe(keyOf(44));
    expect(nav.router.push).toHaveBeenCalledWith('/success?order=44');
  });

  it('keeps the cart, forms and local_id after a failure, and retries with the same local_id', async () => {
    const fetchMock = mockApi({
      'POST /v2/public/checkout/': () => new Response('oops', { status: 500 }),
    });
    const { user, button } = await openPayment();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, veuillez réessayer.',
    );
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(useCheckoutStore.getState().personal).toEqual(CAMILLE);
    const localId = useCheckoutStore.getState().localId;
    expect(localId).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(button);
    await waitFor(() => expect(bodies(fetchMock, 'POST')).toHaveLength(2));
    expect(bodies(fetchMock, 'POST').map((b) => (b as { local_id: string }).local_id)).toEqual([
      localId,
      localId,
    ]);
  });

  it("shows the proxy's French 504 when the API takes too long, keeping cart and forms", async () => {
    const slow =
      'Le service met trop de temps à répondre. Réessayez dans un instant : votre panier est conservé.';
    mockApi({
      'POST /v2/public/checkout/': () =>
        Response.json({ status: 'error', data: { message: slow } }, { status: 504 }),
    });
    const { user, button } = await openPayment();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(slow);
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(useCheckoutStore.getState().personal).toEqual(CAMILLE);
  });

  it("shows the server's French reason for a 422", async () => {
    mockApi({
      'POST /v2/public/checkout/': () =>
        Response.json(
          { status: 'error', data: { message: 'Code promo invalide ou expiré.' } },
          { status: 422 },
        ),
    });
    const { user, button } = await openPayment();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Code promo invalide ou expiré.');
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('empties the cart, resets the checkout and shows the order on /success', async () => {
    useCheckoutStore.getState().setDelivery({ is_scheduled: false, delivery_date: '2025-06-11' });
    await placeAs(42);
    expect(useCartStore.getState().lines).toEqual([]);
    const checkout = useCheckoutStore.getState();
    expect(checkout).toMatchObject({ tab: 'type', localId: null, payment: { failed: false } });
    expect(checkout.delivery).toMatchObject({ delivery_date: '', delivery_time_range: '' });

    renderWithMessages(<SuccessView orderId={42} />);
    expect(screen.getByRole('heading', { name: 'Merci ! Commande n° 42' })).toBeVisible();
    expect(screen.getByText('2 × Crispy Classic')).toBeVisible();
    expect(screen.getByTestId('success-total')).toHaveTextContent('15,80 €'); // 2 × 7,90 €
    expect(screen.getByText('Espèces au retrait')).toBeVisible();
  });

  it('lists notes and the gift of a free-item coupon before paying and on /success', async () => {
    vi.setSystemTime(WEDNESDAY_EVENING);
    useCartStore.setState({
      lines: [{ ...seedLine(CRISPY, 4), note: 'sans oignons' }],
      coupon: seedOffer(DESSERT_OFFERT),
      couponCode: 'DESSERTOFFERT',
      couponValid: true,
    });
    mockApi({
      'POST /v2/public/checkout/': () => created(43),
      'PUT /v2/public/checkout/': () => finalised(43),
    });
    const { user, button } = await openPayment();
    const lines = screen.getByTestId('checkout-lines');
    expect(within(lines).getByText('sans oignons')).toBeVisible();
    expect(within(lines).getByText('1 × Cookie triple chocolat')).toBeVisible();
    expect(within(lines).getByText('Offert')).toBeVisible();

    await user.click(button);
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=43'));
    renderWithMessages(<SuccessView orderId={43} />);
    expect(screen.getByText('4 × Crispy Classic')).toBeVisible();
    expect(screen.getByText('sans oignons')).toBeVisible();
    expect(screen.getByText('1 × Cookie triple chocolat')).toBeVisible();
  });

  it('says « Commande introuvable » when nothing opens the order', () => {
    renderWithMessages(<SuccessView orderId={7} />);
    expect(screen.getByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
  });
});
