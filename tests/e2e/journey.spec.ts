import type { Page } from '@playwright/test';
import { buildSearchIndex, searchItems } from '@/lib/domain/search';
import { openDeliverySearch } from './support/checkout-steps';
import { expect, openInstant, seededItems, test } from './support/fixtures';

// A weekday lunchtime after today in Grenoble: the menus are open whatever the hour the suite runs.
const NOON = openInstant();
const ADDRESS = '30 Rue de Stalingrad';

/**
 * The cart's figures, worked out by hand from the seed (server/db/seed): 3 Crispy Classic
 * delivered with one cheddar and the honey-mustard sauce, to 30 Rue de Stalingrad, 1,17 km from
 * the restaurant (the offline geocoder's distance). The page writes a no-break space before €.
 */
const PRICES = {
  // Crispy Classic 7,90 € to take away, + 0,50 € delivered (under 10 €) = 8,40 €.
  crispyDelivered: '8,40\u00a0€',
  // 3 × (8,40 € + cheddar 0,80 € + miel-moutarde 0,50 €) = 3 × 9,70 € = 29,10 €.
  subtotal: '29,10\u00a0€',
  // Fee 1,50 € + 1,17 km × 0,50 € = 1,50 € + 0,585 → 0,59 € = 2,09 € (15 € minimum reached, and
  // below the 30 € of free delivery); 29,10 € + 2,09 € = 31,19 €.
  total: '31,19\u00a0€',
  // BIENVENUE5 (5 € off from 20 €): 31,19 € − 5,00 € = 26,19 €.
  totalWithCoupon: '26,19\u00a0€',
};

async function chooseDelivery(page: Page) {
  const modal = await openDeliverySearch(page);
  await modal.getByRole('combobox', { name: 'Adresse de livraison' }).fill('30 rue de stal');
  await modal.getByRole('option', { name: new RegExp(ADDRESS) }).click();
  await expect(modal.getByText(/Livraison à 30 Rue de Stalingrad/)).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 3_000 });
  await expect(
    page.getByRole('button', { name: /Livraison · 30 Rue de Stalingrad/ }),
  ).toBeVisible();
}

test('a diner orders for delivery: address, search, options, cart, reload, coupon', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  const items = await seededItems();
  const crispy = items.find((i) => i.item_name === 'Crispy Classic')!;
  await page.goto('/menu');
  await chooseDelivery(page);

  // Browsing shows delivery prices now.
  const card = page.locator(`[data-testid="item-card"][data-item-id="${crispy.item_id}"]`).first();
  await expect(card.getByTestId('item-price')).toHaveText(PRICES.crispyDelivered, {
    useInnerText: true,
  });

  // Search "poul": the 10 best by lib/domain, in its order.
  await page.getByRole('button', { name: 'Rechercher un produit' }).click();
  const search = page.getByRole('combobox', { name: 'Rechercher un produit' });
  await search.fill('poul');
  const expected = searchItems(buildSearchIndex(items), 'poul').map((i) => i.item_name);
  await expect(page.getByRole('option')).toHaveCount(expected.length);
  await expect(page.getByRole('option').first()).toContainText(expected[0]);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('dialog', { name: expected[0] })).toBeVisible();
  await page.goBack();

  // The item dialog: options, quantity, live price, add.
  await card.locator('a').click();
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  await dialog.getByRole('button', { name: 'Cheddar : un de plus' }).click();
  await dialog.getByLabel(/Miel-moutarde/).check();
  await dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await dialog.getByRole('button', { name: `Ajouter · ${PRICES.subtotal}` }).click();
  await expect(dialog).toBeHidden();

  // The cart shows the total, delivery included, and survives a reload.
  const openCart = async () => {
    await page.getByRole('button', { name: /^Panier/ }).click();
    return page.getByRole('dialog', { name: 'Votre panier' });
  };
  let cart = await openCart();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-total')).toHaveText(PRICES.total);
  await page.reload();
  cart = await openCart();
  await expect(cart.getByTestId('cart-line')).toContainText('Crispy Classic');
  await expect(cart.getByTestId('cart-line-quantity')).toHaveText('3');
  await expect(cart.getByTestId('cart-total')).toHaveText(PRICES.total);

  // … and a new tab sees the same cart and address.
  const tab = await page.context().newPage();
  await tab.goto('/menu');
  await expect(tab.getByRole('button', { name: 'Panier, 3 articles' })).toBeVisible();
  await expect(tab.getByRole('button', { name: /Livraison · 30 Rue de Stalingrad/ })).toBeVisible();
  await tab.close();

  // A coupon from the seed: the total drops by its 5 €.
  await cart.getByRole('textbox', { name: 'Code promo' }).fill('bienvenue5');
  await cart.getByRole('button', { name: 'Appliquer' }).click();
  await expect(cart.getByText(/Code BIENVENUE5 appliqué/)).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText(PRICES.totalWithCoupon);
  await expect(
    cart
      .getByRole('link', { name: 'Passer commande' })
      .or(cart.getByRole('button', { name: 'Passer commande' })),
  ).toBeVisible();
});

test('a refused coupon says so in French and keeps the cart', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await page.goto('/menu?product=1');
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await page.getByRole('button', { name: /^Panier/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await cart.getByRole('textbox', { name: 'Code promo' }).fill('FAUXCODE');
  await cart.getByRole('button', { name: 'Appliquer' }).click();
  await expect(cart.getByText('Code promo invalide ou expiré.')).toBeVisible();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
});
