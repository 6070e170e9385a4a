import { revalidateTags } from './support/catalogue-control';
import { messages } from './support/messages';
import { E2E } from './support/env';
import { expect, euros, seededItems, test } from './support/fixtures';

test('the menu shows every seeded item with its price', async ({ page }) => {
  const items = await seededItems();
  expect(items.length).toBeGreaterThanOrEqual(40);
  await page.goto('/menu');
  for (const item of items) {
    const card = page.locator(`[data-testid="item-card"][data-item-id="${item.item_id}"]`).first();
    await expect(card.getByRole('heading', { name: item.item_name, exact: true })).toBeAttached();
    // Categories far below are rendered only as they come near (content-visibility): scroll there.
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('item-price')).toHaveText(euros(item.item_price.price_pickup), {
      useInnerText: true,
    });
  }
});

test('a card shows its picture beside its text on a phone, above it on a wide screen', async ({
  page,
}) => {
  await page.goto('/menu');
  const card = page.getByTestId('item-card').first();
  // The card's look lives in the stylesheet's components (ADR 57): a class it lost shows here.
  const picture = await card.locator('img').boundingBox();
  const name = await card.getByRole('heading').boundingBox();
  expect(picture && name).toBeTruthy();
  if (page.viewportSize()!.width < 640) {
    expect(picture!.width).toBeCloseTo(112, 0);
    expect(picture!.x + picture!.width).toBeLessThan(name!.x);
  } else {
    expect(picture!.width).toBeGreaterThan(200);
    expect(picture!.y + picture!.height).toBeLessThan(name!.y);
  }
});

test('/menu?product=ID opens that item, and closing it keeps the diner on the menu', async ({
  page,
}) => {
  const [item] = (await seededItems()).filter((i) => i.options.length > 0);
  await page.goto(`/menu?product=${item.item_id}`);
  const dialog = page.getByRole('dialog', { name: item.item_name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(item.item_description)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: item.options[0].name })).toBeVisible();
  await dialog.getByRole('button', { name: messages.menu.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
});

test('a card opens its item and the back button closes it', async ({ page }) => {
  const [item] = await seededItems();
  await page.goto('/menu');
  await page.locator(`[data-testid="item-card"][data-item-id="${item.item_id}"] a`).first().click();
  await expect(page.getByRole('dialog', { name: item.item_name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`product=${item.item_id}`));
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
});

test('an unknown product says so instead of breaking the page', async ({ page }) => {
  await page.goto('/menu?product=999999');
  await expect(page.getByRole('dialog', { name: messages.menu.itemNotFound })).toBeVisible();
});

test('menus that fail their check are refused with a retry, and the retry loads them', async ({
  page,
}) => {
  const [item] = await seededItems();
  // The menus are fetched and checked by a worker: garbage must reach the same French message.
  await page.route('**/menus.json', async (route) => {
    const answer = await (await route.fetch()).json();
    for (const menu of answer.payload) {
      for (const category of menu.categories) {
        for (const listed of category.items) {
          if (listed.item_id === item.item_id) listed.item_price.price_pickup = 'gratuit';
        }
      }
    }
    await route.fulfill({ json: answer });
  });
  await page.goto(`/menu?product=${item.item_id}`);
  const failed = page.getByRole('dialog', { name: messages.menu.itemError });
  await expect(failed).toBeVisible();
  await page.unroute('**/menus.json');
  await failed.getByRole('button', { name: messages.menu.retry }).click();
  await expect(page.getByRole('dialog', { name: item.item_name })).toBeVisible();
});

test('home shows the opening status and the popular items', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('open-status')).toContainText(/Ouvert en ce moment|ouvre/);
  await expect(page.getByRole('heading', { name: messages.home.popularTitle })).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  await page.getByRole('link', { name: messages.home.order }).click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the category bar jumps to a category and follows the scroll, also when reached from home', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: messages.home.order }).click();
  await expect(page).toHaveURL(/\/menu$/);
  const chips = page.getByRole('navigation', { name: messages.menu.categories }).getByRole('link');
  expect(await chips.count()).toBeGreaterThan(3);
  await expect(chips.first()).toHaveAttribute('aria-current', 'true');
  const last = chips.last();
  const target = (await last.getAttribute('href'))!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/menu${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  // Once the page is idle the bar follows: the category in view is the current one, alone.
  await expect(last).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-category][aria-current="true"]')).toHaveCount(1);
  await chips.first().click();
  await expect(chips.first()).toHaveAttribute('aria-current', 'true');
  await expect(last).not.toHaveAttribute('aria-current', 'true');
});

test('a popular item opens on the menu at its top; a card deep in the menu keeps its place', async ({
  page,
}) => {
  await page.goto('/');
  const popular = page.getByTestId('item-card').last();
  await popular.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await popular.getByRole('link').click();
  await expect(page).toHaveURL(/\/menu\?product=\d+/);
  await expect(page.getByRole('dialog')).toBeVisible();
  // Behind the dialog, the menu shows from its beginning, not at the home page's offset.
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toBeInViewport();

  await page.goto('/menu');
  const far = page.getByTestId('item-card').nth(12);
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await far.getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await dialog.getByRole('button', { name: messages.menu.close }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/menu$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('items and categories covered by an automatic offer wear its badge', async ({ page }) => {
  // The offers of this hour: some hold on one weekday or in the evening only, and a spec before
  // may have had the page rendered under the API's clock moved ahead. The storefront reads them
  // again, as the back office makes it when offers change; the page is at most a minute stale.
  await revalidateTags(['offers']);
  const offers = (await (await fetch(`${E2E.apiRoot}/v2/public/offers`)).json()).payload as {
    is_active: boolean;
    items: number[];
    categories: number[];
  }[];
  const items = await seededItems();
  const covered = items.filter((item) =>
    offers.some(
      (o) =>
        o.is_active &&
        (o.items.length > 0
          ? o.items.includes(item.item_id)
          : o.categories.includes(item.item_category_id)),
    ),
  );
  expect(covered.length).toBeGreaterThan(0);
  await expect(async () => {
    await page.goto('/menu');
    for (const item of covered) {
      const card = page
        .locator(`[data-testid="item-card"][data-item-id="${item.item_id}"]`)
        .first();
      await expect(card.getByTestId('offer-badge')).toBeVisible({ timeout: 1_000 });
    }
  }).toPass({ timeout: 20_000 });
  const plain = items.find((item) => !covered.includes(item))!;
  await expect(
    page
      .locator(`[data-testid="item-card"][data-item-id="${plain.item_id}"]`)
      .first()
      .getByTestId('offer-badge'),
  ).toHaveCount(0);
  await expect(page.getByTestId('category-offers').first()).toBeVisible();
});
