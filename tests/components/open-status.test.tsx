/**
 * The opening status pill (home hero, menu sections) with the demo restaurant's hours: La Carte
 * 11:00–14:30 and 18:00–23:00 on a Wednesday. Closed, it adds that orders for later are taken
 * when the page says the menus have slots.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenStatus } from '@/components/menu/open-status';
import { zoneOffsetsAround } from '@/lib/domain/hours';
import { NO_SWITCHES } from '@/lib/domain/kitchen-switches';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { MENUS } from '@/server/db/seed/menus';
import { renderWithMessages } from './cart-fixtures';

const hours = MENUS.map((menu) => ({ menu_is_available: true, active_times: menu.activeTimes }));

function renderStatus(at: string, orderAhead: boolean) {
  const now = new Date(at);
  vi.setSystemTime(now);
  const offsets = zoneOffsetsAround('Europe/Paris', now);
  renderWithMessages(<OpenStatus menus={hours} offsets={offsets} orderAhead={orderAhead} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OpenStatus', () => {
  it('says when it opens and that orders for later are taken now', async () => {
    renderStatus('2025-06-11T08:00:00+02:00', true);
    expect(await screen.findByTestId('open-status')).toHaveTextContent(
      'Fermé · ouvre aujourd’hui à 11 h',
    );
    expect(screen.getByTestId('order-ahead')).toHaveTextContent(
      'Commandez dès maintenant pour plus tard.',
    );
  });

  it('says nothing of ordering ahead for menus without slots', async () => {
    renderStatus('2025-06-11T08:00:00+02:00', false);
    expect(await screen.findByTestId('open-status')).toHaveTextContent('Fermé');
    expect(screen.queryByTestId('order-ahead')).toBeNull();
  });

  it('says the orders are paused, never a green « open », while the kitchen pauses', async () => {
    useKitchenStore.setState({
      switches: {
        ...NO_SWITCHES,
        pause: {
          since: new Date('2025-06-11T11:50:00+02:00'),
          until: new Date('2025-06-11T12:30:00+02:00'),
        },
      },
    });
    renderStatus('2025-06-11T12:00:00+02:00', true);
    const pill = await screen.findByTestId('open-status');
    expect(pill).toHaveTextContent('Ouvert · commandes en pause');
    expect(pill).toHaveAttribute('data-paused', 'true');
    useKitchenStore.setState({ switches: NO_SWITCHES });
  });

  it('says nothing of ordering ahead while open', async () => {
    renderStatus('2025-06-11T12:00:00+02:00', true);
    expect(await screen.findByTestId('open-status')).toHaveTextContent('Ouvert en ce moment');
    expect(screen.queryByTestId('order-ahead')).toBeNull();
  });
});
