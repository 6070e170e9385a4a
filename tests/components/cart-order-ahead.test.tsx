/**
 * The cart while the restaurant is closed (docs/product.md#ordering-ahead), with the demo
 * restaurant's own hours, slots and scheduling settings. Slots worked out by hand from
 * server/db/seed/menus.ts and restaurant.ts: each day's first slot is dropped (pickup 11:15,
 * delivery 11:30–12:00), pickup needs 15 minutes' notice and delivery 30; the lunch formulas are
 * served on weekdays only, La Carte 11:00–14:30 and from 18:00 every day.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '@/lib/api/schemas';
import type { CartLine } from '@/lib/domain/cart-types';
import { RESTAURANT } from '@/server/db/seed/restaurant';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useLocationStore } from '@/stores/location';
import { address, renderOpenCart, seededMenus, seedLine, setUpCartTests } from './cart-fixtures';

const CRISPY = 1; // La Carte
const BUCKET_FAMILLE = 18; // La Carte, sold out in the seed
const CHURROS = 44; // La Carte, sold out in the seed
const FORMULE = 45; // Formules du midi

const WEDNESDAY_8 = new Date('2025-06-11T08:00:00+02:00');
const SATURDAY_15 = new Date('2025-06-14T15:00:00+02:00');
const SUNDAY_0_30 = new Date('2025-06-15T00:30:00+02:00');

setUpCartTests();

function closedCart(at: Date, lines: CartLine[], change: Partial<Menu> = {}) {
  vi.setSystemTime(at);
  useCatalogueStore
    .getState()
    .seed({ menus: seededMenus().map((menu) => ({ ...menu, ...change })) });
  useCartStore.setState({ lines });
  return renderOpenCart();
}

const timing = () => screen.queryByTestId('cart-timing');
const checkoutLink = (dialog: HTMLElement) =>
  within(dialog).getByRole('link', { name: 'Passer commande' });

describe('CartDrawer while the restaurant is closed', () => {
  it('names the first pickup slot at 8:00 on a Wednesday and still leads to checkout', () => {
    const dialog = closedCart(WEDNESDAY_8, [seedLine(CRISPY)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour aujourd’hui 11 h 30');
    expect(checkoutLink(dialog)).toHaveAttribute('href', '/checkout');
  });

  it('names the first delivery slot for delivery: 12:00', () => {
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const dialog = closedCart(WEDNESDAY_8, [seedLine(CRISPY, 2)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour aujourd’hui 12 h');
    expect(checkoutLink(dialog)).toBeInTheDocument();
  });

  it('takes the evening’s first slot between services: the first drop is the day’s, not the service’s', () => {
    closedCart(SATURDAY_15, [seedLine(CRISPY)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour aujourd’hui 18 h 15');
  });

  it('finds a slot where every line is served: the formulas wait for Monday', () => {
    closedCart(SATURDAY_15, [seedLine(CRISPY), seedLine(FORMULE)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour lundi 11 h 30');
  });

  it('says "demain" after closing on Saturday night', () => {
    closedCart(SUNDAY_0_30, [seedLine(CRISPY), seedLine(FORMULE)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour demain 11 h 30');
  });

  it('points to the other mode when the diner’s one has no slot', () => {
    useLocationStore.setState({ mode: 'delivery', _distance: address() });
    const dialog = closedCart(WEDNESDAY_8, [seedLine(CRISPY, 2)], { time_ranges: {} });
    expect(timing()).toHaveTextContent(
      'Fermé — pas de commande à l’avance en livraison pour ce panier, mais à emporter pour ' +
        'aujourd’hui 11 h 30 : choisissez « À emporter » en passant commande.',
    );
    expect(checkoutLink(dialog)).toBeInTheDocument();
  });

  it('points to delivery only while delivery is on', () => {
    const dialog = closedCart(WEDNESDAY_8, [seedLine(CRISPY)], { pickup_time_ranges: {} });
    expect(timing()).toHaveTextContent(
      'Fermé — pas de commande à l’avance à emporter pour ce panier, mais en livraison pour ' +
        'aujourd’hui 12 h : choisissez « Livraison » en passant commande.',
    );
    const delivery = { ...RESTAURANT.features.delivery, active: false };
    act(() =>
      useCatalogueStore.getState().seed({ settings: { ...RESTAURANT, features: { delivery } } }),
    );
    expect(timing()).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Passer commande' })).toBeDisabled();
  });

  it.each([
    {
      soldOut: [BUCKET_FAMILLE],
      text:
        'Fermé — Bucket Famille n’est pas disponible pour une commande à l’avance : retirez cet ' +
        'article pour commander le reste pour aujourd’hui 11 h 30.',
    },
    {
      soldOut: [BUCKET_FAMILLE, CHURROS],
      text:
        'Fermé — Bucket Famille et Churros x5, sauce chocolat ne sont pas disponibles pour une ' +
        'commande à l’avance : retirez ces articles pour commander le reste pour aujourd’hui 11 h 30.',
    },
  ])(
    'names the lines that keep the rest from being ordered ahead ($soldOut)',
    ({ soldOut, text }) => {
      const lines = [seedLine(CRISPY), ...soldOut.map((id) => seedLine(id))];
      const dialog = closedCart(WEDNESDAY_8, lines);
      expect(timing()).toHaveTextContent(text);
      expect(checkoutLink(dialog)).toBeInTheDocument();
    },
  );

  it('blocks checkout until opening when no slot of either mode can take the cart', () => {
    const dialog = closedCart(WEDNESDAY_8, [seedLine(CRISPY)], {
      time_ranges: {},
      pickup_time_ranges: {},
    });
    const button = within(dialog).getByRole('button', { name: 'Passer commande' });
    expect(button).toBeDisabled();
    // No-break spaces in the time and before the colon: a line never ends at "11" nor starts at ":".
    expect(button).toHaveAccessibleDescription(
      'Fermé, et ce panier ne se commande pas à l’avance\u00a0: revenez aujourd’hui dès 11\u00a0h.',
    );
    expect(timing()).toBeNull();
  });

  it('blocks checkout for a cart that nothing can serve, naming what to remove', () => {
    const dialog = closedCart(WEDNESDAY_8, [seedLine(BUCKET_FAMILLE)]);
    expect(
      within(dialog).getByRole('button', { name: 'Passer commande' }),
    ).toHaveAccessibleDescription(
      'Fermé, et Bucket Famille n’est plus disponible\u00a0: retirez cet article du panier.',
    );
  });

  it('says nothing of slots once the restaurant opens, by itself', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const dialog = closedCart(new Date('2025-06-11T10:59:00+02:00'), [seedLine(CRISPY)]);
    expect(timing()).toHaveTextContent('Fermé — commandez pour aujourd’hui 11 h 30');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timing()).toBeNull();
    expect(screen.getByTestId('cart-notice')).toBeEmptyDOMElement();
    expect(checkoutLink(dialog)).toBeInTheDocument();
  });
});
