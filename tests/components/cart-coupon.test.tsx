import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart';
import {
  BIENVENUE5,
  DESSERT_OFFERT,
  figure,
  mockApi,
  quietSuggestions,
  renderOpenCart,
  seedLine,
  seedOffer,
  setUpCartTests,
  WEDNESDAY_EVENING,
} from './cart-fixtures';

const CRISPY = 1;
const INVALID = 'Code promo invalide ou expiré.';

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Code promo' }), code);
  await user.click(screen.getByRole('button', { name: 'Appliquer' }));
  return user;
}

const total = () => (screen.getByTestId('cart-total').textContent ?? '').replace(/\s/g, ' ');

const couponAnswer = (id: number) => () =>
  Response.json(
    { status: 'success', payload: [seedOffer(id)] },
    { headers: { 'cache-control': 'no-store' } },
  );

setUpCartTests();
beforeEach(() => {
  useCartStore.setState({ lines: [seedLine(CRISPY, 3)] }); // 23,70 €
});

describe('Coupon', () => {
  it('applies a valid code: confirmation, discount line, lower total', async () => {
    const fetchMock = mockApi({
      ...quietSuggestions,
      'GET /v2/public/offers/BIENVENUE5': couponAnswer(BIENVENUE5),
    });
    renderOpenCart();
    expect(total()).toBe('23,70 €');
    expect(figure('Remises')).toBe('');

    await enterCode('bienvenue5');
    expect(
      await screen.findByText('Code BIENVENUE5 appliqué : Bienvenue : 5 € offerts.'),
    ).toBeVisible();
    expect(figure('Remises')).toBe('-5,00 €');
    expect(figure('dont code promo')).toBe('-5,00 €');
    expect(total()).toBe('18,70 €');
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'BIENVENUE5', couponValid: true });
    expect(useCartStore.getState().coupon?.id).toBe(BIENVENUE5);
    const couponCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/offers/'));
    expect(couponCall?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('shows the server message for a refused code and clears the coupon', async () => {
    mockApi({
      ...quietSuggestions,
      'GET /v2/public/offers/FAUX': () =>
        Response.json({ status: 'error', data: { message: INVALID } }, { status: 404 }),
    });
    renderOpenCart();
    await enterCode('FAUX');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(useCartStore.getState()).toMatchObject({
      coupon: null,
      couponCode: 'FAUX',
      couponValid: false,
    });
    expect(total()).toBe('23,70 €');
  });

  it('keeps the cart and says so when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderOpenCart();
    await enterCode('BIENVENUE5');
    expect(await screen.findByRole('alert')).toHaveTextContent('la connexion semble coupée');
    expect(useCartStore.getState()).toMatchObject({ coupon: null, couponValid: null });
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('says why a validated coupon gives nothing yet, then removes it', async () => {
    useCartStore.setState({
      lines: [seedLine(CRISPY, 2)], // 15,80 €, below the 20 € the code asks for
      coupon: seedOffer(BIENVENUE5),
      couponCode: 'BIENVENUE5',
      couponValid: true,
    });
    const dialog = renderOpenCart();
    expect(screen.getByTestId('coupon-shortfall')).toHaveTextContent(
      'Il s’appliquera dès 20,00 € d’articles.',
    );
    expect(figure('Remises')).toBe('');

    await userEvent
      .setup()
      .click(within(dialog).getByRole('button', { name: 'Retirer le code promo BIENVENUE5' }));
    expect(useCartStore.getState()).toMatchObject({ coupon: null, couponCode: null });
    expect(within(dialog).getByRole('textbox', { name: 'Code promo' })).toBeInTheDocument();
  });

  it('lists the item a free-item coupon gives, named from the menu', async () => {
    vi.setSystemTime(WEDNESDAY_EVENING);
    useCartStore.setState({
      lines: [seedLine(CRISPY, 4)],
      coupon: seedOffer(DESSERT_OFFERT),
      couponCode: 'DESSERTOFFERT',
      couponValid: true,
    });
    renderOpenCart();
    const gift = screen.getByTestId('cart-free-item');
    expect(gift).toHaveTextContent('Cookie triple chocolat');
    expect(gift).toHaveTextContent('Offert0,00 €');
    expect(screen.queryByTestId('coupon-shortfall')).toBeNull();
  });
});
