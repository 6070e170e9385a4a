import { messages } from './support/messages';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';

const m = messages.meta;
/** Every route of docs/product.md#route-table with the heading a visitor sees first. */
const ROUTES: [string, string][] = [
  ['/', messages.home.heroTitle],
  ['/menu', messages.menu.title],
  ['/checkout', m.checkout],
  ['/success', m.success],
  ['/auth', m.auth],
  ['/auth/login', m.login],
  ['/auth/forgot', m.forgot],
  ['/auth/signup', m.signup],
  ['/auth/verify', m.verify],
  ['/profile', m.profile],
  ['/profile/ViewOrders', m.orders],
  ['/profile/ViewAccount', m.account],
  ['/profile/ViewProfile', m.profileDetails],
  ['/profile/ViewSecurity', m.security],
  ['/profile/ChangePassword', m.changePassword],
  ['/blog', m.blog],
  ['/about', m.about],
  ['/contact', m.contact],
  ['/allergens', messages.allergensPage.title],
  ['/cookie-policy', m.cookiePolicy],
  ['/privacy-policy', m.privacyPolicy],
  ['/terms-of-service', m.terms],
];

for (const [path, heading] of ROUTES) {
  for (const url of [path, path === '/' ? '/fr' : `/fr${path}`]) {
    test(`${url} answers 200 with its heading and a canonical link to ${path}`, async ({
      page,
    }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      if (path.startsWith('/profile')) {
        // Served like any page, then a signed-out visitor is sent to the log-in, to come back.
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`<h1`);
        expect(html).toContain(`>${heading}</h1>`);
        expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}${path}"/>`);
        await expect(page).toHaveURL(
          `${E2E.siteUrl}/auth/login?redirect=${encodeURIComponent(path)}`,
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.login);
        return;
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${E2E.siteUrl}${path === '/' ? '' : path}`,
      );
      await expect(page).toHaveTitle(/Poulet Grenette/);
    });
  }
}

for (const url of ['/cette-page-nexiste-pas', '/fr/cette-page-nexiste-pas', '/menu/inconnu']) {
  test(`${url} answers 404 with the French 404 page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.notFoundTitle);
    await expect(page.getByText(messages.errors.notFoundText)).toBeVisible();
    await page.getByRole('link', { name: messages.errors.home, exact: true }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/`);
  });
}
