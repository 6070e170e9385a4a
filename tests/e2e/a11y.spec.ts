import { violations } from './support/axe';
import { pickupUpToPayment } from './support/checkout-steps';
import { expect, openInstant, seededItems, test } from './support/fixtures';

for (const path of [
  '/',
  '/menu',
  '/contact',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/checkout',
  '/cette-page-nexiste-pas',
]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
  test(`axe’s WCAG 2.2 rules find nothing on ${path}; its contents links are 24 px targets`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page, { wcag22: true })).toEqual([]);
    const links = page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link');
    const boxes = await links.evaluateAll((all) =>
      all.map((link) => link.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
    );
    expect(boxes.length).toBeGreaterThan(2);
    for (const [i, box] of boxes.entries()) {
      expect(box.bottom - box.top).toBeGreaterThanOrEqual(24);
      if (i > 0) expect(box.top - boxes[i - 1].bottom).toBeGreaterThanOrEqual(8);
    }
  });
}

test('axe finds nothing on the open item dialog', async ({ page }) => {
  const [item] = (await seededItems()).filter((i) => i.options.length > 0);
  await page.goto(`/menu?product=${item.item_id}`);
  await expect(page.getByRole('dialog', { name: item.item_name })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing with the cookie consent box open, and it is reachable by keyboard', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('dialog', { name: 'Consentement aux cookies' });
  await expect(box).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Accepter' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toBeHidden();
  await context.close();
});

test('axe finds nothing on the open cart, location modal and search', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: /^Panier/ }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Choisir : à emporter ou livraison/ }).click();
  await expect(page.getByRole('dialog', { name: 'À emporter ou en livraison ?' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Rechercher un produit' }).click();
  await page.getByRole('combobox', { name: 'Rechercher un produit' }).fill('poul');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing on the checkout steps', async ({ page }) => {
  await page.clock.setFixedTime(openInstant());
  await page.goto('/menu?product=1');
  await page
    .getByRole('dialog', { name: 'Crispy Classic' })
    .getByRole('button', { name: /^Ajouter/ })
    .click();
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-step-type')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page
    .getByTestId('checkout-step-type')
    .getByRole('button', { name: /À emporter/ })
    .click();
  await expect(page.getByTestId('checkout-step-personal')).toBeVisible();
  await page
    .getByTestId('checkout-step-personal')
    .getByRole('button', { name: 'Continuer' })
    .click();
  await expect(page.getByText('Indiquez votre prénom.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds nothing on the payment step, with the card fields and a refused card', async ({
  page,
}) => {
  await pickupUpToPayment(page);
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  const card = page.getByTestId('card-element');
  await card.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
  await card.getByLabel('Date d’expiration').fill('12 / 34');
  await card.getByLabel('Code de sécurité').fill('123');
  expect(await violations(page)).toEqual([]);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-error')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the sign-up name fields say their type and purpose for autocomplete (WCAG 1.3.5)', async ({
  page,
}) => {
  await page.goto('/auth/signup');
  for (const [label, purpose] of [
    ['Prénom', 'given-name'],
    ['Nom', 'family-name'],
  ]) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveAttribute('autocomplete', purpose);
  }
});

test('aria-controls names only panels that are in the page, closed or open', async ({ page }) => {
  /** The ids aria-controls names that no element of the page has. */
  const dangling = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-controls]')]
        .flatMap((element) => element.getAttribute('aria-controls')!.split(/\s+/))
        .filter((id) => !document.getElementById(id)),
    );
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Panier/ })).toBeVisible();
  expect(await dangling()).toEqual([]);
  await page.getByRole('button', { name: /^Panier/ }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
  expect(await dangling()).toEqual([]);
  // The open cart's button names it.
  await expect(page.locator('button[aria-expanded="true"][aria-controls]')).toHaveCount(1);
});
