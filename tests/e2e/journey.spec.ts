import type { Page } from '@playwright/test';
import {
  distanceResponseSchema,
  offersResponseSchema,
  settingsResponseSchema,
  type Item,
  type Offer,
} from '@/lib/api/schemas';
import { toRestaurantSettings } from '@/lib/api/settings';
import { DEFAULT_TAX } from '@/lib/domain/cart-types';
import { deliveryFeeCents } from '@/lib/domain/delivery';
import { toCartLine, type Selection } from '@/lib/domain/item-options';
import { priceCart } from '@/lib/domain/pricing';
import { buildSearchIndex, searchItems } from '@/lib/domain/search';
import { openDeliverySearch } from './support/checkout-steps';
import { E2E } from './support/env';
import { expect, openInstant, seededItems, test } from './support/fixtures';

// A weekday lunchtime after today in Grenoble: the menus are open whatever the hour the suite runs.
const NOON = openInstant();
const ADDRESS = '30 Rue de Stalingrad';
const fmt = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const api = async <T>(path: string, schema: { parse: (v: unknown) => T }) =>
  schema.parse(await (await fetch(`${E2E.apiRoot}${path}`)).json());

/** What lib/domain says the cart costs: 3 Crispy Classic with one cheddar and a sauce. */
async function expectedTotals(item: Item, coupon: Offer | null) {
  const settings = toRestaurantSettings(
    (await api('/v2/public/settings', settingsResponseSchema)).payload,
  );
  const offers = (await api('/v2/public/offers', offersResponseSchema)).payload;
  const [suggestion] = (
    await (
      await fetch(`${E2E.apiRoot}/v2/public/locations/?query=${encodeURIComponent(ADDRESS)}`)
    ).json()
  ).payload;
  const where = (
    await api(
      `/v2/public/locations/distance?location=${encodeURIComponent(suggestion.description)}`,
      distanceResponseSchema,
    )
  ).payload;
  const line = toCartLine(item, selectionFor(item), 3, '');
  const base = {
    lines: [line],
    mode: 'delivery' as const,
    offers,
    coupon,
    tax: DEFAULT_TAX,
    instant: NOON,
    timeZone: settings.timezone,
  };
  const subtotal = priceCart({ ...base, deliveryFeeCents: 0 }).subtotal;
  const fee = deliveryFeeCents({
    settings: settings.features.delivery,
    mode: 'delivery',
    subtotalCents: subtotal,
    zone: where.zone,
    distance: where.distance,
  });
  if (!fee.ok) throw new Error(`livraison impossible : ${fee.reason}`);
  return priceCart({ ...base, deliveryFeeCents: fee.feeCents });
}

function selectionFor(item: Item): Selection {
  const group = (name: RegExp) => item.options.find((g) => name.test(g.name))!;
  const option = (g: Item['options'][number], name: string) =>
    g.option_options.find((o) => o.name === name)!.id;
  const extras = group(/Suppléments/);
  const sauces = group(/Sauces/);
  return {
    [extras.id]: { [option(extras, 'Cheddar')]: 1 },
    [sauces.id]: { [option(sauces, 'Miel-moutarde à l’ancienne')]: 1 },
  };
}

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
  await expect(card.getByTestId('item-price')).toHaveText(
    fmt(Math.round(crispy.item_price.price_delivery * 100)),
    { useInnerText: true },
  );

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
  const before = await expectedTotals(crispy, null);
  await dialog.getByRole('button', { name: `Ajouter · ${fmt(before.subtotal)}` }).click();
  await expect(dialog).toBeHidden();

  // The cart shows lib/domain's total, and survives a reload.
  const openCart = async () => {
    await page.getByRole('button', { name: /^Panier/ }).click();
    return page.getByRole('dialog', { name: 'Votre panier' });
  };
  let cart = await openCart();
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-total')).toHaveText(fmt(before.total));
  await page.reload();
  cart = await openCart();
  await expect(cart.getByTestId('cart-line')).toContainText('Crispy Classic');
  await expect(cart.getByTestId('cart-line-quantity')).toHaveText('3');
  await expect(cart.getByTestId('cart-total')).toHaveText(fmt(before.total));

  // … and a new tab sees the same cart and address.
  const tab = await page.context().newPage();
  await tab.goto('/menu');
  await expect(tab.getByRole('button', { name: 'Panier, 3 articles' })).toBeVisible();
  await expect(tab.getByRole('button', { name: /Livraison · 30 Rue de Stalingrad/ })).toBeVisible();
  await tab.close();

  // A coupon from the seed: the total drops by what lib/domain says.
  const [welcome] = (await api('/v2/public/offers/BIENVENUE5', offersResponseSchema)).payload;
  const after = await expectedTotals(crispy, welcome);
  expect(after.total).toBeLessThan(before.total);
  await cart.getByRole('textbox', { name: 'Code promo' }).fill('bienvenue5');
  await cart.getByRole('button', { name: 'Appliquer' }).click();
  await expect(cart.getByText(/Code BIENVENUE5 appliqué/)).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText(fmt(after.total));
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
