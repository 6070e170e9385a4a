import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePassword } from '@/components/profile/change-password';
import { DeleteAccount } from '@/components/profile/delete-account';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { NO_CARD, useCheckoutStore } from '@/stores/checkout';
import { detailsOf } from './auth-fixtures';
import { mockApi, renderWithMessages, resetStores, seedLine } from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';
import {
  DELETE_URL,
  ok,
  refused,
  renderView,
  signedIn,
  TOKEN,
  UPDATE_URL,
  USER,
} from './profile-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));

const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(async () => {
  resetStores();
  resetNavigation();
  await signedIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDeletion() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Je veux supprimer mon compte' }));
  const confirm = screen.getByRole('button', { name: 'Supprimer définitivement mon compte' });
  const fill = async (password: string, confirmation: string) => {
    if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
    if (confirmation)
      await user.type(screen.getByLabelText('Confirmez le mot de passe'), confirmation);
    await user.click(confirm);
  };
  return { user, fill };
}

describe('deleting the account', () => {
  it('asks for the password, then for the same one twice, before sending anything', async () => {
    const fetchMock = mockApi({});
    renderView('security', <DeleteAccount />);
    expect(
      screen.queryByRole('button', { name: 'Supprimer définitivement mon compte' }),
    ).not.toBeInTheDocument();
    const { user, fill } = await openDeletion();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );

    await fill('', '');
    expect(await screen.findByText('Le mot de passe est obligatoire.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mot de passe'), 'un-secret-long');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'un-autre-secret');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the diner is not signed in when the session is gone', async () => {
    const fetchMock = mockApi({});
    // The form alone: the session ended elsewhere before the shell could notice.
    renderWithMessages(<DeleteAccount />);
    useAuthStore.setState({ session: null });
    const { fill } = await openDeletion();
    await fill('un-secret-long', 'un-secret-long');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’êtes pas connecté·e.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s word for a wrong password and keeps the diner signed in', async () => {
    mockApi({ [DELETE_URL]: () => refused(403, 'Mot de passe incorrect.') });
    renderView('security', <DeleteAccount />);
    const { fill } = await openDeletion();
    await fill('pas-le-bon', 'pas-le-bon');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe incorrect.');
    expect(useAuthStore.getState().session?.token).toBe(TOKEN);
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('deletes with the password, ends the session and goes home', async () => {
    const fetchMock = mockApi({ [DELETE_URL]: () => ok() });
    useCartStore.setState({ lines: [seedLine(1, 1)] });
    useCheckoutStore.setState({
      personal: detailsOf(USER),
      card: { ...NO_CARD, customer_id: 'cus_camille' },
    });
    renderView('security', <DeleteAccount />);
    const { fill } = await openDeletion();
    await fill('un-secret-long', 'un-secret-long');
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
    expect(bodies(fetchMock)).toEqual([
      { token: TOKEN, user_id: USER.id, password: 'un-secret-long' },
    ]);
    expect(useAuthStore.getState().session).toBeNull();
    expect(nav.router.replace).not.toHaveBeenCalled();
    // The person is gone from this device's checkout too; the cart is nobody's.
    expect(useCheckoutStore.getState()).toMatchObject({
      personal: { first_name: '', last_name: '', email: '', phone: '' },
      card: NO_CARD,
    });
    expect(useCartStore.getState().lines).toEqual([seedLine(1, 1)]);
  });
});

describe('changing the password', () => {
  async function fill(current: string, next: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mot de passe actuel'), current);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  }

  it('refuses two different new passwords and one too short', async () => {
    const fetchMock = mockApi({});
    renderView('password', <ChangePassword />);
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await fill('ancien-secret', 'court', 'autre');
    expect(
      await screen.findByText('8 caractères au moins.', { selector: '[id$=-error]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a trivial new password at the field, asking the API nothing', async () => {
    const fetchMock = mockApi({});
    renderView('password', <ChangePassword />);
    await fill('ancien-secret', 'abcdefgh', 'abcdefgh');
    expect(
      await screen.findByText(
        'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the current and the new one with the user, and says it is done', async () => {
    const fetchMock = mockApi({ [UPDATE_URL]: () => ok() });
    renderView('password', <ChangePassword />);
    await fill('ancien-secret', 'nouveau-secret', 'nouveau-secret');
    expect(
      await screen.findByText(
        'Votre mot de passe est changé. Vos autres appareils sont déconnectés.',
      ),
    ).toBeInTheDocument();
    expect(bodies(fetchMock)).toEqual([
      {
        first_name: 'Camille',
        last_name: 'Durand',
        phone: '06 12 34 56 78',
        address: '5 Rue Félix Poulat, 38000 Grenoble',
        current_password: 'ancien-secret',
        password: 'nouveau-secret',
      },
    ]);
    expect(useAuthStore.getState().session?.token).toBe(TOKEN);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });

  it('shows the server’s word for a wrong current password', async () => {
    mockApi({ [UPDATE_URL]: () => refused(403, 'Mot de passe actuel incorrect.') });
    renderView('password', <ChangePassword />);
    await fill('pas-le-bon', 'nouveau-secret', 'nouveau-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mot de passe actuel incorrect.');
  });
});
