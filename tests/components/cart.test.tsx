import { screen, within } from '@testing-library/react';
import { IntlForTests } from './intl-for-tests';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CartButton } from '@/components/cart/cart-button';
import { useCartStore } from '@/stores/cart';
import { useLocationStore } from '@/stores/location';
import { useUiStore } from '@/stores/ui';
import { address, figure, openCart, renderCart, seedLine, setUpCartTests } from './cart-fixtures';

const CRISPY = 1;
const BUCKET = 15;
const FRIES = 25;

setUpCartTests();

describe('CartButton', () => {
  it('says how many units the cart holds and opens the drawer', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2), seedLine(FRIES)] });
    const user = renderCart();
    // The count shows once the page is idle (a timer where requestIdleCallback is missing).
    const button = await screen.findByRole(
      'button',
      { name: 'Panier, 3 articles' },
      { timeout: 5_000 }, // a busy machine may delay the idle callback past the default 1 s
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(useUiStore.getState().overlay).toBe('cart');
    expect(screen.getByRole('dialog', { name: 'Votre panier' })).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders no count on the server, where the saved cart is unknown', () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    const html = renderToString(
      <IntlForTests>
        <CartButton />
      </IntlForTests>,
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
    expect(within(line).getByTestId('cart-line-price')).toHaveTextContent('10,00 €');
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
    expect(within(crispy).getByTestId('cart-line-price')).toHaveTextContent('15,80 €');
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
    expect(figure('Sous-total')).toBe('15,80 €');
    expect(figure('dont TVA')).toBe('1,44 €');
    expect(figure('Total')).toBe('15,80 €');
    expect(screen.queryByText('Livraison', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Passer commande' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('prices a delivered bucket and 2 burgers: the bucket offer, free delivery, 37,21 €', async () => {
    useCartStore.setState({ lines: [seedLine(BUCKET), seedLine(CRISPY, 2, [[201, 1]])] });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    await openCart(user);
    // Delivered prices: Bucket 15 Tenders 19,90 € + 1,00 € = 20,90 €; Crispy Classic 7,90 € +
    // 0,50 € = 8,40 €, + cheddar 0,80 € = 9,20 €, × 2 = 18,40 €. 20,90 € + 18,40 € = 39,30 €.
    expect(figure('Sous-total')).toBe('39,30 €');
    // −10 % on buckets: 20,90 € × 10 % = 2,09 €.
    expect(figure('Remises')).toBe('-2,09 €');
    // 39,30 € ≥ 30 €: the free-delivery offer waives the 2,50 € fee.
    expect(figure('Livraison')).toBe('Offerte');
    // VAT included per line: (20,90 € − 2,09 €) × 10/110 = 18,81 € / 11 = 1,71 €;
    // 18,40 € × 10/110 = 1,672… → 1,67 €. 1,71 € + 1,67 € = 3,38 €.
    expect(figure('dont TVA')).toBe('3,38 €');
    // 39,30 € − 2,09 € + 0,00 € = 37,21 €.
    expect(figure('Total')).toBe('37,21 €');
  });

  it('charges delivery by distance below the free-delivery threshold', async () => {
    useCartStore.setState({ lines: [seedLine(CRISPY, 2)] });
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const user = renderCart();
    await openCart(user);
    // 2 × 8,40 € delivered; 1,50 € + 2 km × 0,50 € = 2,50 €; the minimum of 15 € is reached.
    expect(figure('Sous-total')).toBe('16,80 €');
    expect(figure('Livraison')).toBe('2,50 €');
    expect(figure('Total')).toBe('19,30 €');
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
    expect(gift).toHaveTextContent('0,00 €');
  });
});
