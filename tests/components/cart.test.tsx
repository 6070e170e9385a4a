import { screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartButton } from '@/components/cart/cart-button';
import { DEFAULT_TAX } from '@/lib/domain/cart-types';
import { deliveryFeeCents } from '@/lib/domain/delivery';
import { priceCart } from '@/lib/domain/pricing';
import messages from '@/messages/fr.json';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import {
  address,
  AUTOMATIC_OFFERS,
  figure,
  openCart,
  price,
  renderCart,
  seedLine,
  setUpCartTests,
  WEDNESDAY_NOON,
} from './cart-fixtures';

const CRISPY = 1;
const BUCKET = 15;
const FRIES = 25;

setUpCartTests();

describe('CartButton', () => {
  it('says how many units the cart holds and opens the drawer', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2), seedLine(FRIES)] });
    const user = renderCart();
    // The count shows once the page is idle (a timer where requestIdleCallback is missing).
    const button = await screen.findByRole('button', { name: 'Panier, 3 articles' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(useUiStore.getState().overlay).toBe('cart');
    expect(screen.getByRole('dialog', { name: 'Votre panier' })).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders no count on the server, where the saved cart is unknown', () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    const html = renderToString(
      <NextIntlClientProvider locale="fr" messages={messages}>
        <CartButton />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-label="Panier"');
    expect(html).not.toContain('cart-count');
  });

  it('says the cart is empty', async () => {
    renderCart();
    expect(await screen.findByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});

describe('CartDrawer lines', () => {
  it('shows each line with its options, note and price for the order mode', async () => {
    const burger = {
      ...seedLine(CRISPY, 1, [
        [201, 2],
        [107, 1],
      ]),
      note: 'Sans oignons',
    };
    useCartStore.setState({ lines: [burger] });
    const user = renderCart();
    const line = within(await openCart(user)).getByTestId('cart-line');
    expect(line).toHaveTextContent('Crispy Classic');
    expect(line).toHaveTextContent('2 × Cheddar');
    expect(line).toHaveTextContent('Miel-moutarde à l’ancienne');
    expect(line).toHaveTextContent('Note : Sans oignons');
    expect(within(line).getByTestId('cart-line-price')).toHaveTextContent(price(1000));
    const lineId = useCartStore.getState().lines[0].lineId;
    expect(within(line).getByRole('link', { name: 'Modifier Crispy Classic' })).toHaveAttribute(
      'href',
      `/menu?product=1&line=${encodeURIComponent(lineId)}`,
    );
  });

  it('changes quantities with + and −, and − at 1 removes the line', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY), seedLine(FRIES)] });
    const user = renderCart();
    const dialog = await openCart(user);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un Crispy Classic' }));
    const [crispy] = within(dialog).getAllByTestId('cart-line');
    expect(within(crispy).getByTestId('cart-line-quantity')).toHaveTextContent('2');
    expect(within(crispy).getByTestId('cart-line-price')).toHaveTextContent(price(1580));
    expect(screen.getByRole('button', { name: 'Panier, 3 articles' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Retirer un Crispy Classic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer un Crispy Classic' }));
    expect(useCartStore.getState().lines.map((l) => l.itemId)).toEqual([FRIES]);
    expect(within(dialog).getByRole('heading', { name: '1 article' })).toHaveFocus();
  });

  it('removes a line with its remove button, then shows the empty cart', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 3)] });
    const user = renderCart();
    const dialog = await openCart(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Supprimer Crispy Classic du panier' }),
    );
    expect(useCartStore.getState().lines).toEqual([]);
    expect(dialog).toHaveTextContent('Votre panier est vide.');
    expect(within(dialog).getByRole('link', { name: 'Voir la carte' })).toHaveAttribute(
      'href',
      '/menu',
    );
    expect(within(dialog).getByRole('button', { name: 'Passer commande' })).toBeDisabled();
    expect(dialog).toHaveTextContent('Ajoutez un article pour passer commande.');
  });

  it('stops + at the most units a line may have', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 50)] });
    const user = renderCart();
    const dialog = await openCart(user);
    expect(
      within(dialog).getByRole('button', { name: 'Ajouter un Crispy Classic' }),
    ).toBeDisabled();
  });

  it('closes with its close button and gives focus back to the cart button', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY)] });
    const user = renderCart();
    const dialog = await openCart(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le panier' }));
    expect(useUiStore.getState().overlay).toBeNull();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toHaveFocus();
  });
});

describe('CartDrawer totals', () => {
  it('prices 2 × Crispy Classic to take away: 15,80 €, of which 1,44 € VAT', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    const user = renderCart();
    await openCart(user);
    // 2 × 7,90 € = 15,80 €; VAT included at 10 %: 1 580 × 10 / 110 = 143,6 → 1,44 €.
    expect(figure('Sous-total')).toBe(price(1580));
    expect(figure('dont TVA')).toBe(price(144));
    expect(figure('Total')).toBe(price(1580));
    expect(screen.queryByText('Livraison', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Passer commande' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('shows what priceCart computes for the same delivery order, offers and fee included', async () => {
    const lines = [seedLine(BUCKET), seedLine(CRISPY, 2, [[201, 1]])];
    useCartStore.setState({ lines });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    await openCart(user);
    const input = {
      lines,
      mode: 'delivery' as const,
      offers: AUTOMATIC_OFFERS,
      tax: DEFAULT_TAX,
      instant: WEDNESDAY_NOON,
      timeZone: 'Europe/Paris',
    };
    const { subtotal } = priceCart({ ...input, deliveryFeeCents: 0 });
    const fee = deliveryFeeCents({
      settings: RESTAURANT.features.delivery,
      mode: 'delivery',
      subtotalCents: subtotal,
      distance: address(),
    });
    if (!fee.ok) throw new Error('the demo address is delivered');
    const expected = priceCart({ ...input, deliveryFeeCents: fee.feeCents });
    expect(expected.discount).toBeGreaterThan(0);
    expect(figure('Sous-total')).toBe(price(expected.subtotal));
    expect(figure('Remises')).toBe(price(-expected.discount));
    expect(figure('Livraison')).toBe('Offerte');
    expect(figure('dont TVA')).toBe(price(expected.tax));
    expect(figure('Total')).toBe(price(expected.total));
  });

  it('charges delivery by distance below the free-delivery threshold', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    await openCart(user);
    // 2 × 8,40 € delivered; 1,50 € + 2 km × 0,50 € = 2,50 €; the minimum of 15 € is reached.
    expect(figure('Sous-total')).toBe(price(1680));
    expect(figure('Livraison')).toBe(price(250));
    expect(figure('Total')).toBe(price(1930));
    expect(screen.getByTestId('cart-notice')).toBeEmptyDOMElement();
  });
});

describe('CartDrawer free items', () => {
  it('lists what an offer gives for free at 0,00 €', async () => {
    vi.setSystemTime(new Date('2025-06-10T12:00:00+02:00')); // a Tuesday: tenders BOGO
    useCartStore.setState({ lines: [seedLine(8)] });
    const user = renderCart();
    await openCart(user);
    const gift = screen.getByTestId('cart-free-item');
    expect(gift).toHaveTextContent('Tenders x3');
    expect(gift).toHaveTextContent('Offert');
    expect(gift).toHaveTextContent(price(0));
  });
});
