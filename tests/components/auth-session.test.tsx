/**
 * Who is signed in, site-wide (docs/product.md#accounts): the header's account link, the notice
 * after the server ended the session, and `/auth` for a diner signed in or not.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountEntry } from '@/components/auth/account-entry';
import { SessionNotice } from '@/components/auth/session-notice';
import { SiteHeader } from '@/components/layout/site-header';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/stores/auth';
import { withSession } from '@/stores/auth-requests';
import { TOKEN, calls, done, refused, signedIn, signedOut } from './auth-fixtures';
import { mockApi, renderWithMessages, resetStores } from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';

const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', async () => ({
  ...(await import('./navigation-mock')),
  usePathname: () => path.current,
}));

beforeEach(() => {
  resetStores();
  signedOut();
  resetNavigation();
  path.current = '/';
});
afterEach(() => vi.unstubAllGlobals());

describe('header', () => {
  it('shows the first name and leads to /profile when signed in', async () => {
    signedIn();
    renderWithMessages(<SiteHeader logoLabel="Poulet Grenette, retour à l’accueil" />);
    const link = await screen.findByRole('link', {
      name: 'Mon compte, connecté·e en tant que Marie',
    });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveTextContent('Marie');
  });

  it('leads a guest to /auth', () => {
    renderWithMessages(<SiteHeader logoLabel="Poulet Grenette, retour à l’accueil" />);
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/auth');
  });
});

describe('session notice', () => {
  it('says the session ended when the server answers 401, and leads back here after login', async () => {
    signedIn();
    mockApi({
      ['GET /v2/public/auth/profile']: refused(401, 'Session expirée.'),
    });
    path.current = '/profile/ViewOrders';
    renderWithMessages(<SessionNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    await act(() => withSession((session) => api.auth.profile(session)));
    expect(useAuthStore.getState().session).toBeNull();
    // The notice's code is fetched when a session ends (components/auth/session-notice.tsx).
    await waitFor(() =>
      expect(region).toHaveTextContent('Votre session a expiré, reconnectez-vous.'),
    );
    expect(within(region).getByRole('link', { name: 'Se reconnecter' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fprofile%2FViewOrders',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(region).toBeEmptyDOMElement();
    expect(useAuthStore.getState().notice).toBeNull();
  });

  it('has no link to the login on a sign-in page, where the form already is', async () => {
    path.current = '/fr/auth/login';
    renderWithMessages(<SessionNotice />);
    act(() => useAuthStore.getState().signOut('expired'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Votre session a expiré, reconnectez-vous.',
      ),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('appears on signOut("expired") only, not on a logout the diner asked for', async () => {
    signedIn();
    renderWithMessages(<SessionNotice />);
    act(() => useAuthStore.getState().signOut());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    signedIn();
    act(() => useAuthStore.getState().signOut('expired'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Votre session a expiré, reconnectez-vous.',
      ),
    );
  });
});

describe('/auth', () => {
  it('offers to log in or create an account', async () => {
    renderWithMessages(<AccountEntry />);
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });

  it('says who is signed in and logs out: the token is revoked, then home', async () => {
    signedIn();
    const fetchMock = mockApi({ 'POST /v2/public/auth/logout/': done });
    renderWithMessages(<AccountEntry />);
    expect(
      await screen.findByText('Vous êtes connecté·e en tant que Marie Curie.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/profile');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
    expect(useAuthStore.getState().session).toBeNull();
    expect(calls(fetchMock).map((c) => c.call)).toEqual(['POST /v2/public/auth/logout/']);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-user-id': '7' });
  });
});
