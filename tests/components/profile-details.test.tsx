import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileAccount } from '@/components/profile/profile-account';
import { ProfileDetails } from '@/components/profile/profile-details';
import { useAuthStore } from '@/stores/auth';
import { mockApi, resetStores } from './cart-fixtures';
import { resetNavigation } from './navigation-mock';
import {
  ok,
  PROFILE_URL,
  refused,
  renderView,
  signedIn,
  UPDATE_URL,
  USER,
} from './profile-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));

// Changed on another device since this one signed in.
const FRESH = { ...USER, first_name: 'Camilla', phone: '07 11 22 33 44' };

function patchBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(async () => {
  resetStores();
  resetNavigation();
  await signedIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** "Mes informations" once the server's copy is in, the last name changed and saved. */
async function saveLastName(name: string) {
  const user = userEvent.setup();
  renderView('details', <ProfileDetails />);
  await waitFor(() => expect(screen.queryByText(/Mise à jour/)).not.toBeInTheDocument());
  await user.clear(screen.getByLabelText('Nom'));
  await user.type(screen.getByLabelText('Nom'), name);
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('Mes informations', () => {
  it('shows the names the server has now, and keeps them', async () => {
    mockApi({ [PROFILE_URL]: () => ok({ user: FRESH }) });
    renderView('details', <ProfileDetails />);
    await waitFor(() => expect(screen.getByLabelText('Prénom')).toHaveValue('Camilla'));
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Nom')).toHaveValue('Durand');
    expect(useAuthStore.getState().session?.user).toEqual(FRESH);
  });

  it('saves the names with the rest of the user as it is, and says so', async () => {
    const fetchMock = mockApi({
      [PROFILE_URL]: () => ok({ user: USER }),
      [UPDATE_URL]: () => ok(),
    });
    await saveLastName('Martin');

    expect(await screen.findByText('Vos informations sont enregistrées.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(patchBodies(fetchMock)).toEqual([
      {
        first_name: 'Camille',
        last_name: 'Martin',
        phone: '06 12 34 56 78',
        address: '5 Rue Félix Poulat, 38000 Grenoble',
      },
    ]);
    expect(useAuthStore.getState().session?.user).toEqual({ ...USER, last_name: 'Martin' });
  });

  it('leaves alone the account signed in while the save was on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      [PROFILE_URL]: () => ok({ user: USER }),
      [UPDATE_URL]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await saveLastName('Martin');
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));

    // Camille logs out and Léa logs in on this device before the server answers.
    const lea = {
      id: 8,
      email: 'lea@example.fr',
      first_name: 'Léa',
      last_name: 'Roux',
      phone: '07 11 22 33 44',
      address: '',
    };
    const leaToken = 'tok_LeaLeaLeaLeaLeaLeaLeaLeaLeaLeaLeaLeaLea0';
    act(() => useAuthStore.setState({ session: { token: leaToken, user: lea } }));
    await act(async () => answer(ok()));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled());
    expect(useAuthStore.getState().session).toEqual({ token: leaToken, user: lea });
  });

  it('says what is missing before sending anything', async () => {
    const fetchMock = mockApi({ [PROFILE_URL]: () => ok({ user: USER }) });
    const user = userEvent.setup();
    renderView('details', <ProfileDetails />);
    await waitFor(() => expect(screen.queryByText(/Mise à jour/)).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Prénom'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez votre prénom.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(patchBodies(fetchMock)).toEqual([]);
  });
});

describe('Mon compte', () => {
  it('shows the e-mail read-only and saves phone and address, or shows the server’s refusal', async () => {
    let answer = () => refused(400, 'téléphone : numéro de téléphone français attendu');
    const fetchMock = mockApi({
      [PROFILE_URL]: () => ok({ user: USER }),
      [UPDATE_URL]: () => answer(),
    });
    const user = userEvent.setup();
    renderView('account', <ProfileAccount />);
    await waitFor(() => expect(screen.queryByText(/Mise à jour/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('E-mail')).toHaveValue('camille@example.fr');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Prénom')).not.toBeInTheDocument();

    const phone = screen.getByLabelText('Téléphone');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.clear(phone);
    await user.type(phone, '0612');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Numéro invalide : 06 12 34 56 78 ou +33 6 12 34 56 78.'),
    ).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '07 98 76 54 32');
    const address = screen.getByLabelText('Adresse de livraison (facultative)');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'téléphone : numéro de téléphone français attendu',
    );
    expect(useAuthStore.getState().session?.user).toEqual(USER);

    answer = () => ok();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vos informations sont enregistrées.');
    expect(patchBodies(fetchMock)[1]).toEqual({
      first_name: 'Camille',
      last_name: 'Durand',
      phone: '07 98 76 54 32',
      address: '',
    });
    expect(useAuthStore.getState().session?.user).toMatchObject({
      phone: '07 98 76 54 32',
      address: '',
    });
  });
});
