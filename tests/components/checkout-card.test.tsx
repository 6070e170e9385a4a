import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { useCartStore } from '@/stores/cart';
import { useCheckoutStore } from '@/stores/checkout';
import {
  mockApi,
  polyfillDialog,
  renderWithMessages,
  RESTAURANT_WITH_CARD,
  seedLine,
  WEDNESDAY_NOON,
  setUpPaymentTab,
  loadCheckoutScripts,
} from './cart-fixtures';
import { nav } from './navigation-mock';

// Stripe.js and its React bindings stand in for the provider: what the checkout asks of them
// (submit the fields, confirm the payment) is recorded, and answers are set per test.
const stripe = vi.hoisted(() => ({
  submit: vi.fn(async () => ({}) as { error?: { type: string } }),
  confirmPayment: vi.fn(
    async () =>
      ({ paymentIntent: { status: 'succeeded' } }) as {
        paymentIntent?: { status: string };
        error?: { type: string; payment_intent?: { status: string } };
      },
  ),
  secrets: [] as string[],
}));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async () => ({ confirmPayment: stripe.confirmPayment }),
}));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => {
    stripe.secrets.push(options.clientSecret);
    return children;
  },
  PaymentElement: ({ onReady }: { onReady: () => void }) => {
    queueMicrotask(onReady);
    return <div>champs de carte</div>;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ submit: stripe.submit }),
}));

vi.mock('next/navigation', () => import('./navigation-mock'));

const INTENT = '/v2/public/checkout/stripe-payment-intent';
const ORDERS = '/v2/public/checkout/';

let intents = 0;
function intentAnswer(init?: RequestInit) {
  intents += 1;
  const { amount } = JSON.parse(String(init?.body)) as { amount: number };
  return Response.json({
    status: 'success',
    payload: { id: `pi_${intents}`, client_secret: `pi_${intents}_secret_x`, amount },
  });
}
/** The key the API answers for order 7, which every PUT sends back. */
const KEY = 'cle-secrete-de-la-commande-7';
const created = () =>
  Response.json({ status: 'success', payload: { order_id: 7, order_key: KEY } });
const finalised = (init?: RequestInit) =>
  Response.json({
    status: 'success',
    payload: { order_id: 7, status: JSON.parse(String(init?.body)).status },
  });

function bodies(fetchMock: ReturnType<typeof mockApi>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input) === url)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function chooseCard() {
  const user = userEvent.setup();
  renderWithMessages(<CheckoutFlow />);
  await user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
  const button = await screen.findByRole('button', { name: /^Commander · / });
  await waitFor(() => expect(button).toBeEnabled());
  return { user, button };
}

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  vi.setSystemTime(WEDNESDAY_NOON);
  vi.stubEnv('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'pk_test_composants');
  setUpPaymentTab({ settings: RESTAURANT_WITH_CARD });
  stripe.submit.mockClear();
  stripe.confirmPayment.mockReset();
  // Authorised only: captured when the kitchen accepts (docs/adr/0046).
  stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'requires_capture' } });
  stripe.secrets = [];
  intents = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('card payment', () => {
  it('is not offered when the storefront has no publishable key', async () => {
    vi.stubEnv('NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', '');
    renderWithMessages(<CheckoutFlow />);
    await screen.findByRole('radio', { name: 'Espèces au retrait' });
    expect(screen.queryByRole('radio', { name: 'Carte bancaire' })).toBeNull();
  });

  it('makes an intent for the total, places the order with it, confirms, then finalises as paid', async () => {
    const fetchMock = mockApi({
      [`POST ${INTENT}`]: intentAnswer,
      [`POST ${ORDERS}`]: created,
      [`PUT ${ORDERS}`]: finalised,
    });
    const { user, button } = await chooseCard();
    const [intentRequest] = bodies(fetchMock, 'POST', INTENT);
    expect(intentRequest.amount).toBe(15.8); // 2 × Crispy Classic at 7,90 € to take away
    expect(button).toHaveTextContent('Commander · 15,80 €');
    expect(intentRequest.order).toMatchObject({ payment_method: 'card' });
    expect(stripe.secrets).toContain('pi_1_secret_x');

    await user.click(button);
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=7'));
    const [order] = bodies(fetchMock, 'POST', ORDERS);
    expect(order).toMatchObject({
      payment_method: 'card',
      local_id: intentRequest.order.local_id,
      transaction_id: { payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x' },
    });
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(bodies(fetchMock, 'PUT', ORDERS)).toEqual([
      expect.objectContaining({ order_id: 7, order_key: KEY, status: 'paid' }),
    ]);
    expect(useCartStore.getState().lines).toEqual([]);
    expect(useCheckoutStore.getState().card).toMatchObject({
      client_secret: null,
      payment_intent_id: null,
    });
  });

  it('a refused card says so in French, keeps the cart, and the retry replays the same order', async () => {
    const fetchMock = mockApi({
      [`POST ${INTENT}`]: intentAnswer,
      [`POST ${ORDERS}`]: created,
      [`PUT ${ORDERS}`]: finalised,
    });
    stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error' } });
    const { user, button } = await chooseCard();
    await user.click(button);
    expect(await screen.findByText('Le paiement a échoué, veuillez réessayer.')).toBeVisible();
    expect(bodies(fetchMock, 'PUT', ORDERS)).toEqual([]);
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(useCheckoutStore.getState().payment.failed).toBe(true);

    await user.click(button);
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=7'));
    const [first, second] = bodies(fetchMock, 'POST', ORDERS);
    expect(second.local_id).toBe(first.local_id);
    // The replay answered the key again, and the PUT sent it.
    expect(bodies(fetchMock, 'PUT', ORDERS)).toEqual([
      expect.objectContaining({ order_id: 7, order_key: KEY, status: 'paid' }),
    ]);
    expect(bodies(fetchMock, 'POST', INTENT)).toHaveLength(1); // the same intent, retried
  });

  it.each(['requires_capture', 'succeeded'])(
    'an intent already authorised or taken (%s, its answer lost) counts as paid',
    async (status) => {
      const fetchMock = mockApi({
        [`POST ${INTENT}`]: intentAnswer,
        [`POST ${ORDERS}`]: created,
        [`PUT ${ORDERS}`]: finalised,
      });
      stripe.confirmPayment.mockResolvedValueOnce({
        error: { type: 'invalid_request_error', payment_intent: { status } },
      });
      const { user, button } = await chooseCard();
      await user.click(button);
      await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=7'));
      expect(bodies(fetchMock, 'PUT', ORDERS)[0]).toMatchObject({ status: 'paid' });
    },
  );

  it('incomplete card fields send nothing', async () => {
    const fetchMock = mockApi({ [`POST ${INTENT}`]: intentAnswer });
    stripe.submit.mockResolvedValueOnce({ error: { type: 'validation_error' } });
    const { user, button } = await chooseCard();
    await user.click(button);
    await waitFor(() => expect(stripe.submit).toHaveBeenCalled());
    expect(bodies(fetchMock, 'POST', ORDERS)).toEqual([]);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('says why when the server refuses the intent, and tries again on request', async () => {
    let refuse = true;
    const fetchMock = mockApi({
      [`POST ${INTENT}`]: (init) =>
        refuse
          ? Response.json(
              { status: 'error', data: { message: 'Le créneau n’est plus proposé.' } },
              { status: 422 },
            )
          : intentAnswer(init),
    });
    const user = userEvent.setup();
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
    expect(await screen.findByText('Le créneau n’est plus proposé.')).toBeVisible();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: /^Commander · / });
    expect(bodies(fetchMock, 'POST', INTENT)).toHaveLength(2);
  });

  it('a new total makes the intent again, for the new amount', async () => {
    const fetchMock = mockApi({ [`POST ${INTENT}`]: intentAnswer });
    await chooseCard();
    useCartStore.setState({ lines: [seedLine(1, 3)] });
    await waitFor(() => expect(bodies(fetchMock, 'POST', INTENT)).toHaveLength(2));
    const [, second] = bodies(fetchMock, 'POST', INTENT);
    expect(second.amount).toBe(23.7); // 3 × 7,90 € = 23,70 €
    expect(second.payment_intent_id).toBe('pi_1'); // updated, not replaced
    await waitFor(() => expect(stripe.secrets).toContain('pi_2_secret_x'));
  });
});
