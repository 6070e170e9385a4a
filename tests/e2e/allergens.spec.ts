import { E2E } from './support/env';
import { violations } from './support/axe';
import { chooseType, fillPersonal, mailsTo, scheduleLater } from './support/checkout-steps';
import { expect, openInstant, seededItems, test } from './support/fixtures';
import { menusResponseSchema } from '@/lib/api/schemas';

// The diner-facing allergen information (docs/product.md#allergen-ui, docs/adr/0039), on a phone.

/** Every card of the menu page as the API serves it (a dish may be in two menus). */
async function seededCards() {
  const res = await fetch(`${E2E.apiRoot}/v2/public/menus`);
  const menus = menusResponseSchema.parse(await res.json()).payload;
  return menus.flatMap((m) => m.categories.flatMap((c) => c.items));
}

test('a diner avoiding gluten: its dishes hidden, traces marked, remembered, in search too', async ({
  page,
}) => {
  const cards = await seededCards();
  const withGluten = cards.filter((item) => item.allergens?.includes('gluten')).length;
  const traced = cards.find(
    (item) => !item.allergens?.includes('gluten') && item.may_contain?.includes('gluten'),
  )!;
  expect(withGluten).toBeGreaterThan(0);
  expect(traced).toBeDefined();

  await page.goto('/menu');
  const crispy = page.locator('[data-testid="item-card"][data-item-id="1"]').first();
  await expect(crispy).toBeVisible();
  await expect(crispy.getByText('Infos allergènes')).toBeVisible();
  await page.getByRole('button', { name: 'Allergies ?' }).click();
  const chips = page.getByRole('group', { name: 'Masquer les plats contenant :' });
  await expect(chips).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await chips.getByRole('button', { name: 'Gluten' }).click();
  await expect(chips.getByRole('button', { name: 'Gluten' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(crispy).toBeHidden();
  const tracedCard = page.locator(`[data-testid="item-card"][data-item-id="${traced.item_id}"]`);
  await expect(tracedCard.first().getByText('Traces possibles')).toBeVisible();
  await expect(page.getByTestId('allergen-filter-status').first()).toHaveText(
    `${withGluten} plats masqués par votre filtre allergènes.`,
  );
  expect(await violations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('button', { name: '1 allergène masqué' })).toBeVisible();
  await expect(crispy).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('comptoir-allergens'))).toBe('["gluten"]');

  await page.getByRole('button', { name: 'Rechercher un produit' }).click();
  await page.getByRole('combobox', { name: 'Rechercher un produit' }).fill('crispy');
  const search = page.getByRole('dialog');
  await expect(search.getByTestId('allergen-filter-status')).toContainText('masqué');
  await expect(search.getByRole('option', { name: /^Crispy Classic/ })).toHaveCount(0);
});

test('the item sheet lists the allergens and the meat before « Ajouter », options marked', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('comptoir-allergens', '["celeri"]'));
  await page.goto('/menu?product=1');
  const dialog = page.getByRole('dialog', { name: 'Crispy Classic' });
  const facts = dialog.getByTestId('item-allergens');
  await expect(facts).toContainText('Contient : Gluten, Œufs, Lait, Moutarde, Sésame');
  await expect(facts).toContainText('Poulet — Origine : France');
  const add = dialog.getByRole('button', { name: /^Ajouter/ });
  const before = await facts.evaluate(
    (node, button) => !!(node.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await add.elementHandle(),
  );
  expect(before).toBe(true);
  const barbecue = dialog.getByRole('checkbox', { name: 'Barbecue fumée' });
  await expect(barbecue).toHaveAccessibleDescription(/contient ce que vous évitez/);
  await expect(barbecue).toHaveAccessibleDescription(/\+ Céleri, Sulfites/);
  await expect(dialog.getByRole('checkbox', { name: 'Ketchup' })).not.toHaveAttribute(
    'aria-describedby',
  );
  expect(await violations(page)).toEqual([]);
});

test('checkout: each line’s allergens and the link before « Commander »; the mail repeats them with VAT by rate', async ({
  page,
}) => {
  const email = `allergenes.${Date.now()}@example.fr`;
  await page.clock.setFixedTime(openInstant());
  await page.goto('/menu?product=1');
  const crispy = page.getByRole('dialog', { name: 'Crispy Classic' });
  await crispy.getByRole('checkbox', { name: 'Barbecue fumée' }).check();
  await crispy.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(crispy).toBeHidden();
  await page.goto('/menu?product=33');
  const coca = page.getByRole('dialog', { name: 'Coca-Cola 33 cl' });
  await coca.getByRole('button', { name: /^Ajouter/ }).click();
  await expect(coca).toBeHidden();

  await page.getByRole('button', { name: /^Panier/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(cart.getByTestId('line-allergens').first()).toContainText(
    'Contient : Gluten, Œufs, Lait, Céleri, Moutarde, Sésame, Sulfites',
  );
  await expect(cart.getByRole('link', { name: 'Allergènes et origine des viandes' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  await fillPersonal(page, email);
  await scheduleLater(page);
  const lines = page.getByTestId('checkout-lines').getByTestId('line-allergens');
  await expect(lines.nth(0)).toHaveText(
    'Contient : Gluten, Œufs, Lait, Céleri, Moutarde, Sésame, Sulfites',
  );
  await expect(lines.nth(1)).toHaveText('Contient : aucun des 14 allergènes majeurs');
  const link = page
    .getByTestId('checkout-step-payment')
    .getByRole('link', { name: 'Allergènes et origine des viandes' });
  await expect(link).toBeVisible();
  const order = page.getByTestId('place-order');
  expect((await link.boundingBox())!.y).toBeLessThan((await order.boundingBox())!.y);

  await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
  await order.click();
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  const [mail] = await mailsTo(E2E.apiRoot, email);
  expect(mail.text).toContain(
    'Allergènes : gluten, œufs, lait, céleri, moutarde, sésame, sulfites',
  );
  expect(mail.text).toContain('Allergènes : aucun des 14 allergènes majeurs');
  expect(mail.text).toMatch(/TVA 10 % sur \S+ € HT : \S+ €/);
  expect(mail.text).toMatch(/TVA 5,5 % sur \S+ € HT : \S+ €/);
});

test('the allergen page lists every dish, in the footer, plain and /fr; axe finds nothing', async ({
  page,
}) => {
  const items = await seededItems();
  for (const url of ['/allergens', '/fr/allergens']) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Allergènes et origine des viandes',
    );
  }
  for (const item of items) {
    await expect(
      page.getByRole('rowheader', { name: item.item_name, exact: true }).first(),
    ).toBeAttached();
  }
  await expect(
    page.getByRole('rowheader', { name: 'Sauces (2 au choix) : Barbecue fumée' }),
  ).toBeAttached();
  await expect(page.getByText('Dinde — Élevé : Espagne et abattu : France').first()).toBeAttached();
  expect(await violations(page)).toEqual([]);
  await page.goto('/contact');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Allergènes et origine des viandes' })
    .click();
  await expect(page).toHaveURL(/\/allergens$/);
});
