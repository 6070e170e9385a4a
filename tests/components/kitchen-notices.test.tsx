/**
 * What the diner sees of the kitchen's switches (issue 36, docs/product.md#running-the-day): the
 * pause until when, gone by itself at that time; the wait while busy; a closure coming within the
 * week on the home page; an answer that is not the contract's shows nothing and breaks nothing.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenNotices } from '@/components/switches/kitchen-notices';
import { NO_SWITCHES } from '@/lib/domain/kitchen-switches';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { useLocationStore } from '@/stores/location';
import { mockApi, renderWithMessages, WEDNESDAY_NOON } from './cart-fixtures';

const KITCHEN = 'GET /v2/public/kitchen';
const NOTHING = { status: 'success', pause: null, delay: null, closures: [], special_hours: [] };
const at = (minutes: number) => new Date(WEDNESDAY_NOON.getTime() + minutes * 60_000).toISOString();
// Delivery 30 min, pickup 15 min before the delay.
const SCHEDULING = { minimum_time: 30, pickup_minimum_time: 15 };

function show(answer: unknown, place: 'home' | 'menu' | 'checkout' = 'home') {
  mockApi({ [KITCHEN]: () => Response.json(answer) });
  renderWithMessages(
    <KitchenNotices place={place} timeZone="Europe/Paris" scheduling={SCHEDULING} />,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: WEDNESDAY_NOON });
  useKitchenStore.setState({ switches: NO_SWITCHES, readAt: 0 });
  useLocationStore.setState({ mode: 'pickup' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the kitchen’s notices', () => {
  it('says until when orders are paused, and goes by itself at that time', async () => {
    show({ ...NOTHING, pause: { since: at(-5), until: at(15) } });
    const notice = await screen.findByTestId('kitchen-paused');
    expect(notice).toHaveTextContent(
      'Nous ne prenons plus de commandes pour le moment — reprise vers 12 h 15',
    );
    expect(notice).toHaveTextContent(
      'Votre panier et vos coordonnées sont conservés. Vous pouvez déjà commander pour un créneau à partir de 12 h 15.',
    );
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.getByTestId('kitchen-paused')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByTestId('kitchen-paused')).toBeNull();
  });

  it('says a pause set seconds ago, after the minute began', async () => {
    vi.setSystemTime(new Date(WEDNESDAY_NOON.getTime() + 40_000));
    show({ ...NOTHING, pause: { since: at(0.5), until: at(30) } }, 'menu');
    expect(await screen.findByTestId('kitchen-paused')).toHaveTextContent('reprise vers 12 h 30');
  });

  it('says a pause until reopened without a time', async () => {
    show({ ...NOTHING, pause: { since: at(-5), until: null } }, 'checkout');
    const notice = await screen.findByTestId('kitchen-paused');
    expect(notice).toHaveTextContent('Nous ne prenons plus de commandes pour le moment');
    expect(notice).toHaveTextContent(
      'Votre panier et vos coordonnées sont conservés : revenez un peu plus tard.',
    );
    expect(notice).not.toHaveTextContent('reprise');
  });

  it('says the wait while busy: the mode’s preparation time and the delay', async () => {
    show({ ...NOTHING, delay: { minutes: 20, until: at(60) } }, 'checkout');
    // Pickup: 15 + 20 minutes.
    expect(await screen.findByTestId('kitchen-wait')).toHaveTextContent('Prêt en 35 min environ');
    act(() => useLocationStore.setState({ mode: 'delivery' }));
    // Delivery: 30 + 20 minutes.
    expect(screen.getByTestId('kitchen-wait')).toHaveTextContent('Prêt en 50 min environ');
  });

  it('announces a closure within the week on the home page only', async () => {
    const closures = [
      { from: '2025-06-16', to: '2025-06-17', message: 'Fermé pour inventaire' },
      { from: '2025-06-30', to: '2025-06-30', message: 'Plus tard' },
    ];
    show({ ...NOTHING, closures });
    const notice = await screen.findByTestId('kitchen-closure');
    expect(notice).toHaveTextContent('Fermeture exceptionnelle du lundi 16 juin au mardi 17 juin');
    expect(notice).toHaveTextContent('Fermé pour inventaire');
    expect(screen.queryByText(/Plus tard/)).toBeNull();
  });

  it('leaves the closure to the home page', async () => {
    const closures = [{ from: '2025-06-12', to: '2025-06-12', message: 'Inventaire' }];
    show({ ...NOTHING, closures, delay: { minutes: 10, until: at(60) } }, 'menu');
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Nor the wait: the menu says only the pause.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a one-day closure by its date', async () => {
    const closures = [{ from: '2025-06-12', to: '2025-06-12', message: '' }];
    show({ ...NOTHING, closures });
    expect(await screen.findByTestId('kitchen-closure')).toHaveTextContent(
      'Fermeture exceptionnelle le jeudi 12 juin',
    );
  });

  it('shows nothing for an answer that is not the contract’s', async () => {
    show({ status: 'success', pause: 'oui' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
