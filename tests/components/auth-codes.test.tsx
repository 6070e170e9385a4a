/**
 * The one-time code pages (docs/product.md#accounts): verify after sign-up, and the forgotten
 * password's two steps, with the resend countdown on a fake clock.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotFlow } from '@/components/auth/forgot-flow';
import { VerifyForm } from '@/components/auth/verify-form';
import { useAuthStore } from '@/stores/auth';
import { rememberSignupPassword } from '@/stores/signup-password';
import {
  MARIE,
  TOKEN,
  calls,
  done,
  refused,
  sessionAnswer,
  signedOutEachTest,
} from './auth-fixtures';
import { mockApi, renderWithMessages } from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const SEND = 'GET /v2/public/auth/send-otp/?email=marie%40exemple.fr';
const VERIFY = 'POST /v2/public/auth/verify-otp/';
const RESET = 'POST /v2/public/auth/reset-password/';

signedOutEachTest();

describe('verify', () => {
  it('takes a pasted code with the sign-up’s password, signs in and goes to the saved page', async () => {
    const fetchMock = mockApi({ [VERIFY]: sessionAnswer() });
    useAuthStore.getState().setRedirect('/checkout');
    rememberSignupPassword('marie@exemple.fr', 'radium1898');
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email="marie@exemple.fr" />);
    expect(screen.getByTestId('verify-email')).toHaveTextContent('marie@exemple.fr');
    const code = screen.getByLabelText('Code à 6 chiffres');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/checkout'));
    expect(useAuthStore.getState().session).toEqual({ token: TOKEN, user: MARIE });
    // The password typed at sign-up goes with the code, and is forgotten once it is set.
    expect(calls(fetchMock)).toEqual([
      {
        call: VERIFY,
        body: { email: 'marie@exemple.fr', otp: '123456', password: 'radium1898' },
      },
    ]);
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });

  it('asks for a password when this tab holds none (a reload, a code asked from elsewhere)', async () => {
    const fetchMock = mockApi({ [VERIFY]: sessionAnswer() });
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email="marie@exemple.fr" />);
    expect(
      screen.getByText(
        'Choisissez aussi le mot de passe de votre compte : c’est lui qui vous connectera ensuite.',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.type(screen.getByLabelText('Mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'autre-secret');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    // The resolver checks the form after the click's handler: its errors render later.
    await waitFor(() =>
      expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAccessibleDescription(
        'Les mots de passe ne correspondent pas.',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirmez le mot de passe'));
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
    expect(calls(fetchMock)).toEqual([
      {
        call: VERIFY,
        body: { email: 'marie@exemple.fr', otp: '123456', password: 'nouveau-secret' },
      },
    ]);
  });

  it('asks for a password once the address is changed: the sign-up’s was for the other', async () => {
    rememberSignupPassword('marie@exemple.fr', 'radium1898');
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email="marie@exemple.fr" />);
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier l’adresse' }));
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the server’s reason for a wrong code', async () => {
    mockApi({ [VERIFY]: refused(400, 'Code incorrect ou expiré.') });
    rememberSignupPassword('marie@exemple.fr', 'radium1898');
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email="marie@exemple.fr" />);
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect ou expiré.');
    expect(screen.getByRole('button', { name: 'Valider le code' })).toBeEnabled();
  });

  it('asks for the e-mail when the address brought none', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email={null} />);
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '12345');
    await user.click(screen.getByRole('button', { name: 'Valider le code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
        'Indiquez votre adresse e-mail.',
      ),
    );
    expect(screen.getByLabelText('Code à 6 chiffres')).toHaveAccessibleDescription(
      'Reçu par e-mail, valable 10 minutes. Le code compte 6 chiffres.',
    );
    // No code was sent to an unknown address yet: asking for one is possible at once.
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  });

  it('lets a new code be asked for after a visible minute, then waits again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2025-06-11T12:00:00+02:00'));
    const fetchMock = mockApi({ [SEND]: done });
    const user = userEvent.setup();
    renderWithMessages(<VerifyForm email="marie@exemple.fr" />);
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 60 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 1 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Un nouveau code vous a été envoyé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le code dans 60 s' })).toBeDisabled();
    expect(calls(fetchMock).map((c) => c.call)).toEqual([SEND]);
  });
});

describe('forgotten password', () => {
  const SENT = 'Si un compte existe pour cette adresse, un code vous a été envoyé.';

  async function askForCode() {
    const user = userEvent.setup();
    renderWithMessages(<ForgotFlow />);
    await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@exemple.fr');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Recevoir un code' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    return user;
  }

  it.each([
    ['a known address', done],
    ['an address the server says it does not know', refused(404, 'Aucun compte à ce nom.')],
  ])('says the same for %s and shows the reset step', async (_, answer) => {
    mockApi({ [SEND]: answer });
    await askForCode();
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByText('Aucun compte à ce nom.')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }),
    ).toBeVisible();
  });

  it('stays on the e-mail with the server’s message when it refuses too many tries', async () => {
    mockApi({ [SEND]: refused(429, 'Trop de demandes : réessayez dans 10 minutes.') });
    await askForCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de demandes : réessayez dans 10 minutes.',
    );
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('refuses different passwords, then resets and goes to /auth/login', async () => {
    const fetchMock = mockApi({ [SEND]: done, [RESET]: done });
    const user = await askForCode();
    // The reset step focuses the code in an effect, which may run after the step shows.
    const code = await screen.findByLabelText('Code à 6 chiffres');
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('654321');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'polonium1898');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'polonium1989');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas.')).toBeVisible();
    expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveFocus();

    await user.clear(screen.getByLabelText('Confirmez le mot de passe'));
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'polonium1898');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(nav.router.push).toHaveBeenCalledWith('/auth/login?reset=1&email=marie%40exemple.fr'),
    );
    expect(calls(fetchMock)).toEqual([
      { call: SEND, body: undefined },
      {
        call: RESET,
        body: { email: 'marie@exemple.fr', otp: '654321', password: 'polonium1898' },
      },
    ]);
  });

  it('shows the server’s reason when the code is refused', async () => {
    mockApi({ [SEND]: done, [RESET]: refused(400, 'Code incorrect ou expiré.') });
    const user = await askForCode();
    await user.type(await screen.findByLabelText('Code à 6 chiffres'), '000000');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'polonium1898');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'polonium1898');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect ou expiré.');
    expect(nav.router.push).not.toHaveBeenCalled();
  });
});
