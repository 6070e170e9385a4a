import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { mockApi, renderOpenCart, seedLine, setUpCartTests } from './cart-fixtures';

const CRISPY = 1;
const FRIES = 25;
const POTATOES = 27;
const COOKIE = 40;
const UNKNOWN = 9999;

/** Names of the suggested items, in order, once the row shows. */
async function suggestions(heading: string) {
  const row = await screen.findByRole('region', { name: heading });
  return within(row)
    .getAllByRole('link')
    .map((link) => [link.querySelector('p')?.textContent, link.getAttribute('href')]);
}

setUpCartTests();

describe('Cart recommendations', () => {
  it('asks for the cart items and shows the orderable suggestions, linking to their dialog', async () => {
    const items = useCatalogueStore.getState().items;
    const soldOut = new Map(items);
    soldOut.set(POTATOES, { ...items.get(POTATOES)!, item_is_available: false });
    useCatalogueStore.setState({ items: soldOut });
    useCartStore.setState({ lines: [seedLine(CRISPY, 2), seedLine(FRIES)] });
    const fetchMock = mockApi({
      'POST /v2/recommendations': () =>
        Response.json({
          status: 'success',
          recommendations: [COOKIE, UNKNOWN, POTATOES, FRIES, 28].map((itemId, i) => ({
            itemId,
            score: 10 - i,
          })),
        }),
    });
    renderOpenCart();
    expect(await suggestions('Vous aimerez aussi')).toEqual([
      ['Cookie triple chocolat', `/menu?product=${COOKIE}`],
      ['Onion rings x8', '/menu?product=28'],
    ]);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v2/recommendations')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      cartItems: [CRISPY, FRIES],
      maxRecommendations: 12,
    });
  });

  it('shows the popular items beside an empty cart', async () => {
    mockApi({
      'GET /v2/recommendations/popular?limit=12': () =>
        Response.json({
          status: 'success',
          popular: [
            { itemId: CRISPY, count: 40 },
            { itemId: FRIES, count: 31 },
          ],
        }),
    });
    const dialog = renderOpenCart();
    expect(dialog).toHaveTextContent('Votre panier est vide.');
    expect(await suggestions('Les plus commandés')).toEqual([
      ['Crispy Classic', `/menu?product=${CRISPY}`],
      ['Frites maison', `/menu?product=${FRIES}`],
    ]);
  });

  it('hides the row and only warns when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useCartStore.setState({ lines: [seedLine(CRISPY)] });
    mockApi({
      'POST /v2/recommendations': () =>
        Response.json({ status: 'error', data: { message: 'Panne' } }, { status: 500 }),
    });
    renderOpenCart();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByTestId('cart-recommendations')).toBeNull();
    expect(screen.getByRole('link', { name: 'Passer commande' })).toBeInTheDocument();
  });
});
