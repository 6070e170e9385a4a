import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChunkGroupLike,
  precacheShell,
  publicShellEntries,
  SHELL_PUBLIC,
  shellFiles,
} from '@/lib/pwa/precache-shell';
import { keptResources } from '@/lib/pwa/offline-cache';

/** A chunk group of webpack's graph: its chunks' files, and the groups it loads on demand. */
const group = (
  files: string[],
  children: ChunkGroupLike[] = [],
  workers: ChunkGroupLike[] = [],
): ChunkGroupLike => ({
  chunks: files.map((file) => ({ files: [file] })),
  getChildren: () => children,
  asyncEntrypointsIterable: workers,
});

const cart = group(['static/chunks/cart.js']);
const search = group(['static/chunks/search.js', 'static/chunks/shared.js'], [cart]);
const layout = group(
  ['static/chunks/app/layout.js', 'static/chunks/shared.js'],
  [search, cart],
  [group(['static/chunks/menus-worker.js'])],
);
const checkout = group(['static/chunks/app/checkout/page.js']);
const groups = new Map<string, ChunkGroupLike>([
  // Every route hangs below the app's entry: only its own chunks are the shell's.
  ['main-app', group(['static/chunks/webpack.js', 'static/chunks/main-app.js'], [checkout])],
  ['app/(shop)/layout', layout],
  ['app/(shop)/menu/page', group(['static/chunks/app/menu/page.js'])],
  ['app/(shop)/(words)/checkout/page', checkout],
]);
const compilation = { namedChunkGroups: groups };

describe('the precached shell', () => {
  it("holds the entry's chunks, the shell routes' and every chunk they load on demand, once", () => {
    const { files, missing } = shellFiles(compilation, {
      entry: 'main-app',
      routes: ['app/(shop)/layout', 'app/(shop)/menu/page'],
    });
    expect([...files].sort()).toEqual([
      'static/chunks/app/layout.js',
      'static/chunks/app/menu/page.js',
      'static/chunks/cart.js',
      'static/chunks/main-app.js',
      'static/chunks/menus-worker.js',
      'static/chunks/search.js',
      'static/chunks/shared.js',
      'static/chunks/webpack.js',
    ]);
    expect(missing).toEqual([]);
  });

  it("keeps only the shell's build files, and warns of a shell route webpack does not know", async () => {
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const { manifest, warnings } = await precacheShell()(
      [
        entry('/_next/static/chunks/app/layout.js'),
        entry('/_next/static/chunks/cart.js'),
        entry('/_next/static/chunks/app/checkout/page.js'),
        entry('/_next/static/chunks/polyfills.js'),
      ],
      compilation,
    );
    expect(manifest.map((e) => e.url)).toEqual([
      '/_next/static/chunks/app/layout.js',
      '/_next/static/chunks/cart.js',
    ]);
    expect(warnings).toContain('precache-shell: no chunk group "app/(shop)/page"');
  });

  it('adds the logos of public/, revised by their content', () => {
    const entries = publicShellEntries(path.resolve('public'));
    expect(entries.map((e) => e.url)).toEqual(SHELL_PUBLIC.map((file) => `/${file}`));
    for (const { revision } of entries) expect(revision).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('what the first visit leaves for offline use', () => {
  it('asks again for the fonts, pictures and menus the page loaded, not for scripts or calls', () => {
    const origin = 'https://comptoir.test';
    const names = [
      '/menus.json',
      '/v2/public/settings',
      '/v2/public/offers/BIENVENUE',
      '/v2/recommendations',
      '/_next/static/media/poppins-s.woff2',
      '/_next/static/chunks/app/layout.js',
      '/_next/image?url=%2Fmenu-images%2F1.jpg&w=640&q=75',
      '/images/logo.svg',
      '/builds/latest.json',
      'https://js.stripe.com/v3/logo.svg',
      '/menus.json',
    ].map((name) => ({ name: new URL(name, origin).href }));
    expect(keptResources(names, origin).map((url) => url.replace(origin, ''))).toEqual([
      '/menus.json',
      '/v2/public/settings',
      '/_next/static/media/poppins-s.woff2',
      '/_next/image?url=%2Fmenu-images%2F1.jpg&w=640&q=75',
      '/images/logo.svg',
    ]);
  });
});
