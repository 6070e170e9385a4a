import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileDetails } from '@/components/profile/profile-details';
import { ProfileOverview } from '@/components/profile/profile-overview';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { NO_CARD, useCheckoutStore } from '@/stores/checkout';
import { detailsOf, lastOrderOf } from './auth-fixtures';
import { mockApi, resetStores, seedLine } from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';
import {
  LOGOUT_URL,
  ok,
  PROFILE_URL,
  refused,
  renderView,
  signedIn,
  USER,
} from './profile-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));

beforeEach(() => {
  resetStores();
  resetNavigation();
  useCheckoutStore.setState(useCheckoutStore.getInitialState());
});

/** What this device's checkout knows of Camille after an order: her form, card and order. */
const CAMILLE = detailsOf(USER);
function checkoutOfCamille() {
  useCartStore.setState({ lines: [seedLine(1, 2)] });
  useCheckoutStore.setState({
    personal: CAMILLE,
    card: { ...NO_CARD, customer_id: 'cus_camille' },
    lastOrder: lastOrderOf(USER),
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile shell', () => {
  it('sends a signed-out visitor to the log-in, to come back to this page', async () => {
    await signedIn(null);
    renderView('orders', <p>Commandes</p>);
    await waitFor(() =>
      expect(nav.router.replace).toHaveBeenCalledWith(
        '/auth/login?redirect=%2Fprofile%2FViewOrders',
      ),
    );
    expect(screen.queryByText('Commandes')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre espace…');
  });

  it('greets the diner, lists the views and marks the current one', async () => {
    await signedIn();
    renderView('overview', <ProfileOverview />);
    expect(screen.getByRole('heading', { name: 'Bonjour Camille Durand' })).toBeInTheDocument();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Vue d’ensemble');
    expect(current).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link', { name: /Mes commandes/ })[0]).toHaveAttribute(
      'href',
      '/profile/ViewOrders',
    );
    expect(screen.getByText('camille@example.fr', { selector: 'dd' })).toBeInTheDocument();
    expect(nav.router.replace).not.toHaveBeenCalled();
  });

  it('logs out: the server is told, the session is gone, the diner goes home', async () => {
    await signedIn();
    checkoutOfCamille();
    const fetchMock = mockApi({ [LOGOUT_URL]: () => ok() });
    renderView('overview', <ProfileOverview />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
    expect(useAuthStore.getState().session).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(LOGOUT_URL.split(' ')[1], expect.anything());
    // Going home, not to the log-in.
    expect(nav.router.replace).not.toHaveBeenCalled();
    // The next diner on this device does not order with Camille's details; the cart stays.
    expect(useCheckoutStore.getState()).toMatchObject({
      personal: { first_name: '', last_name: '', email: '', phone: '' },
      card: NO_CARD,
      lastOrder: null,
    });
    expect(useCartStore.getState().lines).toEqual([seedLine(1, 2)]);
  });

  it('signs the diner out when the server no longer knows the session, and asks to log in', async () => {
    await signedIn();
    checkoutOfCamille();
    mockApi({ [PROFILE_URL]: () => refused(401, 'Session expirée : reconnectez-vous.') });
    renderView('details', <ProfileDetails />);
    await waitFor(() =>
      expect(nav.router.replace).toHaveBeenCalledWith(
        '/auth/login?redirect=%2Fprofile%2FViewProfile',
      ),
    );
    expect(useAuthStore.getState()).toMatchObject({ session: null, notice: 'expired' });
    // Still Camille at this device: she may order as a guest with what she typed.
    expect(useCheckoutStore.getState()).toMatchObject({
      personal: CAMILLE,
      card: { customer_id: 'cus_camille' },
      lastOrder: { id: 51 },
    });
  });
});
