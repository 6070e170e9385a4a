/**
 * The limits of one order (docs/product.md#order-limits) told before « Commander », in the cart's
 * notices and the checkout's summary, with the restaurant's phone. The demo's limits: 800 € and 120
 * items. A Wednesday noon, pickup: no offer on these items.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from '@/components/checkout/order-summary';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { readCheckoutSummary } from '@/stores/checkout-summary';
import {
  openCart,
  renderCart,
  renderWithMessages,
  resetStores,
  seedLine,
  setUpCartTests,
} from './cart-fixtures';

const TENDERS_9 = 10; // 12,50 €
const TENDERS_5 = 9; // 7,50 €
const SWEET_POTATO_FRIES = 30; // 3,90 €
const CALL_US = 'Pour une commande plus importante, appelez le restaurant au 04 65 71 12 34.';

setUpCartTests();

/** The limits' notices, their no-break spaces read as spaces (as `toHaveTextContent` reads them). */
const caps = () =>
  screen.queryAllByTestId('cart-cap').map((p) => p.textContent.replace(/\s+/g, ' '));

describe('the limits of one order in the cart', () => {
  it('names the maximum total and the restaurant’s phone, as a link to call', async () => {
    // 50 × 12,50 € + 50 × 7,50 € = 1 000,00 €, 100 items.
    useCartStore.setState({ lines: [seedLine(TENDERS_9, 50), seedLine(TENDERS_5, 50)] });
    const user = renderCart();
    const dialog = await openCart(user);
    const notice = within(dialog).getByTestId('cart-notice');
    expect(notice).toHaveTextContent(
      `Une commande en ligne ne peut pas dépasser 800,00 € : ce panier fait 1 000,00 €. ${CALL_US}`,
    );
    expect(within(notice).getByRole('link', { name: '04 65 71 12 34' })).toHaveAttribute(
      'href',
      'tel:0465711234',
    );
  });

  it('names the most items at 121, and says nothing at exactly 120', async () => {
    // 121 × 3,90 € = 471,90 €: within the total.
    const fries = (n: number) => [
      seedLine(SWEET_POTATO_FRIES, 50),
      seedLine(SWEET_POTATO_FRIES, 50),
      seedLine(SWEET_POTATO_FRIES, n - 100),
    ];
    useCartStore.setState({ lines: fries(121) });
    const user = renderCart();
    await openCart(user);
    expect(caps()).toEqual([
      `Une commande en ligne compte 120 articles au plus : ce panier en compte 121. ${CALL_US}`,
    ]);
    useCartStore.setState({ lines: fries(120) });
    expect(await screen.findByTestId('cart-notice')).toBeEmptyDOMElement();
  });

  it('names both, the total first; without a phone, asks for a call all the same', async () => {
    resetStores({ ...RESTAURANT, contacts: { ...RESTAURANT.contacts, phone: '' } });
    // 3 × 50 × 12,50 € = 1 875,00 €, 150 items.
    useCartStore.setState({ lines: [1, 2, 3].map(() => seedLine(TENDERS_9, 50)) });
    const user = renderCart();
    await openCart(user);
    expect(caps()).toEqual([
      'Une commande en ligne ne peut pas dépasser 800,00 € : ce panier fait 1 875,00 €. Pour une commande plus importante, appelez le restaurant.',
      'Une commande en ligne compte 120 articles au plus : ce panier en compte 150. Pour une commande plus importante, appelez le restaurant.',
    ]);
    expect(screen.queryByRole('link', { name: /^\d/ })).toBeNull();
  });

  it('says nothing when the restaurant sets no limit', async () => {
    resetStores({ ...RESTAURANT, orders: { max_total: null, max_items: null } });
    useCartStore.setState({ lines: [1, 2, 3].map(() => seedLine(TENDERS_9, 50)) });
    const user = renderCart();
    await openCart(user);
    expect(caps()).toEqual([]);
  });
});

describe('the limits of one order in the checkout’s summary', () => {
  it('shows them before « Commander »', () => {
    useCartStore.setState({ lines: [seedLine(TENDERS_9, 50), seedLine(TENDERS_5, 50)] });
    const { summary, timing } = readCheckoutSummary();
    renderWithMessages(<OrderSummary summary={summary} timing={timing} />);
    expect(caps()).toEqual([
      `Une commande en ligne ne peut pas dépasser 800,00 € : ce panier fait 1 000,00 €. ${CALL_US}`,
    ]);
  });
});
