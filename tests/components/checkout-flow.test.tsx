import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { assertTab } from '@/lib/checkout/steps';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import {
  address,
  loadCheckoutScripts,
  mockApi,
  polyfillDialog,
  renderWithMessages,
  resetStores,
  seedLine,
  WEDNESDAY_NOON,
} from './cart-fixtures';
import { nav, resetNavigation } from './navigation-mock';

vi.mock('next/navigation', () => import('./navigation-mock'));

const CRISPY = 1;

function start(tab: string | null = null) {
  resetNavigation(tab ? { tab } : {});
  const user = userEvent.setup();
  renderWithMessages(<CheckoutFlow />);
  return user;
}

beforeAll(polyfillDialog);
beforeAll(loadCheckoutScripts);
beforeEach(() => {
  vi.setSystemTime(WEDNESDAY_NOON);
  resetStores();
  useCheckoutStore.setState(useCheckoutStore.getInitialState());
  useCartStore.setState({ lines: [seedLine(CRISPY)] });
  mockApi({});
  resetNavigation();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkout tabs', () => {
  it('throws Invalid tab for an unknown name and knows the five tabs', () => {
    expect(() => assertTab('shipping')).toThrow('Invalid tab');
    expect(assertTab('confirmation')).toBe('confirmation');
  });

  it('falls back from a later tab in the URL to the first incomplete one', async () => {
    start('payment');
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(nav.router.replace).toHaveBeenCalledWith('/checkout?tab=personal', { scroll: false });
    expect(screen.getByText('Coordonnées')).toHaveAttribute('aria-current', 'step');
  });

  it('goes back with the Retour button and forward when the form is valid', async () => {
    const user = start('personal');
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(nav.router.push).toHaveBeenLastCalledWith('/checkout?tab=type', { scroll: false });
    expect(screen.getByRole('heading', { name: 'À emporter ou en livraison ?' })).toBeVisible();
  });
});

describe('type step', () => {
  it('moves on to personal half a second after choosing pickup', async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: /À emporter/ }));
    expect(nav.router.push).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(nav.router.push).toHaveBeenCalledWith('/checkout?tab=personal', { scroll: false }),
    );
  });

  it('stays under the delivery minimum and says what is missing, in French', async () => {
    const noFlatCharge = {
      ...RESTAURANT,
      features: { delivery: { ...RESTAURANT.features.delivery, flat_charge: 0 } },
    };
    resetStores(noFlatCharge);
    useCartStore.setState({ lines: [seedLine(CRISPY)] });
    useLocationStore.setState({ _distance: address() });
    const user = start();
    await user.click(screen.getByRole('button', { name: /Livraison/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Encore 6,60 € pour la livraison (minimum 15,00 €).',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it('opens the location modal when delivery has no address yet', async () => {
    const user = start();
    await user.click(screen.getByRole('button', { name: /Livraison/ }));
    expect(useUiStore.getState().overlay).toBe('location');
  });
});

describe('personal step', () => {
  it('explains each field in French and refuses a foreign phone number', async () => {
    const user = start('personal');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Indiquez votre prénom.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez votre nom.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Téléphone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByText('Numéro invalide : 06 12 34 56 78 ou +33 6 12 34 56 78.'),
    ).toBeInTheDocument();
  });

  it.each(['06 12 34 56 78', '0612345678', '+33 6 12 34 56 78'])(
    'accepts %s, moves on and copies the located address',
    async (phone) => {
      useLocationStore.setState({ mode: 'delivery', _distance: address() });
      const user = start('personal');
      await user.type(await screen.findByLabelText('Prénom'), 'Camille');
      await user.type(screen.getByLabelText('Nom'), 'Durand');
      await user.type(screen.getByLabelText('E-mail'), 'camille@example.fr');
      await user.type(screen.getByLabelText(/Téléphone/), phone);
      await user.click(screen.getByRole('button', { name: 'Continuer' }));
      await waitFor(() => expect(useCheckoutStore.getState().tab).toBe('delivery'));
      expect(useCheckoutStore.getState().personal.phone).toBe(phone);
      expect(useCheckoutStore.getState().delivery).toMatchObject({
        address: '5 Rue Félix Poulat',
        city: 'Grenoble',
        postal_code: '38000',
        country: 'France',
      });
    },
  );
});

describe('delivery step', () => {
  const personal = {
    first_name: 'Camille',
    last_name: 'Durand',
    email: 'camille@example.fr',
    phone: '0612345678',
  };

  it('asks for the address only for delivery', async () => {
    useCheckoutStore.setState({ personal });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = start('delivery');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Indiquez l’adresse de livraison.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez la ville.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez le code postal.')).toBeInTheDocument();
    expect(useCheckoutStore.getState().tab).toBe('delivery');
  });

  it('says at the field that a postal code or town is not the chosen address’s', async () => {
    useCheckoutStore.setState({ personal });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = start('delivery');
    const continuer = await screen.findByRole('button', { name: 'Continuer' });
    await user.type(screen.getByLabelText('Adresse'), '5 rue Félix-Poulat');
    await user.type(screen.getByLabelText('Code postal'), '38100');
    await user.type(screen.getByLabelText('Ville'), 'Grenoble');
    await user.click(continuer);
    expect(
      await screen.findByText('Ce code postal n’est pas celui de l’adresse choisie.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Code postal'));
    await user.type(screen.getByLabelText('Code postal'), '38000');
    await user.clear(screen.getByLabelText('Ville'));
    await user.type(screen.getByLabelText('Ville'), 'Échirolles');
    await user.click(continuer);
    expect(
      await screen.findByText('Cette ville n’est pas celle de l’adresse choisie.'),
    ).toBeInTheDocument();
    expect(useCheckoutStore.getState().tab).toBe('delivery');

    await user.clear(screen.getByLabelText('Ville'));
    await user.type(screen.getByLabelText('Ville'), 'GRENOBLE');
    await user.click(continuer);
    await waitFor(() => expect(useCheckoutStore.getState().tab).toBe('payment'));
  });

  it('needs no address for pickup and goes on to payment', async () => {
    useCheckoutStore.setState({ personal });
    const user = start('delivery');
    expect(await screen.findByRole('heading', { name: 'Retrait au restaurant' })).toBeVisible();
    expect(screen.queryByLabelText('Adresse')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(useCheckoutStore.getState().tab).toBe('payment'));
  });

  it('names the items unavailable at the chosen time', async () => {
    useCheckoutStore.setState({ personal });
    const { menus } = useCatalogueStore.getState();
    const soldOut = menus.map((menu) => ({
      ...menu,
      categories: menu.categories.map((c) => ({
        ...c,
        items: c.items.map((i) => (i.item_id === CRISPY ? { ...i, item_is_available: false } : i)),
      })),
    }));
    useCatalogueStore.getState().seed({ menus: soldOut });
    const user = start('delivery');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les articles suivants de votre panier ne sont pas disponibles à l’heure choisie : Crispy Classic. Veuillez choisir un autre horaire ou retirer ces articles.',
    );
    expect(useCheckoutStore.getState().tab).toBe('delivery');
  });
});
