/**
 * The service's switches from the kitchen's tablet (docs/product.md#running-the-day, issue 36):
 * a pause reaches the API and ends by itself on the board at its time, a busy delay, a dish sold
 * out that the public menus answer at once, a closure; each switched back. axe, and screenshots
 * of the service dialog to /tmp/switches-*.png. The API's clock and the board's are set to a
 * weekday lunchtime ahead, so no label crosses midnight whatever the hour the suite runs.
 */
import type { Page } from '@playwright/test';
import { apiClockAhead } from './support/api-control';
import { violations } from './support/axe';
import { E2E } from './support/env';
import { expect, openInstant, test } from './support/fixtures';
import { signInToKitchen, staffCall } from './support/kitchen';

const TABLET = { width: 1024, height: 768 };
const DISH = 'Crispy Classic';

interface StaffSwitches {
  pause: { until: string | null; set_by: string } | null;
  delay: { minutes: number; until: string } | null;
  sold_out: { kind: string; id: number }[];
  closures: { from: string; to: string; message: string }[];
}

/** The switches as the API answers them now, through the storefront's proxy. */
const switches = (token: string) => staffCall<StaffSwitches>('/switches', { token });

/** The dish as every diner's menu answers it now. */
async function publicDish(name: string) {
  const res = await fetch(`${E2E.siteUrl}/v2/public/menus`, { cache: 'no-store' });
  const body = (await res.json()) as {
    payload: {
      categories: {
        items: { item_id: number; item_name: string; item_sold_out?: boolean }[];
      }[];
    }[];
  };
  const item = body.payload
    .flatMap((menu) => menu.categories.flatMap((category) => category.items))
    .find((entry) => entry.item_name === name);
  if (!item) throw new Error(`${name} absent des menus`);
  return item;
}

/** « 20 h 15 » as the board writes an instant in Paris. */
const parisTime = (iso: string) => {
  const [hour, minute] = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Paris',
  })
    .format(new Date(iso))
    .split(':');
  return minute === '00' ? `${Number(hour)} h` : `${Number(hour)} h ${minute}`;
};

test('the kitchen pauses, adds delay, sells out a dish and closes, then switches back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: TABLET,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'true'));
  // Both clocks at 12:30 or 13:30 in Grenoble on a weekday ahead; the board's then runs on its
  // own past a pause's end.
  const at = openInstant();
  await apiClockAhead(at.getTime() - Date.now());
  await page.clock.install({ time: at });
  try {
    await runTheDay(page, await signInToKitchen(page), at);
  } finally {
    // A failed try leaves the next one an open kitchen on the real clock (the clock first).
    await apiClockAhead(0);
    await staffCall('/switches/pause', { method: 'DELETE' });
    await staffCall('/switches/delay', { method: 'DELETE' });
    await context.close();
  }
});

async function runTheDay(page: Page, token: string, at: Date) {
  const bar = page.getByRole('region', { name: 'État du service' });
  await expect(bar).toContainText('Commandes ouvertes');

  // Pause: two taps, the API holds it and says who.
  await bar.getByRole('button', { name: /^Service/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Service' });
  await dialog.getByRole('button', { name: 'Pause de 30 minutes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Commandes en pause.');
  const paused = await switches(token);
  expect(paused.pause?.set_by).toMatch(/^staff:\d+$/);
  const until = paused.pause?.until ?? '';
  expect(Date.parse(until) - at.getTime()).toBeGreaterThan(29 * 60_000);
  await expect(bar).toContainText(`Commandes en pause jusqu’à ${parisTime(until)}`);
  await expect(dialog).toContainText(/par le compte n° \d+ à \d+\sh/);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/switches-pause.png' });

  // Busy: +20 min for 2 h.
  await dialog.getByRole('button', { name: '2 h', exact: true }).click();
  await dialog.getByRole('button', { name: 'Ajouter 20 minutes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Délai ajouté.');
  const busy = await switches(token);
  expect(busy.delay?.minutes).toBe(20);
  expect(Date.parse(busy.delay?.until ?? '') - at.getTime()).toBeGreaterThan(119 * 60_000);
  await expect(bar).toContainText(`+20 min jusqu’à ${parisTime(busy.delay?.until ?? '')}`);

  // Reopened, and the delay taken off.
  await dialog.getByRole('button', { name: 'Reprendre les commandes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Commandes reprises.');
  await dialog.getByRole('button', { name: 'Retirer le délai' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Délai retiré.');
  expect(await switches(token)).toMatchObject({ pause: null, delay: null });

  // A dish sold out: the public menus say so at once, without a rebuild.
  const dish = await publicDish(DISH);
  expect(dish.item_sold_out ?? false).toBe(false);
  await dialog.getByRole('tab', { name: 'Épuisés' }).click();
  await dialog.getByLabel('Rechercher un plat ou un choix').fill('crispy clas');
  await dialog.getByRole('button', { name: `Épuisé : ${DISH}` }).click();
  await expect(dialog.getByRole('button', { name: `Épuisé : ${DISH}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const now = dialog.getByRole('region', { name: 'Épuisés en ce moment' });
  await expect(now).toContainText(DISH);
  await expect(bar).toContainText('1 épuisé');
  expect((await switches(token)).sold_out).toEqual([
    expect.objectContaining({ kind: 'item', id: dish.item_id }),
  ]);
  expect((await publicDish(DISH)).item_sold_out).toBe(true);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/switches-sold-out.png' });
  await now.getByRole('button', { name: `Remettre en vente : ${DISH}` }).click();
  await expect(dialog.getByText('Rien n’est épuisé.')).toBeVisible();
  expect((await publicDish(DISH)).item_sold_out ?? false).toBe(false);

  // A closure two months ahead, its message written from the dates.
  const day = (days: number) =>
    new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByRole('tab', { name: 'Fermetures et horaires' }).click();
  const form = dialog.getByRole('form', { name: 'Ajouter une fermeture' });
  await form.getByLabel('Du', { exact: true }).fill(day(60));
  await form.getByLabel('Au', { exact: true }).fill(day(70));
  await expect(form.getByLabel('Message affiché aux clients')).toHaveValue(
    /^Fermé pour congés du \d+(er)?( \p{L}+)? au \d+(er)? \p{L}+$/u,
  );
  await form.getByRole('button', { name: 'Ajouter la fermeture' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Fermeture ajoutée.');
  expect((await switches(token)).closures).toEqual([
    expect.objectContaining({ from: day(60), to: day(70) }),
  ]);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/switches-closures.png' });
  await dialog.getByRole('button', { name: /^Supprimer la fermeture/ }).click();
  await expect(dialog.getByText('Aucune fermeture prévue.')).toBeVisible();
  expect((await switches(token)).closures).toEqual([]);

  // A 15-minute pause ends by itself on the board at its time.
  await dialog.getByRole('tab', { name: 'Pause et délai' }).click();
  await dialog.getByRole('button', { name: 'Pause de 15 minutes' }).click();
  await expect(bar).toContainText('Commandes en pause jusqu’à');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: '/tmp/switches-bar.png' });
  await page.clock.fastForward('15:01');
  await expect(bar).toContainText('Commandes ouvertes');
  // The API's clock has not moved past it: the pause comes off there in the caller's finally.
}
