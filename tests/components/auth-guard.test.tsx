/**
 * The log-in while the server guards the e-mail (docs/adr/0037): a 403 asks for the code it
 * mailed; the form then sends the password again with it, and can ask for a new one.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/auth/login-form';
import { useAuthStore } from '@/stores/auth';
import { MARIE, TOKEN, calls, refused, sessionAnswer, signedOutEachTest } from './auth-fixtures';
import { mockApi, renderWithMessages } from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const LOGIN = 'POST /v2/public/auth/login/';
const GUARDED =
  'Pour protéger ce compte après de nombreux essais de mot de passe, la connexion demande aussi un code. Si l’adresse et le mot de passe sont justes, nous venons de vous l’envoyer par e-mail.';
const WITHOUT_CODE = { email: 'marie@exemple.fr', password: 'correct horse' };

/** The guarded server: a 403 without a code, a session with 123456, a 401 with any other. */
function guardedApi() {
  return mockApi({
    [LOGIN]: (init) => {
      const { otp } = JSON.parse(String(init?.body)) as { otp?: string };
      if (otp === undefined) return refused(403, GUARDED)();
      return otp === '123456'
        ? sessionAnswer()()
        : refused(401, 'E-mail, mot de passe ou code incorrect.')();
    },
  });
}

async function logIn() {
  const user = userEvent.setup();
  renderWithMessages(<LoginForm redirect={null} reset={false} />);
  await user.type(screen.getByLabelText('Adresse e-mail'), WITHOUT_CODE.email);
  await user.type(screen.getByLabelText('Mot de passe'), WITHOUT_CODE.password);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

signedOutEachTest();

describe('log in while the e-mail is guarded', () => {
  it('asks for the mailed code, then signs in with the password and the code', async () => {
    const fetchMock = guardedApi();
    const user = await logIn();
    expect(await screen.findByRole('status')).toHaveTextContent(GUARDED);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code à 6 chiffres');
    await waitFor(() => expect(code).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Reçu par e-mail, valable 10 minutes. Indiquez le code reçu par e-mail.',
      ),
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
    expect(useAuthStore.getState().session).toEqual({ token: TOKEN, user: MARIE });
    expect(calls(fetchMock)).toEqual([
      { call: LOGIN, body: WITHOUT_CODE },
      { call: LOGIN, body: { ...WITHOUT_CODE, otp: '123456' } },
    ]);
  });

  it('shows the refusal of a wrong code, and asks for a new one with the password', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-06-11T12:00:00+02:00'));
    const fetchMock = guardedApi();
    const user = await logIn();
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '654321');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail, mot de passe ou code incorrect.',
    );
    // A new code, a minute after the first was asked for.
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 60 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Un nouveau code vous a été envoyé.')).toBeVisible();
    expect(calls(fetchMock).map((c) => c.body)).toEqual([
      WITHOUT_CODE,
      { ...WITHOUT_CODE, otp: '654321' },
      WITHOUT_CODE,
    ]);
    expect(useAuthStore.getState().session).toBeNull();
  });
});
