/**
 * A returning diner on an old copy (docs/adr/0038): the service worker serves last week's menu
 * and menus while it revalidates them; the page takes the newer catalogue when it arrives, and a
 * cart priced on the old one is priced again, with a notice, before checkout.
 */
import { apiVersion, raisePrice, revalidateMenus } from './support/catalogue-control';
import { expect, euros, openInstant, seededItems, test } from './support/fixtures';
import { visitOnce } from './support/offline';
import { seedStorage } from './support/pwa';

/** The cart's key in localStorage (stores/cart.ts). */
const CART_KEY = 'comptoir-cart';
const NOTICE = 'Les prix ont changé depuis votre dernière visite : votre panier a été mis à jour.';
/**
 * The next day: past two days, storage hygiene empties the caches and the saved cart anyway
 * (docs/product.md#storage-hygiene), so a copy is at most that old when it is shown.
 */
const DAY = 24 * 60 * 60 * 1000;

/** A dish without options the kitchen has: its line costs its price. */
async function plainDish() {
  const item = (await seededItems()).find((i) => i.options.length === 0 && i.item_is_available);
  if (!item) throw new Error('no plain dish seeded');
  return item;
}

test('back the next day, the menu and the cart show the price the server charges now', async ({
  page,
}) => {
  test.setTimeout(300_000); // the API is restarted twice
  const item = await plainDish();
  const before = item.item_price.price_pickup;
  const after = before + 1;
  const firstVisit = openInstant();
  await page.clock.setFixedTime(firstVisit);
  // The storefront's regenerated pages may come from an earlier run's database: this one's first.
  await revalidateMenus(await apiVersion());

  // The first visit: the worker keeps the menu and the menus; a dish goes in the cart.
  await visitOnce(page, '/menu');
  await page.goto(`/menu?product=${item.item_id}`);
  const dialog = page.getByRole('dialog', { name: item.item_name });
  await dialog.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(dialog).toBeHidden();

  try {
    // Meanwhile the restaurant raised that dish's price by 1 €.
    await raisePrice(item.item_id, 100);
    await revalidateMenus(await apiVersion());

    // The next day the diner comes back: the worker answers yesterday's menu at once...
    await page.clock.setFixedTime(new Date(firstVisit.getTime() + DAY));
    await page.goto('/menu');
    const card = page.locator(`[data-testid="item-card"][data-item-id="${item.item_id}"]`).first();
    // ...and once its revalidation brings the newer catalogue, the page shows today's price.
    // (Categories far below render only as they come near: scrolled to, again after a refresh.)
    await expect(async () => {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByTestId('item-price')).toHaveText(euros(after), {
        useInnerText: true,
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });

    // The cart was priced again and says so, naming the dish.
    await page.getByRole('button', { name: /^Panier/ }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    const notice = cart.getByTestId('repriced-notice');
    await expect(notice).toContainText(NOTICE);
    await expect(notice).toContainText(`${item.item_name} : ${euros(before)} → ${euros(after)}`);
    await expect(cart.getByTestId('cart-line-price')).toHaveText(euros(after), {
      useInnerText: true,
    });

    // The checkout tells it too, before anything is ordered.
    await page.goto('/checkout');
    await expect(page.getByTestId('repriced-notice')).toContainText(NOTICE);
    await page.getByTestId('repriced-notice').getByRole('button', { name: 'J’ai compris' }).click();
    await expect(page.getByTestId('repriced-notice')).toHaveCount(0);
  } finally {
    await raisePrice(item.item_id, -100);
    await revalidateMenus(await apiVersion());
  }
});

test('a cart saved on an older catalogue is priced again when the checkout opens', async ({
  page,
}) => {
  const item = await plainDish();
  const cents = Math.round(item.item_price.price_pickup * 100);
  await page.clock.setFixedTime(openInstant());
  // Saved a while ago: the dish cost 0,50 € less, and a dish since taken off the menus.
  const line = (itemId: number, name: string, price: number) => ({
    lineId: `${itemId};;`,
    itemId,
    menuId: item.item_menu_id,
    categoryId: item.item_category_id,
    name,
    quantity: 1,
    pickupPriceCents: price,
    deliveryPriceCents: price,
    taxRate: null,
    options: [],
    note: '',
  });
  await seedStorage(page, {
    [CART_KEY]: JSON.stringify({
      state: {
        lines: [line(item.item_id, item.item_name, cents - 50), line(9999, 'Plat d’antan', 500)],
        coupon: null,
        couponCode: null,
        catalogueVersion: 0,
      },
      version: 1,
    }),
  });
  await page.goto('/checkout');
  const notice = page.getByTestId('repriced-notice');
  await expect(notice).toContainText(NOTICE);
  await expect(notice).toContainText(
    `${item.item_name} : ${euros((cents - 50) / 100)} → ${euros(cents / 100)}`,
  );
  await expect(notice).toContainText('Plat d’antan : retiré, il n’est plus proposé');
  await expect(page.getByRole('button', { name: /^Panier, 1 article/ })).toBeVisible();
});
