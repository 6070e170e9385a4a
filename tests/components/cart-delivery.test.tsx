import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useLocationStore } from '@/stores/location';
import {
  address,
  figure,
  openCart,
  renderCart,
  resetStores,
  seedLine,
  setUpCartTests,
} from './cart-fixtures';

const CRISPY = 1;

setUpCartTests();

describe('CartDrawer delivery minimum', () => {
  it('says how much is missing and blocks checkout when no flat charge makes up for it', async () => {
    const noFlatCharge = {
      ...RESTAURANT,
      features: { delivery: { ...RESTAURANT.features.delivery, flat_charge: 0 } },
    };
    resetStores(noFlatCharge);
    useCartStore.setState({ lines: [seedLine(CRISPY)] });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    const dialog = await openCart(user);
    // 15,00 € − 8,40 € = 6,60 € missing.
    expect(screen.getByTestId('cart-notice')).toHaveTextContent(
      'Encore 6,60 € pour la livraison (minimum 15,00 €).',
    );
    expect(within(dialog).getByRole('button', { name: 'Passer commande' })).toBeDisabled();
    expect(dialog).toHaveTextContent('La livraison demande 15,00 € de commande au moins.');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un Crispy Classic' }));
    expect(screen.getByTestId('cart-notice')).toBeEmptyDOMElement();
    expect(within(dialog).getByRole('link', { name: 'Passer commande' })).toBeInTheDocument();
  });

  it('announces the flat charge added below the minimum, and lets the diner go on', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY)] });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    await openCart(user);
    expect(screen.getByTestId('cart-notice')).toHaveTextContent(
      'Des frais de 2,50 € s’ajoutent sous 15,00 €',
    );
    // 2,50 € for the distance + 2,50 € flat charge.
    expect(figure('Livraison')).toBe('5,00 €');
    expect(screen.getByRole('link', { name: 'Passer commande' })).toBeInTheDocument();
  });

  it('says when the address is too far', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    useLocationStore.setState({
      mode: 'delivery',
      _distance: address({ distance: 7 }),
      tooFar: true,
    });
    const user = renderCart();
    await openCart(user);
    expect(screen.getByTestId('cart-notice')).toHaveTextContent('trop loin du restaurant');
    expect(figure('Livraison')).toBe('Hors zone');
  });
});
