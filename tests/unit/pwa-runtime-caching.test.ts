import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CACHES,
  CATALOGUE_MESSAGE,
  CATALOGUE_VERSION_HEADER,
  CONNECTION_ONLY,
  LATEST_BUILD_PATH,
  MACHINE_ONLY,
} from '@/lib/pwa/caches';
import { runtimeCaching } from '@/lib/pwa/runtime-caching';

const ORIGIN = 'https://comptoir.test';
const rules = runtimeCaching('b1');

/** The rule workbox would use for a request: the first that matches, as in `sw.js`. */
function ruleFor(href: string, { mode = 'cors', method = 'GET' } = {}) {
  const url = new URL(href, ORIGIN);
  const request = { mode, method, url: url.href } as unknown as Request;
  return rules.find((rule) => {
    if ((rule.method ?? 'GET') !== method) return false;
    const pattern = rule.urlPattern;
    if (typeof pattern !== 'function') throw new Error('only functions are used');
    return pattern({ url, request, sameOrigin: url.origin === ORIGIN, event: {} as never });
  });
}
const handlerOf = (rule: (typeof rules)[number] | undefined) =>
  rule
    ? `${rule.handler as string}${rule.options?.cacheName ? ` ${rule.options.cacheName}` : ''}`
    : 'network';

describe('what the service worker does with a request', () => {
  it.each([
    ['/builds/latest.json', 'NetworkOnly'],
    ['/healthz', 'NetworkOnly'],
    ['/fr/healthz', 'NetworkOnly'],
    ['/menus.json', `StaleWhileRevalidate ${CACHES.data}`],
    ['/v2/public/settings', `StaleWhileRevalidate ${CACHES.data}`],
    ['/v2/public/menus/', `StaleWhileRevalidate ${CACHES.data}`],
    ['/v2/public/offers', `StaleWhileRevalidate ${CACHES.data}`],
    // A coupon check offline must fail, not repeat a former answer.
    ['/v2/public/offers/BIENVENUE', 'NetworkOnly'],
    ['/v2/recommendations', 'NetworkOnly'],
    ['/v2/public/auth/profile/', 'NetworkOnly'],
    ['/v2/staff/orders', 'NetworkOnly'],
    ['/_next/static/chunks/app/checkout/page-05b4.js', `CacheFirst ${CACHES.static}`],
    ['/_next/static/media/poppins.woff2', `CacheFirst ${CACHES.static}`],
    ['/_next/image?url=%2Fmenu-images%2F1.jpg&w=640&q=75', `StaleWhileRevalidate ${CACHES.images}`],
    ['/images/hero.webp', `StaleWhileRevalidate ${CACHES.images}`],
    // A page's data on a client-side navigation: the network (offline, Next loads the page).
    ['/menu?_rsc=1x2y', 'network'],
    ['https://js.stripe.com/v3', 'network'],
  ])('%s: %s', (path, expected) => {
    expect(handlerOf(ruleFor(path))).toBe(expected);
  });

  it.each([
    ['/', `StaleWhileRevalidate ${CACHES.pages('b1')}`],
    ['/menu?product=12', `StaleWhileRevalidate ${CACHES.pages('b1')}`],
    ['/fr/menu', `StaleWhileRevalidate ${CACHES.pages('b1')}`],
    ['/about', `StaleWhileRevalidate ${CACHES.pages('b1')}`],
    ['/checkout', 'NetworkOnly'],
    ['/fr/checkout', 'NetworkOnly'],
    ['/success?order=1', 'NetworkOnly'],
    ['/auth/login', 'NetworkOnly'],
    ['/profile/ViewOrders', 'NetworkOnly'],
    // The kitchen board is never kept (docs/adr/0045).
    ['/cuisine', 'NetworkOnly'],
    ['/fr/cuisine', 'NetworkOnly'],
    // Opened by hand in a browser, the health check is still never kept.
    ['/healthz', 'NetworkOnly'],
    ['/revalidate', 'NetworkOnly'],
  ])('opening %s: %s', (path, expected) => {
    expect(handlerOf(ruleFor(path, { mode: 'navigate' }))).toBe(expected);
  });

  it('never stores a POST', () => {
    for (const path of [
      '/v2/public/checkout/',
      '/v2/public/offers',
      '/menus.json',
      '/menu',
      '/revalidate',
    ])
      expect(ruleFor(path, { method: 'POST' }), path).toBeUndefined();
    expect(rules.every((rule) => (rule.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('keeps one copy of a page whatever its query: an item link opens the menu offline', async () => {
    const rule = ruleFor('/menu?product=12', { mode: 'navigate' });
    const keyOf = rule?.options?.plugins?.[0]?.cacheKeyWillBeUsed;
    const key = await keyOf!({
      request: new Request(`${ORIGIN}/menu?product=12#x`),
      mode: 'read',
    } as never);
    expect(key).toBe(`${ORIGIN}/menu`);
  });

  it('names the pages cache after the build, so no worker serves another build’s HTML', () => {
    expect(
      handlerOf(runtimeCaching('b2').find((rule) => rule.options?.cacheName?.includes('pages'))),
    ).toBe(`StaleWhileRevalidate ${CACHES.pages('b2')}`);
  });

  it('copies the shared constants faithfully into its literal patterns', () => {
    const text = rules.map((rule) => String(rule.urlPattern)).join('\n');
    expect(text).toContain(JSON.stringify(LATEST_BUILD_PATH));
    expect(text).toContain(CONNECTION_ONLY.source);
    expect(text).toContain(MACHINE_ONLY.source);
    const plugins = String(ruleFor('/menus.json')?.options?.plugins?.[0]?.cacheDidUpdate);
    expect(plugins).toContain(JSON.stringify(CATALOGUE_VERSION_HEADER));
    expect(plugins).toContain(JSON.stringify(CATALOGUE_MESSAGE));
  });
});

describe('a catalogue revalidated by the service worker (docs/adr/0038)', () => {
  const posted: unknown[] = [];
  const page = { postMessage: (data: unknown) => posted.push(data) };
  afterEach(() => {
    posted.length = 0;
    vi.unstubAllGlobals();
  });

  const answer = (version?: number) =>
    new Response('{}', {
      headers: version === undefined ? {} : { [CATALOGUE_VERSION_HEADER]: String(version) },
    });
  async function revalidate(before: Response | undefined, after: Response) {
    vi.stubGlobal('self', { clients: { matchAll: async () => [page, page] } });
    const update = ruleFor('/menus.json')?.options?.plugins?.[0]?.cacheDidUpdate;
    await update!({ oldResponse: before, newResponse: after } as never);
  }

  it.each([
    ['a newer', 5, 6],
    ['an older (a database restored)', 6, 5],
  ])('tells every page when the network gave %s version than the copy kept', async (_c, a, b) => {
    await revalidate(answer(a), answer(b));
    expect(posted).toEqual([
      { type: CATALOGUE_MESSAGE, version: b },
      { type: CATALOGUE_MESSAGE, version: b },
    ]);
  });

  it.each([
    ['the same version', answer(6), answer(6)],
    ['a copy kept without a version', answer(), answer(6)],
    ['no copy kept before', undefined, answer(6)],
    ['an answer without a version', answer(5), answer()],
  ])('says nothing for %s', async (_case, before, after) => {
    await revalidate(before, after);
    expect(posted).toEqual([]);
  });
});
