/**
 * A cart line the kitchen sold out (issue 36): flagged with a French message, kept, the others
 * not; a line holding a sold-out choice names it.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartLineRow } from '@/components/cart/cart-line';
import type { Menu } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';
import { demoMenus, renderWithMessages, resetStores, seedLine } from './cart-fixtures';

const TENDERS = 8; // « Tenders x3 », sauces in group 1
const KETCHUP = 101;
const FRIES = 30;

/** The demo menus with the kitchen's marks as the API answers them. */
function menusMarked(soldOutItem: number | null, soldOutChoice: number | null): Menu[] {
  return demoMenus().map((menu) => ({
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        ...item,
        ...(item.item_id === soldOutItem ? { item_is_available: false, item_sold_out: true } : {}),
        // The demo menus carry no options: the sauces of the seed, Ketchup among them.
        options:
          item.item_id === TENDERS
            ? [
                {
                  id: 1,
                  name: 'Sauces',
                  min: 0,
                  max: 2,
                  selected: 0,
                  option_options: [
                    {
                      id: KETCHUP,
                      name: 'Ketchup',
                      price: 0,
                      quantity: 0,
                      max_quantity: 1,
                      tax_rate: null,
                      ...(soldOutChoice === KETCHUP ? { sold_out: true } : {}),
                    },
                  ],
                },
              ]
            : item.options,
      })),
    })),
  }));
}

function renderLines(menus: Menu[]) {
  useCatalogueStore.getState().seed({ menus });
  const lines = [seedLine(FRIES), seedLine(TENDERS, 1, [[KETCHUP, 1]])];
  renderWithMessages(
    <ul>
      {lines.map((line) => (
        <CartLineRow
          key={line.lineId}
          line={line}
          mode="pickup"
          onLeave={() => {}}
          onRemoved={() => {}}
        />
      ))}
    </ul>,
  );
  return screen.getAllByTestId('cart-line');
}

beforeEach(() => resetStores());

describe('a cart line the kitchen sold out', () => {
  it('is flagged, the other line is not', () => {
    const [fries, tenders] = renderLines(menusMarked(FRIES, null));
    expect(fries).toHaveTextContent('Épuisé pour le moment : retirez cet article pour commander.');
    expect(tenders).not.toHaveTextContent('Épuisé');
  });

  it('names the sold-out choice a line holds', () => {
    const [fries, tenders] = renderLines(menusMarked(null, KETCHUP));
    expect(tenders).toHaveTextContent(
      'Épuisé pour le moment : Ketchup. Modifiez ou retirez cet article pour commander.',
    );
    expect(fries).not.toHaveTextContent('Épuisé');
  });

  it('says nothing when the kitchen has everything', () => {
    renderLines(menusMarked(null, null));
    expect(screen.queryByTestId('cart-line-sold-out')).toBeNull();
  });
});
