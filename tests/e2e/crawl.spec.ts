import type { APIResponse } from '@playwright/test';
import { E2E } from './support/env';
import { expect, seededItems, test } from './support/fixtures';

// What crawlers and link previews read (docs/product.md#found-by-search-engines), and the small
// things a careful site gets right: the favicon, public/ cached by content, compressed JSON
// (docs/adr/0040-public-files-by-content-and-the-apis-json-compressed.md).

/** The content of each `<meta property|name="…">` of the page, by its name. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const name = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (name && content !== undefined) tags[name] = content.replace(/&amp;/g, '&');
  }
  return tags;
}

async function fetched(res: APIResponse, type: RegExp) {
  expect(res.status(), res.url()).toBe(200);
  expect(res.headers()['content-type'], res.url()).toMatch(type);
  return res.body();
}

test('a shared dish link carries the dish’s picture, name and absolute URLs', async ({
  request,
}) => {
  const item = (await seededItems()).find((i) => i.item_id === 1)!;
  const res = await request.get(`/menu?product=${item.item_id}`);
  expect(res.status()).toBe(200);
  // A page kept and revalidated as /menu is, not rendered for each visit.
  expect(res.headers()['cache-control']).toMatch(/s-maxage=60\b/);
  const meta = metaTags(await res.text());
  const picture = `${E2E.siteUrl}${item.item_image}`;
  expect(meta).toMatchObject({
    'og:url': `${E2E.siteUrl}/menu?product=1`,
    'og:title': 'Crispy Classic',
    'og:description': item.item_description,
    'og:image': picture,
    'og:image:width': '1600',
    'og:image:height': '900',
    'og:image:alt': 'Crispy Classic',
    'og:type': 'website',
    'og:locale': 'fr_FR',
    'og:site_name': 'Poulet Grenette',
    'twitter:card': 'summary_large_image',
    'twitter:image': picture,
  });
  // The same page under /fr (ADR 1), canonical unprefixed.
  const fr = metaTags(await (await request.get(`/fr/menu?product=${item.item_id}`)).text());
  expect([fr['og:url'], fr['og:image']]).toEqual([`${E2E.siteUrl}/menu?product=1`, picture]);
  const image = await fetched(await request.get(picture), /^image\/webp/);
  expect(image.length).toBeGreaterThan(1000);
});

test('every public page has a preview picture and its own absolute URL', async ({ request }) => {
  for (const path of [
    '/',
    '/menu',
    '/contact',
    '/about',
    '/cookie-policy',
    '/privacy-policy',
    '/terms-of-service',
  ]) {
    const meta = metaTags(await (await request.get(path)).text());
    const url = `${E2E.siteUrl}${path === '/' ? '' : path}`;
    expect([path, meta['og:url']]).toEqual([path, url]);
    expect([path, meta['og:image']]).toEqual([path, `${E2E.siteUrl}/images/preview.jpg`]);
    expect([path, meta['twitter:image']]).toEqual([path, `${E2E.siteUrl}/images/preview.jpg`]);
    expect([path, meta['twitter:card']]).toEqual([path, 'summary_large_image']);
  }
  const picture = await fetched(await request.get('/images/preview.jpg'), /^image\/jpeg/);
  // 1200 × 630, as the JPEG's start of frame (baseline or progressive) says: height, width.
  const frame = picture.findIndex(
    (byte, i) => byte === 0xff && [0xc0, 0xc2].includes(picture[i + 1]),
  );
  expect([picture.readUInt16BE(frame + 5), picture.readUInt16BE(frame + 7)]).toEqual([630, 1200]);
});

test('a dish link opens the dish on the menu; an unknown one says it is gone', async ({ page }) => {
  await page.goto('/menu?product=1');
  await expect(page.getByRole('dialog', { name: 'Crispy Classic' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/menu?product=987654');
  await expect(page).toHaveURL(/\/menu\?product=987654&absent=1$/);
  await expect(
    page.getByRole('dialog', { name: 'Ce produit n’existe plus à la carte.' }),
  ).toBeVisible();
});

const NOINDEX = ['/checkout', '/success', '/auth', '/auth/login', '/profile'];

test('robots.txt lets crawlers read the pages that say noindex', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map(([, path]) => path.trim());
  expect(disallowed.sort()).toEqual(['/fr/', '/healthz', '/revalidate', '/v2/']);
  expect(text).toContain(`Sitemap: ${E2E.siteUrl}/sitemap.xml`);
  for (const path of NOINDEX) {
    const meta = metaTags(await (await request.get(path)).text());
    expect([path, meta.robots]).toEqual([path, 'noindex, follow']);
  }
});

test('/favicon.ico is an icon', async ({ request }) => {
  const icon = await fetched(
    await request.get('/favicon.ico'),
    /^image\/(x-icon|vnd\.microsoft\.icon)/,
  );
  // An ICO header: reserved 0, type 1, then at least one image.
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
  expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
  expect(icon.length).toBeLessThan(20_000);
});

test('public/ pictures and icons are cached by content, then revalidated to a 304', async ({
  request,
}) => {
  for (const path of [
    '/images/hero.webp',
    '/icons/icon-192.png',
    '/favicon.ico',
    '/menu-images/burger-crispy-classic.webp',
  ]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const { etag, 'cache-control': cacheControl } = first.headers();
    expect([path, cacheControl]).toEqual([path, 'public, max-age=86400']);
    expect(etag, path).toMatch(/^"[\w-]{27}"$/);
    const again = await request.get(path, { headers: { 'if-none-match': etag } });
    expect([path, again.status()]).toEqual([path, 304]);
    expect(again.headers().etag).toBe(etag);
    expect((await again.body()).length).toBe(0);
  }
});

test('the API’s JSON reaches the browser compressed; account answers are never stored', async ({
  request,
}) => {
  for (const encoding of ['br', 'gzip']) {
    const res = await request.get('/v2/public/menus', { headers: { 'accept-encoding': encoding } });
    expect(res.status()).toBe(200);
    expect([encoding, res.headers()['content-encoding']]).toEqual([encoding, encoding]);
    expect((await res.json()).status).toBe('success');
  }
  const plain = await request.get('/v2/public/menus', {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBeGreaterThan(30_000);

  const account = await request.get('/v2/public/auth/inconnu');
  expect(account.status()).toBe(404);
  expect(account.headers()['cache-control']).toBe('no-store');
});
