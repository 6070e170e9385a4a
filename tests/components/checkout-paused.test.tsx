import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { useCartStore } from '@/stores/cart';
import { useCheckoutStore } from '@/stores/checkout';
import {
  mockApi,
  polyfillDialog,
  renderWithMessages,
  WEDNESDAY_NOON,
  setUpPaymentTab,
  loadCheckoutScripts,
} from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const SLOTS = 'GET /v2/public/checkout/slots?mode=pickup';
const noFullSlot = () => Response.json({ status: 'success', payload: { full: [] } });
const PAUSED_TITLE = 'Commandes momentanément suspendues';
const ON_PLACE =
  'Les commandes sont momentanément suspendues : notre service ne répond pas. Votre panier est conservé : réessayez dans quelques minutes, votre commande ne sera pas enregistrée deux fois.';

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: WEDNESDAY_NOON });
  setUpPaymentTab();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ordering paused while the API is away', () => {
  it('says so when the checkout opens, and that it is back once the API answers again', async () => {
    let up = false;
    const fetchMock = mockApi({
      // The storefront's proxy with the API stopped: 502.
      [SLOTS]: () =>
        up
          ? noFullSlot()
          : Response.json({ status: 'error', data: { message: 'x' } }, { status: 502 }),
    });
    renderWithMessages(<CheckoutFlow />);
    expect(await screen.findByText(PAUSED_TITLE)).toBeInTheDocument();
    expect(screen.getByTestId('ordering-paused')).toHaveTextContent(
      'Votre panier et vos informations sont conservés',
    );
    // The form is still there (its step loads after the flow shows): nothing is lost while waiting.
    expect(await screen.findByRole('button', { name: /^Commander · / })).toBeInTheDocument();

    const asked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('slots')).length;
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(asked()).toBe(before);
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(asked()).toBe(before + 1);
    expect(await screen.findByText('Les commandes sont de nouveau ouvertes.')).toBeInTheDocument();
    expect(screen.queryByText(PAUSED_TITLE)).toBeNull();
  });

  it('says so for an answer of another shape (a broken server), not for a refusal', async () => {
    mockApi({ [SLOTS]: () => new Response('<html>Bad gateway</html>', { status: 200 }) });
    const first = renderWithMessages(<CheckoutFlow />);
    expect(await screen.findByText(PAUSED_TITLE)).toBeInTheDocument();
    first.unmount();

    mockApi({
      [SLOTS]: () => Response.json({ status: 'error', data: { message: 'Trop' } }, { status: 429 }),
    });
    renderWithMessages(<CheckoutFlow />);
    await screen.findByRole('button', { name: /^Commander · / });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(PAUSED_TITLE)).toBeNull();
  });

  it('an order sent while the API is away says ordering is paused and keeps cart and forms', async () => {
    mockApi({
      [SLOTS]: noFullSlot,
      'POST /v2/public/checkout/': () =>
        Response.json({ status: 'error', data: { message: 'x' } }, { status: 502 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('button', { name: /^Commander · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ON_PLACE);
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(useCheckoutStore.getState().personal.first_name).toBe('Camille');
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('an order whose answer never came is not called paused: it may be stored, a retry replays it', async () => {
    const fetchMock = mockApi({ [SLOTS]: noFullSlot });
    const answered = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answered(input, init),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<CheckoutFlow />);
    await user.click(await screen.findByRole('button', { name: /^Commander · / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, veuillez réessayer.',
    );
    expect(screen.queryByText(PAUSED_TITLE)).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('a browser without a connection is not told the service is down (its own notice speaks)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithMessages(<CheckoutFlow />);
    await screen.findByRole('button', { name: /^Commander · / });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.queryByText(PAUSED_TITLE)).toBeNull());
  });
});
