import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { SuccessView } from '@/components/checkout/success-view';
import type { User } from '@/lib/api/auth';
import { useAuthStore } from '@/stores/auth';
import { useCartStore } from '@/stores/cart';
import { useCheckoutStore } from '@/stores/checkout';
import {
  mockApi,
  polyfillDialog,
  renderWithMessages,
  resetStores,
  seedLine,
  WEDNESDAY_NOON,
  CAMILLE,
  loadCheckoutScripts,
} from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const CRISPY = 1;
const ORDERS = '/v2/public/checkout/';
const TOKEN = 'tok_Qx9vY2mZ8kL4pR7sT1uW3yA5bC6dE0fG2hJ4kM6nP8r';
const marie: User = {
  id: 17,
  email: 'marie.lefebvre@example.fr',
  first_name: 'Marie',
  last_name: 'Lefebvre',
  phone: '07 98 76 54 32',
  address: '12 Rue de Bonne, 38000 Grenoble',
};
const EMPTY = { first_name: '', last_name: '', email: '', phone: '' };

const created = (id: number) =>
  Response.json({ status: 'success', payload: { order_id: id, order_key: `cle-${id}` } });
const finalised = (id: number) =>
  Response.json({ status: 'success', payload: { order_id: id, status: 'pending' } });
const expired = () =>
  Response.json(
    { status: 'error', data: { message: 'Session expirée : reconnectez-vous.' } },
    { status: 401 },
  );

interface Sent {
  body: { user_id: number | null; local_id: string; customer: { email: string } };
  headers: Headers;
}

/** The order creations sent: their payloads and their headers. */
function posts(fetchMock: ReturnType<typeof mockApi>): Sent[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === ORDERS)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      headers: new Headers(init?.headers),
    }));
}

function signIn(user: User = marie) {
  useAuthStore.setState({ session: { token: TOKEN, user }, notice: null });
}

function open(tab: 'personal' | 'payment') {
  resetNavigation({ tab });
  const user = userEvent.setup();
  renderWithMessages(<CheckoutFlow />);
  return user;
}

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  vi.setSystemTime(WEDNESDAY_NOON);
  resetStores();
  useAuthStore.setState({ session: null, redirect: null, notice: null });
  useCheckoutStore.setState(useCheckoutStore.getInitialState());
  useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
  mockApi({});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the personal form of a signed-in diner', () => {
  it('is filled from the account', async () => {
    signIn();
    open('personal');
    expect(await screen.findByLabelText('Prénom')).toHaveValue('Marie');
    expect(screen.getByLabelText('Nom')).toHaveValue('Lefebvre');
    expect(screen.getByLabelText('E-mail')).toHaveValue('marie.lefebvre@example.fr');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('07 98 76 54 32');
    expect(useCheckoutStore.getState().personal).toEqual({
      first_name: 'Marie',
      last_name: 'Lefebvre',
      email: 'marie.lefebvre@example.fr',
      phone: '07 98 76 54 32',
    });
  });

  it('keeps what the diner typed in this checkout and fills only the empty fields', async () => {
    useCheckoutStore.setState({ personal: { ...EMPTY, first_name: 'Mimi', phone: '0611223344' } });
    signIn();
    open('personal');
    expect(await screen.findByLabelText('Prénom')).toHaveValue('Mimi');
    expect(screen.getByLabelText('Nom')).toHaveValue('Lefebvre');
    expect(screen.getByLabelText('E-mail')).toHaveValue('marie.lefebvre@example.fr');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('0611223344');
  });

  it('fills the empty fields when the diner signs in with the form open, not the typed ones', async () => {
    const user = open('personal');
    await user.type(await screen.findByLabelText('Prénom'), 'Mimi');
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    act(() => signIn());
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue('Lefebvre'));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Mimi');
    expect(screen.getByLabelText('E-mail')).toHaveValue('marie.lefebvre@example.fr');
  });

  it('stays empty for a guest', async () => {
    open('personal');
    expect(await screen.findByLabelText('Prénom')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });
});

describe('placing an order', () => {
  beforeEach(() => useCheckoutStore.setState({ personal: CAMILLE, tab: 'payment' }));

  /** Places the order on the payment tab, the API answering order `id`: what was sent. */
  async function placeAs(id: number): Promise<Sent> {
    const fetchMock = mockApi({
      [`POST ${ORDERS}`]: () => created(id),
      [`PUT ${ORDERS}`]: () => finalised(id),
    });
    const user = open('payment');
    await user.click(await screen.findByRole('button', { name: /^Commander · 15,80/ }));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith(`/success?order=${id}`));
    return posts(fetchMock)[0];
  }

  it("names the signed-in diner's account and sends their session", async () => {
    signIn();
    const sent = await placeAs(51);
    expect(sent.body.user_id).toBe(17);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers.get('x-user-id')).toBe('17');
    expect(useCheckoutStore.getState().lastOrder).toMatchObject({ id: 51, userId: 17 });
  });

  it('sends a guest order with user_id null and no session', async () => {
    const sent = await placeAs(52);
    expect(sent.body.user_id).toBeNull();
    expect(sent.headers.has('authorization')).toBe(false);
    expect(sent.headers.has('x-user-id')).toBe(false);
    expect(useCheckoutStore.getState().lastOrder).toMatchObject({
      id: 52,
      userId: null,
      customer: CAMILLE,
    });
  });

  it('signs out on a 401, keeps the order, and the next try goes as a guest', async () => {
    signIn();
    let answer = expired;
    const fetchMock = mockApi({
      [`POST ${ORDERS}`]: () => answer(),
      [`PUT ${ORDERS}`]: () => finalised(53),
    });
    const user = open('payment');
    const button = await screen.findByRole('button', { name: /^Commander · 15,80/ });
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Votre session a expiré et vous avez été déconnecté. Votre panier et vos coordonnées sont conservés : passez la commande maintenant en tant qu’invité, ou reconnectez-vous.',
    );
    expect(screen.getByRole('link', { name: 'Me reconnecter' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=/checkout',
    );
    expect(useAuthStore.getState()).toMatchObject({ session: null, notice: 'expired' });
    // Same tab, same cart, same forms.
    expect(screen.getByRole('heading', { name: 'Paiement' })).toBeVisible();
    expect(nav.router.push).not.toHaveBeenCalled();
    expect(useCartStore.getState().lines).toEqual([seedLine(CRISPY, 2)]);
    expect(useCheckoutStore.getState().personal).toEqual(CAMILLE);

    answer = () => created(53);
    await user.click(button);
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/success?order=53'));
    const [first, second] = posts(fetchMock);
    expect(first.body.user_id).toBe(17);
    expect(second.body.user_id).toBeNull();
    expect(second.headers.has('authorization')).toBe(false);
    // Nothing was stored under the refused attempt's local_id: the guest copy reuses it, so a
    // stored copy (an earlier lost answer) would be a 409, never a second order.
    expect(second.body.local_id).toBe(first.body.local_id);

    renderWithMessages(<SuccessView orderId={53} />);
    expect(
      screen.getByRole('heading', {
        name: 'Gagnez du temps la prochaine fois : créez votre compte',
      }),
    ).toBeVisible();
    expect(screen.getByText(/\(camille@example\.fr\)/)).toBeVisible();
  });
});
