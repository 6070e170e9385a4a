import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { wholeStylesheet } from './support/stylesheets';

// ADR 59: from a page's third answer on, its inlined stylesheet holds only the rules its markup
// uses, and the whole stylesheet is added after the first frame.

const STYLE = /<style data-precedence="next" data-href="([^"]+)">([^]*?)<\/style>/;

/** The page once the storefront has reduced its stylesheet: its rules, and the whole sheets'. */
async function reducedPage(request: APIRequestContext, path: string) {
  let html = '';
  let whole = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        const [, hrefs, inlined] = html.match(STYLE)!;
        whole = await wholeStylesheet(request, hrefs);
        return inlined.length < whole.length * 0.7;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const [, hrefs, inlined] = html.match(STYLE)!;
  return { html, inlined, whole, hrefs: hrefs.split(' ') };
}

for (const path of ['/', '/contact', '/checkout']) {
  test(`${path} without JavaScript looks the same with its rules as with the whole stylesheet`, async ({
    browser,
    request,
  }) => {
    const { inlined, whole } = await reducedPage(request, path);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const shot = async (stylesheet: 'reduced' | 'whole') => {
      await page.unroute(path);
      if (stylesheet === 'whole')
        await page.route(path, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(inlined, () => whole);
          await route.fulfill({ response, body });
        });
      await page.goto(path, { waitUntil: 'load' });
      // The fonts and pictures in: the same bytes either way.
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
      return page.screenshot({ fullPage: true, animations: 'disabled' });
    };
    const reduced = await shot('reduced');
    expect(await page.content()).not.toContain(whole.slice(-300));
    expect((await shot('whole')).equals(reduced)).toBe(true);
    await context.close();
  });
}

test('the whole stylesheet arrives after the first frame, for what the page draws later', async ({
  browser,
  request,
}) => {
  // A first visit: the cookie notice, drawn on the client, is open.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { inlined, hrefs } = await reducedPage(request, '/');
  // The cookie notice is drawn on the client: its shadow is not among the first rules.
  expect(inlined).not.toContain('.shadow-2xl{');
  await page.goto('/');
  for (const href of hrefs)
    await expect(page.locator(`head > link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  const notice = page.getByRole('dialog', { name: 'Consentement aux cookies' });
  await expect(notice).toBeVisible();
  await expect
    .poll(() => notice.evaluate((element) => getComputedStyle(element).boxShadow))
    .not.toBe('none');
  // Nothing refused by the page's policy, and nothing moved by the rules' arrival.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(notice).toBeVisible();
  for (const href of hrefs)
    await expect(page.locator(`head > link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1_000);
      }),
  );
  expect(shifted).toBeLessThanOrEqual(0.02);
  expect(errors).toEqual([]);
  await context.close();
});
