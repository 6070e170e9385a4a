import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SuccessView } from '@/components/checkout/success-view';
import { useAuthStore } from '@/stores/auth';
import { CHECKOUT_KEY, useCheckoutStore, type PlacedOrder } from '@/stores/checkout';
import { renderWithMessages } from './cart-fixtures';

const OFFER = 'Gagnez du temps la prochaine fois : créez votre compte';

/** An order as saved before accounts: no customer, no user id. */
const before = {
  id: 61,
  lines: [{ name: 'Crispy Classic', quantity: 2, options: [], note: '', totalCents: 1580 }],
  freeItems: [],
  totals: { subtotal: 1580, discount: 0, delivery: 0, tax: 144, total: 1580 },
  mode: 'pickup' as const,
  slot: null,
  address: null,
  method: 'cash' as const,
};
const camille = {
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
};
const guestOrder: PlacedOrder = { ...before, customer: camille, userId: null, key: null };

function show(order: PlacedOrder) {
  useCheckoutStore.setState({ lastOrder: order });
  renderWithMessages(<SuccessView orderId={order.id} />);
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ session: null, redirect: null, notice: null });
  useCheckoutStore.setState(useCheckoutStore.getInitialState());
});

describe('/success and accounts', () => {
  it("offers a guest an account made from the order's details", () => {
    show(guestOrder);
    expect(screen.getByRole('heading', { name: OFFER })).toBeVisible();
    expect(
      screen.getByText(
        'Le formulaire reprend les coordonnées de cette commande (camille@example.fr) : il ne reste qu’à choisir un mot de passe.',
      ),
    ).toBeVisible();
    const signup = screen.getByRole('link', { name: 'Créer mon compte' });
    const href = new URL(signup.getAttribute('href') ?? '', 'https://comptoir.test');
    expect(href.pathname).toBe('/auth/signup');
    expect(Object.fromEntries(href.searchParams)).toEqual(camille);
    expect(screen.getByRole('link', { name: 'J’ai déjà un compte' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByRole('link', { name: 'Voir mes commandes' })).toBeNull();
  });

  it("leads a signed-in diner's order to their orders, with no sign-up offer", () => {
    useAuthStore.setState({
      session: {
        token: 'tok_Qx9vY2mZ8kL4pR7sT1uW3yA5bC6dE0fG2hJ4kM6nP8r',
        user: { id: 17, ...camille, address: '' },
      },
    });
    show({ ...guestOrder, userId: 17 });
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
      'href',
      '/profile/ViewOrders',
    );
    expect(screen.queryByRole('heading', { name: OFFER })).toBeNull();
  });

  it('offers no account to a guest order when the diner has signed in since', () => {
    useAuthStore.setState({
      session: {
        token: 'tok_Qx9vY2mZ8kL4pR7sT1uW3yA5bC6dE0fG2hJ4kM6nP8r',
        user: { id: 17, ...camille, address: '' },
      },
    });
    show(guestOrder);
    expect(screen.getByRole('heading', { name: 'Merci ! Commande n° 61' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: OFFER })).toBeNull();
  });

  it('still loads an order saved before accounts, and offers a blank sign-up', async () => {
    localStorage.setItem(
      CHECKOUT_KEY,
      JSON.stringify({
        version: 1,
        state: {
          ...useCheckoutStore.getInitialState(),
          tab: 'type',
          lastOrder: before,
        },
      }),
    );
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().lastOrder).toEqual({
      ...before,
      customer: null,
      userId: null,
      key: null,
    });
    renderWithMessages(<SuccessView orderId={61} />);
    expect(screen.getByRole('heading', { name: OFFER })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
  });
});
