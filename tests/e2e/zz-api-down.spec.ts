import { startApiAgain, stopApi } from './support/api-control';
import { expect, seededItems, test } from './support/fixtures';

// Runs last (file order, one worker): it stops the API, then starts it again.
test.describe.configure({ mode: 'serial' });

test('pages are still served, with the menu, while the API is stopped', async ({
  page,
  request,
}) => {
  const [item] = await seededItems();
  await stopApi();
  try {
    for (const path of ['/', '/menu', '/contact', '/fr/menu', '/privacy-policy']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/menu');
    await expect(
      page.getByRole('heading', { name: item.item_name, exact: true }).first(),
    ).toBeVisible();
    const proxied = await request.get('/v2/public/settings');
    expect(proxied.status()).toBe(502);
    expect((await proxied.json()).data.message).toMatch(/indisponible/);
  } finally {
    await startApiAgain();
  }
});
