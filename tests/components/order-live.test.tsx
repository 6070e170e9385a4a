/**
 * The order's own page (docs/product.md#the-diners-order-page): where the order stands, asked
 * again every 15 s while visible and at once on return, the ready time, a refusal's reason and the
 * card's fate, the restaurant's phone; « Commande introuvable » for a 404 or nothing to open it
 * with; garbage from the API never breaks the page; the device keeps its last ten orders.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SuccessView } from '@/components/checkout/success-view';
import { POLL_MS } from '@/components/order/use-diner-order';
import type { DinerOrder } from '@/lib/api/order-status';
import { useAuthStore } from '@/stores/auth';
import { useCheckoutStore } from '@/stores/checkout';
import { KEPT_ORDERS, ORDERS_KEY, usePlacedOrders } from '@/stores/placed-orders';
import { mockApi, renderWithMessages } from './cart-fixtures';

// Monday 1 June 2026, 12:00 in Grenoble (UTC+2).
const NOW = new Date('2026-06-01T10:00:00Z');
const KEY = 'Ab3_'.repeat(10) + 'xyz';
const URL_ = `GET /v2/public/orders/7?key=${KEY}`;
const PHONE = '04 65 71 12 34';

const received: DinerOrder = {
  id: 7,
  placed_at: NOW.toISOString(),
  mode: 'pickup',
  slot: null,
  kitchen_state: 'received',
  ready_at: null,
  reason: null,
  payment: { method: 'cash', state: 'none' },
  timeline: [{ state: 'received', at: NOW.toISOString() }],
  last_event_id: 3,
};
const accepted: DinerOrder = {
  ...received,
  kitchen_state: 'accepted',
  ready_at: '2026-06-01T10:20:00Z',
  timeline: [...received.timeline, { state: 'accepted', at: '2026-06-01T10:01:00Z' }],
  last_event_id: 4,
};
const answer = (order: unknown) => () => Response.json({ status: 'success', order });

const show = (props: Partial<Parameters<typeof SuccessView>[0]> = {}) =>
  renderWithMessages(<SuccessView orderId={7} linkKey={KEY} phone={PHONE} {...props} />);

describe('the order’s own page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    useCheckoutStore.setState({ lastOrder: null });
    useAuthStore.setState({ session: null });
    usePlacedOrders.setState({ orders: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the order received, then « Prête vers 12 h 20 » once accepted, without reload', async () => {
    const replies = [answer(received), answer(accepted)];
    const fetchMock = mockApi({
      [URL_]: () => (replies.length > 1 ? replies.shift()! : replies[0])(),
    });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Reçue : le restaurant va la confirmer.'));
    expect(screen.getByRole('heading', { name: 'Commande n° 7' })).toBeVisible();
    expect(screen.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:0465711234');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(status).toHaveTextContent('Prête vers 12 h 20'));
    const timeline = screen.getByTestId('order-timeline');
    expect(timeline).toHaveTextContent('Reçue12 h');
    expect(timeline).toHaveTextContent('Acceptée12 h 01');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The device keeps the order the link opened.
    expect(usePlacedOrders.getState().orders).toEqual([{ id: 7, key: KEY }]);
  });

  it('asks at once when the page becomes visible again, not while hidden', async () => {
    const fetchMock = mockApi({ [URL_]: answer(received) });
    show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('says why a card order was refused, and that nothing was charged', async () => {
    mockApi({
      [URL_]: answer({
        ...received,
        kitchen_state: 'refused',
        reason: 'Article épuisé',
        payment: { method: 'card', state: 'released' },
        timeline: [...received.timeline, { state: 'refused', at: '2026-06-01T10:02:00Z' }],
      }),
    });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Refusée par le restaurant.'));
    expect(status).toHaveTextContent('Raison : « Article épuisé »');
    expect(status).toHaveTextContent('Vous n’avez pas été débité.');
    expect(status).not.toHaveTextContent('Prête vers');
  });

  it('says a card cancelled after acceptance is refunded, and not that nothing was charged', async () => {
    mockApi({
      [URL_]: answer({
        ...received,
        kitchen_state: 'cancelled',
        reason: 'Friteuse en panne',
        payment: { method: 'card', state: 'refunded' },
        timeline: [
          ...received.timeline,
          { state: 'accepted', at: '2026-06-01T10:01:00Z' },
          { state: 'cancelled', at: '2026-06-01T10:09:00Z' },
        ],
      }),
    });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Annulée par le restaurant.'));
    expect(status).toHaveTextContent(
      'Votre paiement par carte est remboursé : il apparaîtra sur votre compte sous quelques jours.',
    );
    expect(status).not.toHaveTextContent('Vous n’avez pas été débité.');
  });

  it('answers « Commande introuvable » to a 404, and to no key nor session without asking', async () => {
    const fetchMock = mockApi({});
    show();
    expect(await screen.findByRole('heading', { name: 'Commande introuvable' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    show({ linkKey: null, orderId: 8 });
    expect(screen.getAllByRole('heading', { name: 'Commande introuvable' })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('survives an answer of another shape, keeping what it knew', async () => {
    const replies = [answer(received), answer({ ...received, kitchen_state: 'burnt' })];
    mockApi({ [URL_]: () => (replies.length > 1 ? replies.shift()! : replies[0])() });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Reçue'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() =>
      expect(
        screen.getByText('Connexion perdue : cette page se mettra à jour dès son retour.'),
      ).toBeVisible(),
    );
    expect(status).toHaveTextContent('Reçue : le restaurant va la confirmer.');
  });

  it('opens an order of the device by the key it kept, and lists the others', async () => {
    usePlacedOrders.setState({
      orders: [
        { id: 5, key: KEY },
        { id: 7, key: KEY },
      ],
    });
    mockApi({ [URL_]: answer(received) });
    show({ linkKey: null });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Reçue'));
    expect(screen.getByRole('link', { name: 'Commande n° 5' })).toHaveAttribute(
      'href',
      '/success?order=5',
    );
  });
});

/** An EventSource the test speaks through; OPEN once made. */
class FakeEventSource {
  readonly OPEN = 1;
  static made: FakeEventSource[] = [];
  readyState = 1;
  listeners: ((event: { data: string }) => void)[] = [];
  closed = false;
  constructor(public url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(_: string, listener: (event: { data: string }) => void) {
    this.listeners.push(listener);
  }
  send(data: unknown) {
    for (const listener of this.listeners) listener({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

describe('the order’s stream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    useCheckoutStore.setState({ lastOrder: null });
    useAuthStore.setState({ session: null });
    usePlacedOrders.setState({ orders: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows what the stream tells, ignores what is no order, and polls no more while open', async () => {
    const fetchMock = mockApi({ [URL_]: answer(received) });
    show();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Reçue'));
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    const [source] = FakeEventSource.made;
    expect(source.url).toBe(`/v2/public/orders/7/stream?key=${KEY}&last_event_id=3`);
    act(() => source.send({ ...accepted, kitchen_state: 'burnt' }));
    act(() => source.send(accepted));
    await waitFor(() => expect(status).toHaveTextContent('Prête vers 12 h 20'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => source.send({ ...accepted, kitchen_state: 'handed_over' }));
    await waitFor(() => expect(status).toHaveTextContent('Remise : bon appétit !'));
    expect(source.closed).toBe(true);
  });
});

describe('the orders kept on the device', () => {
  it('keeps the newest ten, each once', () => {
    usePlacedOrders.setState({ orders: [] });
    for (let id = 1; id <= 12; id += 1) usePlacedOrders.getState().remember({ id, key: KEY });
    usePlacedOrders.getState().remember({ id: 5, key: KEY });
    const ids = usePlacedOrders.getState().orders.map((o) => o.id);
    expect(ids).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(ids).toHaveLength(KEPT_ORDERS);
  });

  it('forgets a saved list that does not validate', async () => {
    usePlacedOrders.setState({ orders: [] });
    localStorage.setItem(
      ORDERS_KEY,
      JSON.stringify({ state: { orders: [{ id: 1, key: 'a b' }] }, version: 1 }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await usePlacedOrders.persist.rehydrate();
    expect(usePlacedOrders.getState().orders).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
