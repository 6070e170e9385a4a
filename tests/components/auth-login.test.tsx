/** Log in and sign up (docs/product.md#accounts), through the fetch the API answers. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/components/auth/login-form';
import { SignupForm } from '@/components/auth/signup-form';
import { useAuthStore } from '@/stores/auth';
import { signupPassword } from '@/stores/signup-password';
import { MARIE, TOKEN, calls, refused, sessionAnswer, signedOutEachTest } from './auth-fixtures';
import { mockApi, renderWithMessages } from './cart-fixtures';
import { nav } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const LOGIN = 'POST /v2/public/auth/login/';
const SIGNUP = 'POST /v2/public/auth/signup/';

signedOutEachTest();

async function logIn(props: { redirect?: string | null; reset?: boolean } = {}) {
  const user = userEvent.setup();
  renderWithMessages(<LoginForm redirect={props.redirect ?? null} reset={props.reset ?? false} />);
  await user.type(screen.getByLabelText('Adresse e-mail'), 'marie@exemple.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'correct horse');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('log in', () => {
  it('stores the session and goes back to the page that asked for it', async () => {
    const fetchMock = mockApi({ [LOGIN]: sessionAnswer() });
    await logIn({ redirect: '/profile/ViewOrders' });
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/profile/ViewOrders'));
    expect(useAuthStore.getState().session).toEqual({ token: TOKEN, user: MARIE });
    expect(useAuthStore.getState().redirect).toBeNull();
    expect(calls(fetchMock)).toEqual([
      { call: LOGIN, body: { email: 'marie@exemple.fr', password: 'correct horse' } },
    ]);
    // Each field names the browser's password manager what it holds.
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('goes home when no page asked, and ignores a redirect to another site', async () => {
    mockApi({ [LOGIN]: sessionAnswer() });
    await logIn({ redirect: '//evil.example' });
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
  });

  describe('a page saved by an earlier visit', () => {
    // Only the clock is faked: the form's own timers run as usual.
    const at = (time: string) => vi.setSystemTime(new Date(`2026-03-04T${time}:00+01:00`));
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      at('12:00');
      useAuthStore.getState().setRedirect('/profile/ViewOrders');
    });

    it('is still the way back 29 minutes later', async () => {
      mockApi({ [LOGIN]: sessionAnswer() });
      at('12:29');
      await logIn();
      await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/profile/ViewOrders'));
    });

    it('is forgotten after 30 minutes: a login days later goes home', async () => {
      mockApi({ [LOGIN]: sessionAnswer() });
      at('12:31');
      await logIn();
      await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/'));
      expect(useAuthStore.getState().redirect).toBeNull();
    });

    it('gives way to the page that asks now, timed from now', async () => {
      mockApi({ [LOGIN]: sessionAnswer() });
      at('13:00');
      await logIn({ redirect: '/checkout' });
      await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/checkout'));
    });
  });

  it('shows the server’s reason, stops loading and lets the diner try again', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ [LOGIN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await logIn();
    expect(screen.getByRole('button', { name: 'Connexion…' })).toBeDisabled();
    answer(refused(401, 'Adresse e-mail ou mot de passe incorrect.')());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(useAuthStore.getState().session).toBeNull();
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('shows the limit’s French message on a 429', async () => {
    mockApi({ [LOGIN]: refused(429, 'Trop de tentatives : réessayez dans 5 minutes.') });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives : réessayez dans 5 minutes.',
    );
  });

  it.each([
    ['a server error', () => refused(500, 'Internal Server Error')()],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says in French to try again after %s', async (_, answer) => {
    mockApi({ [LOGIN]: answer });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connexion impossible pour le moment, réessayez.',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it('explains empty fields, marks them and focuses the first', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithMessages(<LoginForm redirect={null} reset={false} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const email = screen.getByLabelText('Adresse e-mail');
    expect(await screen.findByText('Indiquez votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez votre mot de passe.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Indiquez votre adresse e-mail.');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the new password is set when coming from a reset, the e-mail filled in', () => {
    renderWithMessages(<LoginForm redirect={null} reset email="marie@exemple.fr" />);
    expect(screen.getByRole('status')).toHaveTextContent('Mot de passe modifié, connectez-vous.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('marie@exemple.fr');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/auth/forgot',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });
});

describe('sign up', () => {
  async function fill(fields: Record<string, string>) {
    const user = userEvent.setup();
    for (const [label, value] of Object.entries(fields)) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  }
  const MARIE_FIELDS = {
    Prénom: 'Marie',
    Nom: 'Curie',
    Téléphone: '06 12 34 56 78',
    'Adresse e-mail': 'marie@exemple.fr',
    'Mot de passe': 'radium1898',
    'Confirmez le mot de passe': 'radium1898',
  };

  it('says in French that the passwords differ and that the phone is not French', async () => {
    const fetchMock = mockApi({});
    renderWithMessages(<SignupForm email={null} />);
    await fill({
      ...MARIE_FIELDS,
      Téléphone: '555-0100',
      'Confirmez le mot de passe': 'radium1899',
    });
    const confirmation = screen.getByLabelText('Confirmez le mot de passe');
    // The resolver checks the form after the click's handler: its errors render later.
    await waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.'),
    );
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Téléphone/)).toHaveAccessibleDescription(
      /Numéro invalide : 06 12 34 56 78 ou \+33 6 12 34 56 78\./,
    );
    expect(screen.getByLabelText(/Téléphone/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rule and refuses a short one', async () => {
    mockApi({});
    renderWithMessages(<SignupForm email={null} />);
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      '8 caractères au moins.',
    );
    await fill({ ...MARIE_FIELDS, 'Mot de passe': 'court', 'Confirmez le mot de passe': 'court' });
    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        '8 caractères au moins. Le mot de passe doit compter 8 caractères au moins.',
      ),
    );
  });

  it.each([
    ['12345678', 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.'],
    ['zzzzzzzz', 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.'],
    ['        ', 'Le mot de passe ne peut pas être fait que d’espaces.'],
  ])('refuses %j at the field, asking the API nothing', async (password, message) => {
    const fetchMock = mockApi({});
    renderWithMessages(<SignupForm email={null} />);
    await fill({
      ...MARIE_FIELDS,
      'Mot de passe': password,
      'Confirmez le mot de passe': password,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
        `8 caractères au moins. ${message}`,
      ),
    );
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of one of the commonest passwords, which it alone lists', async () => {
    const word =
      'Requête invalide (password) : mot de passe trop courant, choisissez-en un plus difficile à deviner';
    mockApi({ [SIGNUP]: refused(400, word) });
    renderWithMessages(<SignupForm email={null} />);
    await fill({
      ...MARIE_FIELDS,
      'Mot de passe': 'motdepasse',
      'Confirmez le mot de passe': 'motdepasse',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(word);
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('goes to /auth/verify with the e-mail, not yet signed in: the code opens the session', async () => {
    const fetchMock = mockApi({ [SIGNUP]: sessionAnswer() });
    renderWithMessages(<SignupForm email="marie@exemple.fr" />);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('marie@exemple.fr');
    // The prefilled e-mail is left as it is.
    await fill(
      Object.fromEntries(Object.entries(MARIE_FIELDS).filter(([l]) => l !== 'Adresse e-mail')),
    );
    await waitFor(() =>
      expect(nav.router.push).toHaveBeenCalledWith('/auth/verify?email=marie%40exemple.fr'),
    );
    // The reference API's sign-up token opens nothing until the code is verified (ADR 18),
    // which sends the password again: this tab keeps it in memory for that.
    expect(useAuthStore.getState().session).toBeNull();
    expect(signupPassword('Marie@Exemple.fr')).toBe('radium1898');
    expect(calls(fetchMock)).toEqual([
      {
        call: SIGNUP,
        body: {
          first_name: 'Marie',
          last_name: 'Curie',
          phone: '06 12 34 56 78',
          email: 'marie@exemple.fr',
          password: 'radium1898',
        },
      },
    ]);
    expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByLabelText(/Téléphone/)).toHaveAttribute('type', 'tel');
  });

  it('fills in what a guest order already told (names, phone, e-mail): only the password is left', () => {
    renderWithMessages(
      <SignupForm
        email="marie@exemple.fr"
        details={{ first_name: 'Marie', last_name: 'Curie', phone: '06 12 34 56 78' }}
      />,
    );
    expect(screen.getByLabelText('Prénom')).toHaveValue('Marie');
    expect(screen.getByLabelText('Nom')).toHaveValue('Curie');
    expect(screen.getByLabelText(/Téléphone/)).toHaveValue('06 12 34 56 78');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('marie@exemple.fr');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });
});
