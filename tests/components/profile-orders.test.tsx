import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileOrders } from '@/components/profile/profile-orders';
import type { PastOrder } from '@/lib/api/auth';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { demoMenus, mockApi, resetStores } from './cart-fixtures';
import { resetNavigation } from './navigation-mock';
import { ordersPage, ordersUrl, pastOrder, renderView, signedIn } from './profile-fixtures';

vi.mock('next/navigation', () => import('./navigation-mock'));

const line = (item_id: number, name: string, quantity: number, total: number) => ({
  item_id,
  name,
  quantity,
  note: '',
  options: [],
  total,
});

/** Orders 100, 99, … newest first. */
const orders = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => pastOrder({ order_id: from - i }));

function renderOrders() {
  const user = userEvent.setup();
  renderView('orders', <ProfileOrders />);
  return user;
}

const cards = () => screen.getAllByRole('article');

beforeEach(async () => {
  resetStores();
  resetNavigation();
  await signedIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Mes commandes', () => {
  // Twenty-five whole orders on screen: slower than one under a loaded machine's jsdom.
  it(
    'shows page 1, then "Voir plus" appends page 2 and goes away when all are shown',
    { timeout: 20_000 },
    async () => {
      mockApi({
        [ordersUrl(1)]: () => ordersPage(orders(100, 20), 1, 25),
        [ordersUrl(2)]: () => ordersPage(orders(80, 5), 2, 25),
      });
      const user = renderOrders();
      expect(await screen.findByText('20 commandes affichées sur 25')).toBeInTheDocument();
      expect(cards()).toHaveLength(20);

      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      expect(await screen.findByText('25 commandes affichées sur 25')).toBeInTheDocument();
      expect(cards()).toHaveLength(25);
      expect(within(cards()[20]).getByRole('heading')).toHaveTextContent('Commande n° 80');
      expect(within(cards()[24]).getByRole('heading')).toHaveTextContent('Commande n° 76');
      expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    },
  );

  it('says when nothing was ordered yet, with the way to the menu', async () => {
    mockApi({ [ordersUrl(1)]: () => ordersPage([], 1, 0) });
    renderOrders();
    expect(await screen.findByText('Vous n’avez pas encore commandé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la carte' })).toHaveAttribute('href', '/menu');
  });

  it('shows an order: its day in Paris, mode, time, status, lines and figures', async () => {
    const order: PastOrder = pastOrder({
      order_id: 42,
      // 23:30 in London on Saturday is already Sunday 00:30 in Paris (summer time from 02:00).
      created_at: '2026-03-28T23:30:00Z',
      status: 'paid',
      is_pickup: false,
      payment_method: 'card',
      delivery_date: '2026-03-29',
      delivery_time_range: '12:00-12:15',
      items: [
        {
          item_id: 1,
          name: 'Crispy Classic',
          quantity: 2,
          note: 'sans oignons',
          options: [{ group_id: 1, option_id: 11, name: 'Cheddar', quantity: 2 }],
          total: 19.8,
        },
      ],
      free_items: [{ item_id: 40, name: 'Cookie', quantity: 1 }],
      subtotal: 19.8,
      discount: 2,
      delivery: 2.5,
      tax: 1.85,
      total: 20.3,
    });
    mockApi({ [ordersUrl(1)]: () => ordersPage([order], 1, 1) });
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Commande n° 42' });
    const text = card.textContent?.replace(/\s/g, ' ');
    expect(within(card).getByText('Passée le dimanche 29 mars 2026 à 00:30')).toBeInTheDocument();
    expect(within(card).getByText('Payée')).toBeInTheDocument();
    expect(text).toContain('Livraison · Carte bancaire');
    expect(within(card).getByText('dimanche 29 mars 2026, 12:00 – 12:15')).toBeInTheDocument();
    expect(text).toContain('2 × Crispy Classic');
    expect(text).toContain('2 × Cheddar');
    expect(text).toContain('sans oignons');
    expect(text).toContain('1 × Cookie');
    // 19,80 − 2,00 + 2,50 = 20,30, of which 1,85 of tax.
    expect(text).toContain('Sous-total19,80 €');
    expect(text).toContain('Remise-2,00 €');
    expect(text).toContain('Livraison2,50 €');
    expect(text).toContain('Dont TVA1,85 €');
    expect(text).toContain('Total20,30 €');
  });

  it('words the statuses and the times it knows, and shows another as it is', async () => {
    mockApi({
      [ordersUrl(1)]: () =>
        ordersPage(
          [
            pastOrder({ order_id: 2, status: 'pending' }),
            pastOrder({ order_id: 1, status: 'refunded' }),
          ],
          1,
          2,
        ),
    });
    renderOrders();
    const [pending, other] = await screen.findAllByRole('article');
    expect(within(pending).getByText('En attente')).toBeInTheDocument();
    expect(pending).toHaveTextContent('À emporter · Espèces');
    expect(within(pending).getByText('Dès que possible')).toBeInTheDocument();
    expect(
      within(pending).getByText('Passée le mardi 24 novembre 2026 à 12:05'),
    ).toBeInTheDocument();
    expect(within(other).getByText('Statut : refunded')).toBeInTheDocument();
  });

  it('says where the kitchen stands and opens the order’s own page', async () => {
    mockApi({
      [ordersUrl(1)]: () =>
        ordersPage(
          [
            pastOrder({ order_id: 9, kitchen_state: 'accepted' }),
            pastOrder({ order_id: 8, kitchen_state: 'refused' }),
          ],
          1,
          2,
        ),
    });
    renderOrders();
    const [accepted, refused] = await screen.findAllByRole('article');
    expect(within(accepted).getByTestId('order-state')).toHaveTextContent('Acceptée');
    expect(within(refused).getByTestId('order-state')).toHaveTextContent('Refusée');
    const open = within(accepted).getByRole('link', { name: 'Suivre la commande' });
    expect(open).toHaveAttribute('href', '/success?order=9');
    expect(open).toHaveAccessibleDescription('Commande n° 9');
  });

  it('"Commander à nouveau" fills the cart from today’s menu and names what was left out', async () => {
    // The kitchen has run out of wings today; the Halloween menu is over.
    useCatalogueStore.getState().seed({
      menus: demoMenus().map((menu) => ({
        ...menu,
        categories: menu.categories.map((category) => ({
          ...category,
          items: category.items.map((item) =>
            item.item_id === 11 ? { ...item, item_is_available: false } : item,
          ),
        })),
      })),
    });
    const order = pastOrder({
      items: [
        line(1, 'Crispy Classic', 2, 12),
        line(11, 'Wings x6', 1, 5.9),
        line(25, 'Frites maison', 1, 2.9),
        line(999, 'Menu Halloween', 1, 9.9),
      ],
    });
    mockApi({ [ordersUrl(1)]: () => ordersPage([order], 1, 1) });
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Commander à nouveau' }));

    expect(
      await screen.findByText(
        /^3 articles ajoutés au panier\. Indisponible aujourd’hui : Wings x6\. N’est plus à la carte : Menu Halloween\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ma commande' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    // Today's prices: the Crispy Classic is 7,90 € to take away, not the 6,00 € it cost then.
    expect(
      useCartStore.getState().lines.map((l) => [l.itemId, l.quantity, l.pickupPriceCents]),
    ).toEqual([
      [1, 2, 790],
      [25, 1, 290],
    ]);
  });

  it('says so when the menu cannot be read, and adds nothing', async () => {
    // Not read yet, and /menus.json answers 404.
    useCatalogueStore.setState({ menus: [], items: new Map(), menusStatus: 'idle' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      [ordersUrl(1)]: () => ordersPage([pastOrder({ items: [line(1, 'Crispy', 1, 7.9)] })], 1, 1),
    });
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Commander à nouveau' }));
    await waitFor(() =>
      expect(
        screen.getByText('La carte n’a pas pu être chargée : réessayez dans un instant.'),
      ).toBeInTheDocument(),
    );
    expect(useCartStore.getState().lines).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Error fetching menus', expect.any(Error));
  });
});
