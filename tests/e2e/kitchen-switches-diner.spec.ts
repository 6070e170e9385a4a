/**
 * What the diner sees of the kitchen's switches (issue 36, docs/product.md#running-the-day),
 * flipped through the storefront's proxy with the kitchen's account as the board does: a pause
 * on the home page, the menu and the checkout, gone by itself when the browser's clock passes its
 * end; a dish sold out greyed on the next menu page and flagged in a cart that holds it; a
 * closure moving « commandez pour … » to the next open day. The API keeps its real clock: the
 * pause is set at the real now, the browser's clock starts there. Every switch is undone in
 * `finally` (the E2E database is shared). Phone screenshots to /tmp/switches-*.png.
 */
import { clockTime } from '@/lib/domain/availability';
import { apiClockAhead } from './support/api-control';
import { violations } from './support/axe';
import { addCrispy, chooseType, fillPersonal } from './support/checkout-steps';
import { E2E } from './support/env';
import { staffCall } from './support/kitchen';
import { expect, openInstant, test } from './support/fixtures';

const CRISPY = 1;

/** A call of the kitchen's, through the storefront as the board makes it. */
test('a pause shows on the home page, the menu and the checkout, and ends by itself', async ({
  page,
}) => {
  // Three pages, their screenshots and axe: 27 s before the last steps on a busy CI machine.
  test.setTimeout(90_000);
  const now = new Date();
  await page.clock.install({ time: now });
  try {
    const { pause } = await staffCall<{ pause: { until: string } }>('/switches/pause', {
      method: 'POST',
      body: { minutes: 15 },
    });
    const until = new Date(pause.until);
    const time = clockTime(until, 'Europe/Paris');
    const words = `Nous ne prenons plus de commandes pour le moment — reprise vers ${time}`;

    await page.goto('/');
    const home = page.getByTestId('kitchen-paused');
    await expect(home).toContainText(words);
    await home.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/switches-pause-home.png' });

    await page.goto('/menu');
    await expect(page.getByTestId('kitchen-paused')).toContainText(words);
    await page.screenshot({ path: '/tmp/switches-pause-menu.png' });

    await addCrispy(page, 1);
    await page.goto('/checkout?tab=delivery');
    const checkout = page.getByTestId('kitchen-paused');
    await expect(checkout).toContainText(words);
    await expect(checkout).toContainText('Votre panier et vos coordonnées sont conservés');
    await page.screenshot({ path: '/tmp/switches-pause-checkout.png', fullPage: true });
    expect(await violations(page)).toEqual([]);

    // No « dès que possible » during the pause: only slots from its end (the API's own refusal
    // of an order for now is tests/api/kitchen-switches.test.ts's); the public read says so.
    await expect(page.getByRole('radio', { name: 'Dès que possible' })).toHaveCount(0);
    const kitchen = await (await fetch(`${E2E.siteUrl}/v2/public/kitchen`)).json();
    expect(kitchen).toMatchObject({ pause: { until: pause.until } });

    // The browser's clock passes the end: the notice goes, no reload.
    await page.clock.runFor(until.getTime() - Date.now() + 61_000);
    await expect(page.getByTestId('kitchen-paused')).toHaveCount(0);
  } finally {
    await staffCall('/switches/pause', { method: 'DELETE' });
  }
});

test('an order sent from a page opened before the pause is refused in French, the cart kept', async ({
  page,
}) => {
  // The API's clock and the browser's at a weekday lunchtime ahead: « dès que possible » is open.
  const at = openInstant();
  await apiClockAhead(at.getTime() - Date.now());
  await page.clock.setFixedTime(at);
  try {
    await addCrispy(page, 1);
    await page.goto('/checkout');
    await chooseType(page, 'À emporter');
    await fillPersonal(page);
    const when = page.getByTestId('checkout-step-delivery');
    await when.getByRole('radio', { name: 'Dès que possible' }).check();
    await when.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('checkout-step-payment')).toBeVisible();

    // Meanwhile the kitchen pauses; this page read the switches before.
    const { pause } = await staffCall<{ pause: { until: string } }>('/switches/pause', {
      method: 'POST',
      body: { minutes: 15 },
    });
    const time = clockTime(new Date(pause.until), 'Europe/Paris');
    await page.getByRole('radio', { name: 'Espèces au retrait' }).check();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toContainText(
      `Nous ne prenons plus de commandes pour le moment — reprise vers ${time}.`,
    );
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('button', { name: /^Panier, 1 article/ }).first()).toBeVisible();
  } finally {
    await staffCall('/switches/pause', { method: 'DELETE' });
    await apiClockAhead(0);
  }
});

test('a dish sold out is greyed on the next menu page, and a cart holding it flags it', async ({
  page,
}) => {
  await page.clock.setFixedTime(openInstant());
  await addCrispy(page, 1);
  try {
    await staffCall('/switches/sold-out', {
      method: 'POST',
      body: { kind: 'item', id: CRISPY, until: 'switched_back' },
    });
    // The proxy revalidated the menus' pages: a reload or two, well within the 60 s of ISR.
    const card = page.getByRole('listitem').filter({ hasText: 'Crispy Classic' }).first();
    await expect(async () => {
      await page.goto('/menu');
      await expect(card).toContainText('Épuisé', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Panier/ })
      .first()
      .click();
    await expect(page.getByTestId('cart-line-sold-out')).toHaveText(
      'Épuisé pour le moment : retirez cet article pour commander.',
    );
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.screenshot({ path: '/tmp/switches-sold-out-cart.png' });
  } finally {
    await staffCall(`/switches/sold-out/item/${CRISPY}`, { method: 'DELETE' });
  }
});

test('a closure moves « commandez pour … » to the next open day', async ({ page }) => {
  // A Monday to Thursday morning ahead, before the menus open, the next day open as well.
  const day = openInstant();
  while (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(6, 0); // 7:00 or 8:00 in Grenoble
  const date = day.toISOString().slice(0, 10);
  await page.clock.setFixedTime(day);

  await page.goto(`/menu?product=${CRISPY}`);
  const sheet = page.getByRole('dialog', { name: 'Crispy Classic' });
  await expect(sheet).toContainText(/commandez pour aujourd’hui/);
  try {
    await staffCall('/switches/closures', {
      method: 'POST',
      body: { from: date, to: date, message: 'Fermé pour inventaire' },
    });
    await page.goto(`/menu?product=${CRISPY}`);
    await expect(sheet).toContainText(/commandez pour demain/);
    await page.screenshot({ path: '/tmp/switches-closure-sheet.png' });
    await page.goto('/');
    const notice = page.getByTestId('kitchen-closure');
    await expect(notice).toContainText('Fermeture exceptionnelle le');
    await expect(notice).toContainText('Fermé pour inventaire');
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/switches-closure-home.png' });
  } finally {
    await staffCall(`/switches/closures/${date}`, { method: 'DELETE' });
  }
});
