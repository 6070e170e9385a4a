import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E } from './support/env';
import { expect, openInstant, test } from './support/fixtures';
import {
  addCrispy,
  chooseType,
  fillPersonal,
  mailsTo,
  payByCard,
  scheduleLater,
} from './support/checkout-steps';

// The security headers (docs/adr/0021-security-headers.md) as the built storefront
// sends them, and pages that run under them without a single violation.

/** Every route of docs/product.md#route-table (tests/e2e/routes.spec.ts lists their headings). */
const ROUTES = [
  '/',
  '/menu',
  '/checkout',
  '/success',
  '/auth',
  '/auth/login',
  '/auth/forgot',
  '/auth/signup',
  '/auth/verify',
  '/profile',
  '/profile/ViewOrders',
  '/profile/ViewAccount',
  '/profile/ViewProfile',
  '/profile/ViewSecurity',
  '/profile/ChangePassword',
  '/blog',
  '/about',
  '/contact',
  '/cookie-policy',
  '/privacy-policy',
  '/terms-of-service',
];
const NOT_FOUND = ['/cette-page-nexiste-pas', '/fr/cette-page-nexiste-pas', '/menu/inconnu'];
/** The offline fallback the service worker keeps (next.config.ts): a page of its own. */
const SHELL = ['/~offline'];

const STRIPE_JS = 'https://js.stripe.com https://*.js.stripe.com';
/** The pages' policy around its script-src, as written by hand in the ADR. */
const BEFORE_SCRIPTS = "default-src 'self'; script-src 'self' ";
const AFTER_SCRIPTS =
  `${STRIPE_JS}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; ` +
  "connect-src 'self' https://api.stripe.com; " +
  `frame-src ${STRIPE_JS} https://hooks.stripe.com; worker-src 'self'; object-src 'none'; ` +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const PERMISSIONS =
  'geolocation=(self), payment=(self "https://js.stripe.com" "https://*.js.stripe.com"), ' +
  'camera=(), microphone=(), display-capture=(), usb=(), serial=(), hid=(), midi=(), ' +
  'accelerometer=(), gyroscope=(), magnetometer=(), xr-spatial-tracking=()';
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What the browser hashes for each inline script of `html` (classic scripts, as Next writes them;
 * a JSON-LD block is data the browser never runs, ADR 25).
 */
function inlineScripts(html: string): string[] {
  const runnable =
    /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(runnable)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

const PAGES = ROUTES.flatMap((p) => [p, p === '/' ? '/fr' : `/fr${p}`]);
for (const path of [...PAGES, ...SHELL, ...NOT_FOUND]) {
  test(`${path}: CSP with the hashes of its inline scripts, nosniff, referrer, permissions, COOP, CORP`, async ({
    request,
  }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(NOT_FOUND.includes(path) ? 404 : 200);
    const headers = res.headers();
    const html = await res.text();
    const hashes = [...new Set(inlineScripts(html))];
    expect(hashes.length, 'Next writes the page’s data in inline scripts').toBeGreaterThan(0);
    expect(headers['content-security-policy']).toBe(
      `${BEFORE_SCRIPTS}${hashes.join(' ')} ${AFTER_SCRIPTS}`,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    // The E2E site is http://127.0.0.1: no HSTS (unit-tested for an https SITE_URL).
    expect(headers['strict-transport-security']).toBeUndefined();
  });
}

test('the /v2 proxy, the service worker and the build’s files carry theirs', async ({
  request,
}) => {
  const api = await request.get('/v2/public/settings');
  expect(api.status()).toBe(200);
  expect(api.headers()['content-security-policy']).toBe(JSON_POLICY);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-security-policy']).toBe(
    `default-src 'self'; connect-src 'self' ${STRIPE_JS} https://api.stripe.com`,
  );

  // A script of the build, served precompressed before Next sees the request (ADR 15).
  const home = await (await request.get('/')).text();
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
  expect(chunk).toBeTruthy();
  const script = await request.get(chunk!, { headers: { 'accept-encoding': 'br' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');

  for (const path of ['/manifest.webmanifest', '/robots.txt', '/icons/favicon.svg']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

/**
 * Every CSP or Permissions-Policy complaint of the page, across its navigations: the documents'
 * `securitypolicyviolation` events and what the console says.
 */
async function watchViolations(page: Page) {
  const seen = { events: [] as string[], console: [] as string[] };
  await page.exposeBinding('__reportViolation', (_source, text: string) => seen.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/content.security.policy|permissions.policy/i.test(message.text()))
      seen.console.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

const NOON = openInstant();

test('home, menu, item sheet, card checkout and /success run with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.clock.setFixedTime(NOON);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The item sheet opens from the page's data (inline scripts) once hydrated.
  await addCrispy(page);
  await page.goto('/checkout');
  await chooseType(page, 'À emporter');
  const email = `csp.${Date.now()}@example.fr`;
  await fillPersonal(page, email);
  await scheduleLater(page);
  // Stripe.js (the fake, from js.stripe.com through the service worker) and its frames' hosts.
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/success\?order=\d+/);
  await expect.poll(async () => (await mailsTo(E2E.apiRoot, email)).length).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual({ events: [], console: [] });

  // The policy does bite: an inline script slipped into the page does not run.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.events)
    .toEqual(['script-src-elem blocked inline on /success']);
  expect(violations.console).toEqual([
    expect.stringMatching(/^error: Executing inline script violates .*Content Security Policy/),
  ]);
});

test('a signed-in account page runs with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const email = `csp.compte.${Date.now()}@example.fr`;
  const signup = await fetch(`${E2E.apiRoot}/v2/public/auth/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Inès',
      last_name: 'Garnier',
      phone: '0611223344',
      email,
      password: 'un-secret-solide',
    }),
  });
  expect(signup.status).toBe(200);
  let code = '';
  await expect
    .poll(
      async () =>
        (code = /\b(\d{6})\b/.exec((await mailsTo(E2E.apiRoot, email))[0]?.text ?? '')?.[1] ?? ''),
    )
    .not.toBe('');
  const verified = await fetch(
    `${E2E.apiRoot}/v2/public/auth/verify-otp/?${new URLSearchParams({ email, otp: code })}`,
  );
  expect(verified.status).toBe(200);
  const session = await verified.json();
  const saved = JSON.stringify({ state: { session, redirect: null }, version: 1 });
  await page.addInitScript((value) => window.localStorage.setItem('comptoir-auth', value), saved);

  await page.goto('/profile/ViewAccount');
  await expect(page).toHaveURL(/\/profile\/ViewAccount$/);
  await expect(page.locator('#email')).toHaveValue(email);
  expect(violations).toEqual({ events: [], console: [] });
});
